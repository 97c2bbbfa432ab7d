import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDealer } from '../../../scripts/lib/load/load-dealer';
import { prepareSite } from '../../../scripts/lib/derive/prepare-site';
import { searchIndexPath } from '../../../scripts/lib/derive/derive-stage';
import { writeSiteData } from '../../../scripts/lib/render/write-site-data';
import { safeParseSiteData, siteDataSchema } from '../../../src/domain/schemas/site-data';
import { carSchema } from '../../../src/domain/schemas';
import { loadSiteData } from '../../../src/render-runtime/render-job';
import { sanitizeFeedHtml } from '../../../src/views/feed-html';

/*
 * The site data a render reads (site.json) is checked by siteDataSchema (src/domain/schemas/site-data.ts) before any
 * page sees it: the schema takes the data as the build wrote it and gives it back unchanged, and a file with a wrong
 * field stops the render with an error naming the file and the field.
 */
const NOW = '2026-11-21T00:00:00Z';
const dir = mkdtempSync(path.join(os.tmpdir(), 'site-data-schema-'));

/** A demo dealer's site.json as its build writes it (scripts/lib/render/write-site-data.ts), read back. */
function siteJson(slug: string): { file: string; json: Record<string, unknown> & { cars: Record<string, unknown>[] } } {
  const site = prepareSite(loadDealer(slug), new Date(NOW));
  const file = path.join(dir, `${slug}.json`);
  writeSiteData(file, { ...site, searchIndexUrl: site.config.search.engine === 'embedded' ? searchIndexPath(JSON.stringify(site.searchIndex)) : null });
  return { file, json: JSON.parse(readFileSync(file, 'utf8')) };
}

const demos = Object.fromEntries(['demo-motors', 'coastal-caravans', 'demo-group'].map((slug) => [slug, siteJson(slug)]));
const demo = demos['demo-motors']!;

function writeJson(name: string, value: unknown): string {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(value));
  return file;
}

describe('siteDataSchema', () => {
  it.each(Object.keys(demos))('gives back the site data of %s exactly as the build wrote it', (slug) => {
    const { json } = demos[slug]!;
    expect(json.cars.length).toBeGreaterThan(50);
    expect(siteDataSchema.parse(json)).toStrictEqual(json);
  });

  it("keeps a listed car's sanitised comments as they are, which the feed's Car schema would read again differently", () => {
    const cars = [' Great car', ''].map((comments) => ({ ...demo.json.cars[0]!, dealercomments: comments }));
    // What the listing keeps of "<iframe …></iframe> Great car" and of a comment that was only a <script>.
    expect(['<iframe src="x"></iframe> Great car', '<script>x</script>'].map(sanitizeFeedHtml)).toEqual([' Great car', '']);
    const site = { ...demo.json, cars };
    expect(siteDataSchema.parse(site)).toStrictEqual(site);
    expect(cars.map((car) => carSchema.parse(car).dealercomments)).toEqual(['Great car', null]);
  });

  it('refuses a field of the wrong type, a field no page reads, and a missing part', () => {
    const cars = demo.json.cars.map((car, i) => (i === 2 ? { ...car, price: 'cheap', colour_name: 'Red' } : car));
    const wrong = siteDataSchema.safeParse({ ...demo.json, cars, now: 'tonight', searchIndex: undefined });
    expect(wrong.success).toBe(false);
    const paths = wrong.error!.issues.map((issue) => `${issue.path.join('.')}${issue.code === 'unrecognized_keys' ? ` ${issue.keys.join()}` : ''}`);
    expect(paths.sort()).toEqual(['cars.2 colour_name', 'cars.2.price', 'now', 'searchIndex']);
  });
});

describe('safeParseSiteData (siteDataSchema without a second copy of the stock)', () => {
  it.each(Object.keys(demos))('gives what siteDataSchema gives for %s, keeping the cars it was given', (slug) => {
    const { json } = demos[slug]!;
    const checked = safeParseSiteData(json);
    expect(checked.success && checked.data).toStrictEqual(siteDataSchema.parse(json));
    expect(checked.success && checked.data.cars).toBe(json.cars);
  });

  it("fills the settings' defaults as the schema does", () => {
    const { gated_routes: _gatedRoutes, ...config } = demo.json.config as Record<string, unknown>;
    const checked = safeParseSiteData({ ...demo.json, config });
    expect(checked.success && checked.data.config.gated_routes).toEqual(['/checkout', '/personalised/finance', '/spin-to-win', '/online-payment']);
  });

  it('finds the problems siteDataSchema finds, at the same paths', () => {
    const cars = demo.json.cars.map((car, i) => (i === 1 ? { ...car, slug: 'Not A Slug', seats: '5' } : car));
    const wrong = { ...demo.json, cars, now: 'tonight', extra: true };
    const checked = safeParseSiteData(wrong);
    const paths = (issues: { path: PropertyKey[]; code: string }[]) => issues.map((issue) => `${issue.path.join('.')} ${issue.code}`).sort();
    expect(checked.success).toBe(false);
    expect(!checked.success && paths(checked.issues)).toEqual(paths(siteDataSchema.safeParse(wrong).error!.issues));
    expect(safeParseSiteData({ ...demo.json, cars: 'none' })).toMatchObject({ success: false, issues: [{ path: ['cars'] }] });
    expect(safeParseSiteData(null)).toMatchObject({ success: false });
  });
});

describe('loadSiteData (the site data of a render, src/render-runtime/render-job.ts)', () => {
  it('reads and checks the file the build wrote', () => {
    expect(loadSiteData(demo.file)).toStrictEqual(demo.json);
  });

  it('names the file and each field that is wrong', () => {
    const config = demo.json.config as { theme: Record<string, unknown> };
    const cars = demo.json.cars.map((car, i) => (i === 3 ? { ...car, year: 'twenty twenty' } : car));
    const file = writeJson('wrong.json', { ...demo.json, cars, config: { ...config, theme: { ...config.theme, primary: 'red; }' } } });
    expect(() => loadSiteData(file)).toThrow(`site data ${file} is invalid: `);
    expect(() => loadSiteData(file)).toThrow(/config\.theme\.primary: .*; cars\.3\.year: /);
  });

  it('names the first 20 problems of a file wrong throughout, and how many more there are', () => {
    const file = writeJson('wrong-throughout.json', { ...demo.json, cars: demo.json.cars.map((car) => ({ ...car, km: 'far' })) });
    const message = (() => {
      try {
        loadSiteData(file);
      } catch (e) {
        return (e as Error).message;
      }
    })();
    expect(message?.match(/cars\.\d+\.km: /g)).toHaveLength(20);
    expect(message).toContain(`; and ${demo.json.cars.length - 20} more`);
  });

  it('names the file it cannot read, or cannot parse', () => {
    const missing = path.join(dir, 'missing.json');
    expect(() => loadSiteData(missing)).toThrow(new RegExp(`site data ${missing} could not be read: ENOENT`));
    const broken = path.join(dir, 'broken.json');
    writeFileSync(broken, '{"cars":[');
    expect(() => loadSiteData(broken)).toThrow(`site data ${broken} could not be read`);
  });
});
