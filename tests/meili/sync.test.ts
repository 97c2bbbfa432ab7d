import path from 'node:path';
import { Meilisearch } from 'meilisearch';
import { describe, expect, it } from 'vitest';
import { MAX_TOTAL_HITS, MAX_VALUES_PER_FACET, searchSettings } from '../../src/search/document';
import { meiliSettings, siteSearchDocuments } from '../../src/search/meilisearch-sync';
import { freePort } from '../../scripts/meili/server';
import { loadDealer } from '../../scripts/lib/load/load-dealer';
import { prepareSite } from '../../scripts/lib/derive/prepare-site';
import { editStock, NOW, scratchDealer } from '../build/helpers';
import { demoDealerDirs, MEILI_SKIP, runSync, useMeili } from './harness';

describe('meiliSettings (pure)', () => {
  it('keeps the shared defaults for a small stock and grows both caps with a big one', () => {
    const small = meiliSettings(40);
    expect(small.pagination.maxTotalHits).toBe(MAX_TOTAL_HITS);
    expect(small.faceting.maxValuesPerFacet).toBe(MAX_VALUES_PER_FACET);
    expect(small.filterableAttributes).toEqual(searchSettings().filterableAttributes);
    const big = meiliSettings(20_000);
    expect(big.pagination.maxTotalHits).toBe(20_000);
    expect(big.faceting.maxValuesPerFacet).toBe(20_000);
  });
});

describe.skipIf(MEILI_SKIP)(`sync:search against a real Meilisearch${MEILI_SKIP ? ` (skipped: ${MEILI_SKIP})` : ''}`, () => {
  const server = useMeili();
  const admin = () => new Meilisearch({ host: server().host, apiKey: server().masterKey });

  for (const dir of demoDealerDirs()) {
    const slug = path.basename(dir);
    it(`pushes every listed car of ${slug} with the index settings`, async () => {
      // The cars the build gives pages, chosen by the one function the build's --sync-search uses too.
      const listed = siteSearchDocuments(prepareSite(loadDealer(dir), new Date(NOW)));
      const uid = `sync_${slug.replace(/[^a-z0-9_]/gi, '_')}`;
      const r = runSync(['--dealer', dir, '--host', server().host, '--index', uid, '--now', NOW], { MEILI_ADMIN_KEY: server().masterKey });
      expect(r.output).toContain(`${listed.length} documents in "${uid}"`);
      expect(r.code).toBe(0);
      const index = admin().index(uid);
      expect((await index.getStats()).numberOfDocuments).toBe(listed.length);
      const settings = await index.getSettings();
      const want = meiliSettings(listed.length);
      expect(settings.filterableAttributes).toEqual(want.filterableAttributes);
      expect([...(settings.sortableAttributes ?? [])].sort()).toEqual([...want.sortableAttributes].sort());
      expect(settings.searchableAttributes).toEqual(want.searchableAttributes);
      expect(settings.rankingRules).toEqual(want.rankingRules);
      expect(settings.pagination?.maxTotalHits).toBe(want.pagination.maxTotalHits);
      expect(settings.faceting?.maxValuesPerFacet).toBe(want.faceting.maxValuesPerFacet);
      expect(settings.typoTolerance?.minWordSizeForTypos).toEqual(want.typoTolerance.minWordSizeForTypos);
      // The staging index of the atomic swap is gone.
      const uids = (await admin().getRawIndexes({ limit: 1000 })).results.map((i) => i.uid);
      expect(uids).not.toContain(`${uid}__sync`);
    }, 300_000);
  }

  it('re-sync after a stock change leaves no sold-out-of-window or removed car behind', async () => {
    const { dir } = scratchDealer('resync-motors');
    const uid = 'resync';
    const key = server().masterKey;
    expect(runSync(['--dealer', dir, '--host', server().host, '--index', uid, '--now', NOW, '--key', key]).code).toBe(0);
    const before = (
      await admin()
        .index(uid)
        .getDocuments({ fields: ['id'], limit: 100 })
    ).results
      .map((d) => String(d.id))
      .sort();
    expect(before.length).toBeGreaterThanOrEqual(2);

    let soldId = '';
    let removedId = '';
    editStock(dir, (cars) => {
      const [first, second, ...rest] = cars.filter((c) => c.status === 'in_stock');
      soldId = String(first!.id);
      removedId = String(second!.id);
      // Sold a year before NOW: far outside any include_sold_cars_days window.
      const sold = { ...first, status: 'sold', sold: true, sold_at: '2025-11-01T00:00:00Z', updated_at: '2025-11-01T00:00:00Z' };
      const added = { ...second, id: 777_001, slug: `${String(second!.slug)}-new`, stocknum: 'NEW1' };
      return { cars: [sold, added, ...rest, ...cars.filter((c) => c.status !== 'in_stock')] };
    });
    const r = runSync(['--dealer', dir, '--host', server().host, '--index', uid, '--now', NOW], { MEILI_ADMIN_KEY: key });
    expect(r.code, r.output).toBe(0);
    const after = (
      await admin()
        .index(uid)
        .getDocuments({ fields: ['id'], limit: 100 })
    ).results.map((d) => String(d.id));
    expect(after).not.toContain(soldId);
    expect(after).not.toContain(removedId);
    expect(after).toContain('777001');
    const expected = before
      .filter((id) => id !== soldId && id !== removedId)
      .concat('777001')
      .sort();
    expect([...after].sort()).toEqual(expected);
  }, 120_000);

  it('a wrong admin key fails with a clear message and a non-zero exit, leaving the index untouched', async () => {
    const dir = demoDealerDirs().at(-1)!;
    const r = runSync(['--dealer', dir, '--host', server().host, '--index', 'wrong_key', '--now', NOW, '--key', 'not-the-master-key-000000']);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain(`Meilisearch at ${server().host} rejected the admin key (invalid_api_key)`);
    expect(r.stderr).toContain('MEILI_ADMIN_KEY');
    const uids = (await admin().getRawIndexes({ limit: 1000 })).results.map((i) => i.uid);
    expect(uids).not.toContain('wrong_key');
  }, 60_000);

  it('an unreachable host fails with a clear message and a non-zero exit', async () => {
    const dir = demoDealerDirs().at(-1)!;
    const dead = `http://127.0.0.1:${await freePort()}`;
    const r = runSync(['--dealer', dir, '--host', dead, '--now', NOW], { MEILI_ADMIN_KEY: 'whatever-key-123456' });
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain(`cannot reach Meilisearch at ${dead} (ECONNREFUSED)`);
  }, 60_000);

  it('refuses to run without an admin key (dealer.json never holds one)', () => {
    const dir = demoDealerDirs().at(-1)!;
    const r = runSync(['--dealer', dir, '--host', server().host]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('no admin key: set MEILI_ADMIN_KEY');
  }, 60_000);
});
