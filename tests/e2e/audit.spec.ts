import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { HtmlValidate } from 'html-validate';
import { projectOf } from './helpers';
import { DIST, builtPages, pageTypes } from './pages';

const validator = new HtmlValidate({ extends: ['html-validate:standard'], rules: { 'no-raw-characters': 'off' } });

test.describe('audits', () => {
  test('every built page is valid HTML', async ({}, testInfo) => {
    const { dealer, size } = projectOf(testInfo);
    test.skip(size !== 'desktop', 'HTML is the same at every size');
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
    test(`no serious or critical axe violations: ${type} page`, async ({ page }, testInfo) => {
      const { dealer } = projectOf(testInfo);
      const url = pageTypes(dealer)[type];
      test.skip(!url, `${dealer} has no ${type} page`);
      await page.goto(url!);
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
    });
  }
});
