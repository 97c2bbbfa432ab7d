import { expect, test } from '@playwright/test';
import { hidePopup, projectOf } from './helpers';
import { pageTypes } from './pages';

/* Every page ships a Content-Security-Policy; islands must hydrate and run without the browser blocking anything. */
test.describe('content security policy', () => {
  for (const type of ['home', 'vehicle', 'search', 'location', 'finance', 'contact']) {
    test(`${type} page: policy present, nothing blocked, islands hydrated`, async ({ page }, testInfo) => {
      const { dealer, size } = projectOf(testInfo);
      test.skip(size !== 'desktop', 'the policy is the same at every size');
      const url = pageTypes(dealer)[type];
      test.skip(!url, `${dealer} has no ${type} page`);
      const violations: string[] = [];
      page.on('console', (m) => { if (/Content.Security.Policy/i.test(m.text())) violations.push(m.text()); });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => console.error(`Content-Security-Policy violation: ${e.violatedDirective} ${e.blockedURI}`));
      });
      await hidePopup(page);
      await page.goto(url!);
      await expect(page.locator('meta[http-equiv="content-security-policy"]')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      // Scroll so client:visible islands hydrate too.
      await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 600) { scrollTo(0, y); await new Promise((r) => setTimeout(r, 40)); } });
      await page.waitForLoadState('networkidle');
      const islands = page.locator('astro-island');
      const count = await islands.count();
      if (count) await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 10_000 });
      expect(violations).toEqual([]);
    });
  }
});
