import { expect, test } from '@playwright/test';
import { hidePopup, only, projectOf, touchInteractionIslands } from './helpers';
import { onlyWhereBuilt, pageTypes } from './pages';

/* Every page ships a Content-Security-Policy; islands must hydrate and run without the browser blocking anything. */
test.describe('content security policy', () => {
  for (const type of ['home', 'vehicle', 'search', 'location', 'finance', 'contact']) {
    // The policy is the same at every screen size.
    test(`${type} page: policy present, nothing blocked, islands hydrated`, { tag: [...only('desktop'), ...onlyWhereBuilt(type)] }, async ({ page }, testInfo) => {
      const url = pageTypes(projectOf(testInfo).dealer)[type];
      const violations: string[] = [];
      page.on('console', (m) => { if (/Content.Security.Policy/i.test(m.text())) violations.push(m.text()); });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => console.error(`Content-Security-Policy violation: ${e.violatedDirective} ${e.blockedURI}`));
      });
      await hidePopup(page);
      await page.goto(url!);
      await expect(page.locator('meta[http-equiv="content-security-policy"]')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      // Scroll so client:visible islands hydrate too. Each position is held for two frames: intersection is
      // measured when a frame renders, and a busy main thread (idle islands hydrating) can skip a 40 ms step.
      await page.evaluate(async () => {
        const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));
        for (let y = 0; y < document.body.scrollHeight; y += 400) { scrollTo(0, y); await frame(); await frame(); }
      });
      await page.waitForLoadState('networkidle');
      // Lead forms (client:interaction) hydrate on the shopper's first touch: touch them, so they run here too.
      await touchInteractionIslands(page);
      const islands = page.locator('astro-island');
      const count = await islands.count();
      // client:stored islands (a first visit's empty recently-viewed strip) are meant to stay unhydrated.
      if (count) await expect(page.locator('astro-island[ssr]:not([client="stored"])')).toHaveCount(0, { timeout: 10_000 });
      expect(violations).toEqual([]);
    });
  }
});
