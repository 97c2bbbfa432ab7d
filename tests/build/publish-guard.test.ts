import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { publishDecision, type GuardInput } from '../../scripts/lib/derive/publish-guard';
import type { FieldCoverage } from '../../src/domain/feed-coverage';
import {
  describeChanges,
  nextRemovals,
  redirectTarget,
  stockChanges,
  REDIRECT_DAYS,
  type BuildManifest,
  type ManifestCar,
} from '../../scripts/lib/shared/manifest';
import { redirectsFile } from '../../scripts/lib/publish/redirects-file';
import { cleanLeftovers, isAlive } from '../../scripts/lib/load/leftovers';
import { swapInto } from '../../scripts/lib/publish/swap-dir';
import { cacheHeaders } from '../../scripts/lib/publish/site-extras';

const SETTINGS = { max_drop: 0.5, allow_empty: false, max_invalid_share: 0.1, max_coverage_drop: 20 };
const input = (over: Partial<GuardInput>): GuardInput => ({
  listed: 10,
  records: 10,
  previous: { listed: 10, built_at: '2026-11-20T00:00:00Z' },
  settings: SETTINGS,
  force: false,
  ...over,
});
const cover = (field: FieldCoverage['field'], w: number, of: number, lost?: string[]) => ({ field, with: w, of, ...(lost ? { lost } : {}) });

