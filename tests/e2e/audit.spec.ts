import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { HtmlValidate } from 'html-validate';
import { seriousAxeFindings } from './axe';
import { only, projectOf } from './helpers';
import { DIST, builtPages, onlyWhereBuilt, pageTypes } from './pages';

const validator = new HtmlValidate({ extends: ['html-validate:standard'], rules: { 'no-raw-characters': 'off' } });

test.describe('audits', () => {
  // The HTML is the same at every screen size.
  test('every built page is valid HTML', { tag: only('desktop') }, async ({}, testInfo) => {
    const { dealer } = projectOf(testInfo);
    const pages = builtPages(dealer);
    expect(pages.length).toBeGreaterThan(10);
    const errors: string[] = [];
    for (const page of pages) {
      const file = path.join(DIST, dealer, page === '/404' ? '404.html' : page, page === '/404' ? '' : 'index.html');
      const report = await validator.validateString(readFileSync(file, 'utf8'), page);
      for (const r of report.results) for (const m of r.messages) if (m.severity === 2) errors.push(`${page}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
    }
    expect(errors.slice(0, 30), `${errors.length} HTML errors`).toEqual([]);
  });

  for (const type of ['home', 'vehicle', 'search', 'search-make', 'location', 'offers', 'offer', 'brands', 'finance', 'contact', 'not-found']) {
    test(`no serious or critical axe violations: ${type} page`, { tag: onlyWhereBuilt(type) }, async ({ page }, testInfo) => {
      // axe walks every node of a full page: on a shared 2-core runner that alone can take most of 45 s.
      test.slow();
      const url = pageTypes(projectOf(testInfo).dealer)[type];
      await page.goto(url!);
      await page.waitForLoadState('networkidle');
      expect(await seriousAxeFindings(page)).toEqual([]);
    });
  }
});

test(
  'vehicle pages carry parseable vehicle structured data with the listing properties (Car + Product when priced)',
  { tag: only('desktop') },
  async ({}, testInfo) => {
    const { dealer } = projectOf(testInfo);
    const pages = builtPages(dealer).filter((p) => /^\/cars\/(?!trade-in\/)[^/]+\/$/.test(p));
    expect(pages.length).toBeGreaterThan(10);
    const problems: string[] = [];
    let withPrice = 0;
    const types = (b: Record<string, unknown>) => ([] as unknown[]).concat(b['@type']);
    for (const page of pages) {
      const html = readFileSync(path.join(DIST, dealer, page, 'index.html'), 'utf8');
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
      // Cars are Car (+ Product when the page shows a price); caravans and trailers Vehicle; motorcycles Motorcycle.
      const item = blocks.find((b) => types(b).some((t) => t === 'Car' || t === 'Vehicle' || t === 'Motorcycle'));
      if (!item) {
        problems.push(`${page}: no vehicle item`);
        continue;
      }
      for (const key of ['name', 'url', 'image', 'brand', 'model', 'vehicleModelDate', 'itemCondition'])
        if (item[key] == null || item[key] === '') problems.push(`${page}: missing ${key}`);
      if (!Array.isArray(item.image) || item.image.length === 0) problems.push(`${page}: image must be a non-empty list`);
      if (!item.brand?.name) problems.push(`${page}: brand.name missing`);
      // Google's Product needs offers, and a Product offer needs a price: Product only with a priced offer.
      if (types(item).includes('Product') && !(item.offers?.price > 0)) problems.push(`${page}: Product without a priced offer`);
      if (item.offers) {
        if (item.offers.price !== undefined) {
          withPrice++;
          if (!(item.offers.price > 0)) problems.push(`${page}: offers.price must be above 0`);
          if (!item.offers.priceCurrency) problems.push(`${page}: offers.priceCurrency missing`);
        }
        for (const key of ['availability', 'url']) if (!item.offers[key]) problems.push(`${page}: offers.${key} missing`);
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
    expect(withPrice, 'priced cars have priced offers').toBeGreaterThan(pages.length / 2);
  },
);

// The audit's own check: a page with two critical faults must come back with both, so a quiet audit means a clean page.
test('the accessibility audit reports a planted fault', { tag: [...only('desktop'), ...only('demo-motors')] }, async ({ page }) => {
  await page.setContent('<!doctype html><html lang="en"><title>t</title><main><img src="data:,"><button></button></main></html>');
  const findings = await seriousAxeFindings(page);
  expect(findings.map((f) => f.split(' ')[0])).toEqual(['button-name', 'image-alt']);
});