describe('publish guard (publishDecision)', () => {
  it('publishes a normal night', () => {
    expect(publishDecision(input({}))).toEqual({ publish: true });
    expect(publishDecision(input({ previous: null }))).toEqual({ publish: true });
  });

  it('refuses an empty snapshot, saying how to override, even on a first build', () => {
    for (const previous of [null, { listed: 300, built_at: 'x' }]) {
      const d = publishDecision(input({ listed: 0, records: 0, previous }));
      expect(d.publish).toBe(false);
      if (d.publish) continue;
      expect(d.reason).toBe('empty-snapshot');
      expect(d.message).toContain('lists no car');
      expect(d.message).toContain('--force');
      expect(d.message).toContain('allow_empty');
    }
  });

  it('an empty build publishes with publish.allow_empty (a dealer that really has no stock)', () => {
    expect(publishDecision(input({ listed: 0, settings: { ...SETTINGS, allow_empty: true } }))).toEqual({ publish: true });
  });

  it('refuses a drop larger than max_drop against the last build; exactly max_drop publishes', () => {
    const d = publishDecision(input({ listed: 2, previous: { listed: 5, built_at: '2026-11-20T00:00:00Z' } }));
    expect(d).toMatchObject({ publish: false, reason: 'stock-drop' });
    if (!d.publish) expect(d.message).toMatch(/fell from 5 to 2 \(-60 %\), more than publish\.max_drop \(50 %\).*--force/);
    expect(publishDecision(input({ listed: 2, previous: { listed: 4, built_at: 'x' } })).publish).toBe(true);
    expect(publishDecision(input({ listed: 2, previous: { listed: 5, built_at: 'x' }, settings: { ...SETTINGS, max_drop: 0.6 } })).publish).toBe(true);
    expect(publishDecision(input({ listed: 1, previous: { listed: 300, built_at: 'x' }, settings: { ...SETTINGS, max_drop: 1 } })).publish).toBe(true);
    // A rise is never a drop.
    expect(publishDecision(input({ listed: 50, previous: { listed: 5, built_at: 'x' } })).publish).toBe(true);
  });

  it('--force publishes and says what it overrode', () => {
    const d = publishDecision(input({ listed: 0, force: true }));
    expect(d.publish).toBe(true);
    if (d.publish) expect(d.overridden).toContain('lists no car');
    expect(publishDecision(input({ listed: 1, force: true }))).toMatchObject({ publish: true, overridden: expect.stringContaining('fell from 10 to 1') });
  });

  const reasons = ['stock.json record #4 (id 12 / stock no A123): car_type: must be new, used or demo (got "nearly-new")'];

  it('invalid records: up to publish.max_invalid_share the rest publishes; more is refused with counts and the first reasons', () => {
    // 1 of 10 is exactly 10 %: publishes.
    expect(publishDecision(input({ listed: 9, invalid: { count: 1, reasons } }))).toEqual({ publish: true });
    const d = publishDecision(input({ listed: 8, invalid: { count: 2, reasons } }));
    expect(d).toMatchObject({ publish: false, reason: 'invalid-records' });
    if (!d.publish) {
      expect(d.message).toContain('2 of 10 records are invalid (20 %), more than publish.max_invalid_share (10 %) allows; the first reasons:');
      expect(d.message).toContain('\n  - stock.json record #4 (id 12 / stock no A123): car_type: must be new, used or demo (got "nearly-new")');
      expect(d.message).toContain('--skip-invalid to publish the 8 valid records');
    }
    // --skip-invalid lifts the share; a higher setting too.
    expect(publishDecision(input({ listed: 5, invalid: { count: 5, reasons }, skipInvalid: true }))).toEqual({ publish: true });
    expect(publishDecision(input({ listed: 5, invalid: { count: 5, reasons }, settings: { ...SETTINGS, max_invalid_share: 0.5 } }))).toEqual({ publish: true });
  });

  it('every record refused: says so, never suggests allowing an empty site; --skip-invalid does not publish it, --force does', () => {
    for (const skipInvalid of [false, true]) {
      const d = publishDecision(input({ listed: 0, records: 40, invalid: { count: 40, reasons }, skipInvalid, previous: null }));
      expect(d).toMatchObject({ publish: false, reason: 'invalid-records' });
      if (d.publish) continue;
      expect(d.message).toMatch(/^40 records, all refused; the first reasons:\n {2}- stock\.json record #4 \(id 12 \/ stock no A123\)/);
      expect(d.message).not.toMatch(/allow_empty|records in the stock file/);
    }
    expect(publishDecision(input({ listed: 0, records: 1, invalid: { count: 1, reasons }, previous: null }))).toMatchObject({
      message: expect.stringMatching(/^1 record, refused; /),
    });
    expect(publishDecision(input({ listed: 0, records: 40, invalid: { count: 40, reasons }, force: true }))).toMatchObject({ publish: true });
  });

  it('coverage: a key field falling by more than publish.max_coverage_drop points is refused, naming field, both shares and the cars', () => {
    const previous = { listed: 35, built_at: '2026-11-20T00:00:00Z', coverage: [cover('price', 35, 35), cover('km', 30, 35), cover('photos', 35, 35)] };
    const lost = ['id 1 / stock no A1 / 2021 Mazda CX-5', 'id 2 / stock no A2 / 2020 Kia Rio', 'id 3 / stock no A3 / 2019 Ford Ranger'];
    const coverage = [cover('price', 0, 35, lost), cover('km', 30, 35), cover('photos', 35, 35)];
    const d = publishDecision(input({ listed: 35, records: 35, previous, coverage }));
    expect(d).toMatchObject({ publish: false, reason: 'coverage-drop' });
    if (!d.publish) {
      expect(d.message).toContain('price fell on the listed cars by more than publish.max_coverage_drop (20 points)');
      expect(d.message).toContain(`\n  - price: 35 of 35 (100 %) → 0 of 35 (0 %); lost by ${lost.join('; ')}`);
      expect(d.message).not.toContain('km:');
      expect(d.message).toContain('--force');
    }
    expect(publishDecision(input({ listed: 35, records: 35, previous, coverage, force: true }))).toMatchObject({
      publish: true,
      overridden: expect.stringContaining('price: 35 of 35 (100 %) → 0 of 35 (0 %)'),
    });
    // 100 % → 80 % is exactly 20 points: publishes; 100 % → 77 % does not.
    expect(publishDecision(input({ listed: 35, previous, coverage: [cover('price', 28, 35)] })).publish).toBe(true);
    expect(publishDecision(input({ listed: 35, previous, coverage: [cover('price', 27, 35)] })).publish).toBe(false);
    // A first build, or a last build that recorded no coverage, has nothing to compare with.
    expect(publishDecision(input({ listed: 35, previous: null, coverage }))).toEqual({ publish: true });
    expect(publishDecision(input({ listed: 35, previous: { listed: 35, built_at: 'x' }, coverage }))).toEqual({ publish: true });
  });
});

const car = (slug: string, make = 'Toyota', model = 'Corolla', price: number | null = 20000): ManifestCar => ({
  slug,
  id: slug,
  make,
  model,
  price,
  updated_at: null,
});
const manifest = (cars: ManifestCar[], removed: BuildManifest['removed'] = []): BuildManifest => ({
  manifest_version: 1,
  slug: 'x',
  built_at: '2026-11-20T01:00:00Z',
  now: '2026-11-20T00:00:00Z',
  code: { version: '0', commit: null },
  stock: { file: 'stock.json', sha256: '0', records: cars.length },
  listed: cars.length,
  forced: false,
  search_index: null,
  cars,
  removed,
});

describe('manifest: changes, removals, redirects', () => {
  it('lists cars added, removed and repriced by slug', () => {
    const changes = stockChanges([car('a'), car('b'), car('c', 'Kia', 'Rio', 10000)], [car('a'), car('c', 'Kia', 'Rio', 9500), car('d')]);
    expect(changes.added.map((c) => c.slug)).toEqual(['d']);
    expect(changes.removed.map((c) => c.slug)).toEqual(['b']);
    expect(changes.repriced).toEqual([{ car: car('c', 'Kia', 'Rio', 9500), from: 10000, to: 9500 }]);
    const text = describeChanges(changes, '2026-11-20T01:00:00Z');
    expect(text[0]).toBe('changes since the last build (2026-11-20T01:00:00Z): 1 added, 1 removed, 1 repriced, 0 sold, 0 lost a key field');
    expect(text).toContain('  ~ c: $10,000 -> $9,500');
    expect(text).toContain('  - b');
  });

  it('names cars sold and cars that lost a price, km, photos or location since the last build', () => {
    const named = (slug: string, over: Partial<ManifestCar>): ManifestCar => ({
      ...car(slug),
      stocknum: `S-${slug}`,
      name: `2020 Car ${slug}`,
      sold: false,
      missing: [],
      ...over,
    });
    const before = [named('a', {}), named('b', {}), named('c', { missing: ['km'] }), named('d', {}), car('e')];
    const after = [
      named('a', { sold: true }),
      named('b', { price: null, missing: ['price', 'photos', 'body'] }),
      named('c', { missing: ['km'] }),
      named('d', { missing: ['location'] }),
      named('e', { sold: true, missing: ['price'] }),
    ];
    const changes = stockChanges(before, after);
    expect(changes.sold.map((c) => c.slug)).toEqual(['a']);
    // b lost its price and photos (body is watched by the coverage guard, not named here); c had no km before;
    // e comes from an older manifest that recorded neither sold nor missing fields: nothing is claimed for it.
    expect(changes.lost.map((l) => [l.car.slug, l.fields])).toEqual([
      ['b', ['price', 'photos']],
      ['d', ['location']],
    ]);
    const text = describeChanges(changes, 'x');
    expect(text[0]).toBe('changes since the last build (x): 0 added, 0 removed, 1 repriced, 1 sold, 2 lost a key field');
    expect(text).toContain('  sold id a / stock no S-a / 2020 Car a');
    expect(text).toContain('  lost price, photos: id b / stock no S-b / 2020 Car b');
  });

  it('a removed car keeps its redirect for 30 days from its removal, and loses it when back in stock', () => {
    const now = new Date('2026-11-21T00:00:00Z');
    const first = nextRemovals(manifest([car('a'), car('b')]), [car('a')], now);
    expect(first).toEqual([{ slug: 'b', make: 'Toyota', model: 'Corolla', removed_at: '2026-11-21T00:00:00.000Z' }]);
    // Carried with its first removal date, not re-dated by later builds.
    const later = new Date(now.getTime() + (REDIRECT_DAYS - 1) * 86_400_000);
    expect(nextRemovals(manifest([car('a')], first), [car('a')], later)).toEqual(first);
    const expired = new Date(now.getTime() + REDIRECT_DAYS * 86_400_000);
    expect(nextRemovals(manifest([car('a')], first), [car('a')], expired)).toEqual([]);
    expect(nextRemovals(manifest([car('a')], first), [car('a'), car('b')], later)).toEqual([]);
    expect(nextRemovals(null, [car('a')], now)).toEqual([]);
  });

  it('redirects go to the make/model search, else the make, else all stock, in _redirects format', () => {
    const paths = new Set(['/search/toyota/', '/search/toyota/corolla/', '/search/kia/']);
    expect(redirectTarget({ make: 'Toyota', model: 'Corolla' }, paths)).toBe('/search/toyota/corolla/');
    expect(redirectTarget({ make: 'Kia', model: 'Rio' }, paths)).toBe('/search/kia/');
    expect(redirectTarget({ make: 'Škoda', model: 'Octavia' }, paths)).toBe('/search/new-used-and-demo-cars/');
    // The brand variant (search.model_path 'used-car') builds the model's page under /used-car/ only.
    expect(redirectTarget({ make: 'Toyota', model: 'Corolla' }, new Set(['/search/toyota/', '/used-car/toyota/corolla/']))).toBe('/used-car/toyota/corolla/');
    const file = redirectsFile([{ slug: 'b-car', make: 'Toyota', model: 'Corolla', removed_at: 'x' }], paths, { buyOnline: false });
    // Static rules only (Cloudflare keeps 100 dynamic ones), each form Cloudflare matches exactly: the page, the
    // reserve page as served (with the slash its 308 adds) and as linked, the page without its slash.
    expect(file.text.split('\n').filter((l) => l && !l.startsWith('#'))).toEqual([
      '/cars/b-car/ /search/toyota/corolla/ 301',
      '/cars/b-car/checkout/ /search/toyota/corolla/ 301',
      '/cars/b-car/checkout /search/toyota/corolla/ 301',
      '/cars/b-car /search/toyota/corolla/ 301',
    ]);
    expect(redirectsFile([{ slug: 'b-car', make: 'Toyota', model: 'Corolla', removed_at: 'x' }], paths, { buyOnline: true }).text).toContain(
      '/cars/b-car/buy-online /search/toyota/corolla/ 301\n',
    );
  });
});

describe('_headers cache rules', () => {
  it('hashed folders are immutable; nothing else sets Cache-Control, so no two rules overlap and the count is fixed', () => {
    expect(cacheHeaders()).toBe(
      ['/_astro/*', '  Cache-Control: public, max-age=31536000, immutable', '/_data/*', '  Cache-Control: public, max-age=31536000, immutable', ''].join('\n'),
    );
  });
});

describe('leftovers of killed builds', () => {
  const deadPid = () => {
    const r = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    return Number(r.stdout.trim());
  };

  it("removes a dead build's cache, staged site, manifest and feed report, keeps a live build's, and puts back a site moved aside mid-swap", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'leftovers-'));
    const cacheRoot = path.join(root, '.cache');
    const out = path.join(root, 'dist', 'acme');
    const dead = deadPid();
    expect(isAlive(dead)).toBe(false);
    for (const dir of [
      `${cacheRoot}/build-acme-${dead}`,
      `${cacheRoot}/build-acme-${process.pid}`,
      `${cacheRoot}/build-acme-motors-${dead}`,
      `${out}.tmp-${dead}`,
      `${out}.old-${dead}`,
    ]) {
      mkdirSync(dir, { recursive: true });
    }
    writeFileSync(`${out}.old-${dead}/index.html`, 'the published site');
    writeFileSync(`${out}.manifest.json.tmp-${dead}`, '{}');
    writeFileSync(`${out}.feed-report.json.tmp-${dead}`, '{}');
    const done = cleanLeftovers({ cacheRoot, slug: 'acme', out });
    expect(existsSync(`${cacheRoot}/build-acme-${dead}`)).toBe(false);
    expect(existsSync(`${out}.tmp-${dead}`)).toBe(false);
    expect(existsSync(`${out}.manifest.json.tmp-${dead}`)).toBe(false);
    expect(existsSync(`${out}.feed-report.json.tmp-${dead}`)).toBe(false);
    // Still running (this process), or another dealer's: untouched.
    expect(existsSync(`${cacheRoot}/build-acme-${process.pid}`)).toBe(true);
    expect(existsSync(`${cacheRoot}/build-acme-motors-${dead}`)).toBe(true);
    // The swap was cut between its two renames: the old site goes back in place.
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('the published site');
    expect(done.join('\n')).toContain(`killed build ${dead}`);
  });

  it('finishes deleting an old site whose background deleter died, and leaves one still being deleted', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'leftovers-'));
    const out = path.join(root, 'dist', 'acme');
    const dead = deadPid();
    for (const dir of [out, `${out}.trash-${dead}/cars`, `${out}.trash-${process.pid}/cars`]) mkdirSync(dir, { recursive: true });
    const done = cleanLeftovers({ cacheRoot: path.join(root, '.cache'), slug: 'acme', out });
    expect(existsSync(`${out}.trash-${dead}`)).toBe(false);
    expect(existsSync(`${out}.trash-${process.pid}/cars`)).toBe(true);
    expect(existsSync(out)).toBe(true);
    expect(done).toEqual([`finished deleting an old site whose deleter ${dead} stopped: ${out}.trash-${dead}`]);
  });
});

describe('publishing a build', () => {
  const waitFor = async (ok: () => boolean) => {
    for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 25));
    return ok();
  };

  it('puts the new site in place at once and deletes the old one in a detached process named in its folder', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'swap-'));
    const out = path.join(root, 'acme');
    mkdirSync(path.join(out, 'cars/a'), { recursive: true });
    writeFileSync(path.join(out, 'index.html'), 'old');
    mkdirSync(path.join(root, 'staged'));
    writeFileSync(path.join(root, 'staged/index.html'), 'new');
    // A slow disk, played by an `rm` that waits: the swap must not wait with it.
    const bin = path.join(root, 'bin');
    mkdirSync(bin);
    writeFileSync(path.join(bin, 'rm'), '#!/bin/sh\nsleep 1\nexec /bin/rm "$@"\n');
    chmodSync(path.join(bin, 'rm'), 0o755);
    const pathBefore = process.env.PATH;
    process.env.PATH = `${bin}:${pathBefore}`;
    try {
      swapInto(path.join(root, 'staged'), out);
    } finally {
      process.env.PATH = pathBefore;
    }
    expect(readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('new');
    const trash = readdirSync(root).filter((n) => n.startsWith('acme.'));
    expect(trash).toHaveLength(1);
    const pid = Number(/^acme\.trash-(\d+)$/.exec(trash[0]!)?.[1]);
    expect(isAlive(pid)).toBe(true);
    expect(await waitFor(() => !existsSync(path.join(root, trash[0]!)))).toBe(true);
    expect(readdirSync(root).sort()).toEqual(['acme', 'bin']);
  });
});
