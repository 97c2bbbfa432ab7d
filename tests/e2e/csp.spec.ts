import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { hidePopup, only, projectOf, touchInteractionIslands } from './helpers';
import { builtPages, DIST, onlyWhereBuilt, pageTypes } from './pages';

/* Every page ships a Content-Security-Policy; islands must hydrate and run without the browser blocking anything. */
test.describe('content security policy', () => {
  for (const type of ['home', 'vehicle', 'search', 'location', 'finance', 'contact']) {
    // The policy is the same at every screen size.
    test(
      `${type} page: policy present, nothing blocked, islands hydrated`,
      { tag: [...only('desktop'), ...onlyWhereBuilt(type)] },
      async ({ page }, testInfo) => {
        const url = pageTypes(projectOf(testInfo).dealer)[type];
        const violations: string[] = [];
        page.on('console', (m) => {
          if (/Content.Security.Policy/i.test(m.text())) violations.push(m.text());
        });
        await page.addInitScript(() => {
          document.addEventListener('securitypolicyviolation', (e) =>
            console.error(`Content-Security-Policy violation: ${e.violatedDirective} ${e.blockedURI}`),
          );
        });
        await hidePopup(page);
        await page.goto(url!);
        await expect(page.locator('meta[http-equiv="content-security-policy"]')).toHaveCount(1);
        await page.waitForLoadState('networkidle');
        // Scroll so client:visible islands hydrate too. Each position is held for two frames: intersection is
        // measured when a frame renders, and a busy main thread (idle islands hydrating) can skip a 40 ms step.
        await page.evaluate(async () => {
          const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));
          for (let y = 0; y < document.body.scrollHeight; y += 400) {
            scrollTo(0, y);
            await frame();
            await frame();
          }
        });
        await page.waitForLoadState('networkidle');
        // Lead forms (client:interaction) hydrate on the shopper's first touch: touch them, so they run here too.
        await touchInteractionIslands(page);
        const islands = page.locator('astro-island');
        const count = await islands.count();
        // client:stored islands (a first visit's empty recently-viewed strip) are meant to stay unhydrated.
        if (count) await expect(page.locator('astro-island[ssr]:not([client="stored"])')).toHaveCount(0, { timeout: 10_000 });
        expect(violations).toEqual([]);
      },
    );
  }
});

/*
 * No page may log a CSP violation or a console error: every page kind of every demo dealer, plus a vehicle page of
 * a car without a phone where the dealer has one (its no-phone warning used to be an inline script without a hash).
 * The listener is installed before any page script runs, so a violation during parsing is seen too.
 */
test.describe('no CSP violation and no console error on any page kind', { tag: only('desktop') }, () => {
  /** The dealer's page kinds, and the first vehicle page whose car has no phone. */
  function pagesToVisit(dealer: string): Record<string, string> {
    const kinds = { ...pageTypes(dealer) };
    const phoneless = builtPages(dealer)
      .filter((p) => /^\/cars\/(?!trade-in\/)[^/]+\/$/.test(p))
      .find((p) => readFileSync(path.join(DIST, dealer, p, 'index.html'), 'utf8').includes('No phone number for'));
    // demo-group's Hobart location has no phone, so this sweep always meets the no-phone warning on one dealer.
    if (dealer === 'demo-group') expect(phoneless, 'a demo-group car at its location without a phone').toBeTruthy();
    if (phoneless) kinds['vehicle-no-phone'] = phoneless;
    return kinds;
  }

  /**
   * Console errors that are not faults: the spec's own logged outcome (spec 8: a price comparison with no data is
   * logged as 'No data returned'), hosts this offline test machine cannot resolve (demo photos and maps on the
   * internet), and the not-found page's own 404 status.
   */
  function expectedLog(where: string, text: string): boolean {
    return (
      /^price comparison No data returned/.test(text) ||
      /Failed to load resource: net::ERR_NAME_NOT_RESOLVED/.test(text) ||
      (where.startsWith('not-found ') && /Failed to load resource: the server responded with a status of 404/.test(text))
    );
  }

  test('every page kind: no securitypolicyviolation, no console error', async ({ page }, testInfo) => {
    test.setTimeout(480_000);
    const { dealer } = projectOf(testInfo);
    const kinds = pagesToVisit(dealer);
    expect(Object.keys(kinds).length).toBeGreaterThan(5);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __csp: string[] }).__csp = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
    });
    await hidePopup(page);
    const problems: string[] = [];
    let current = '';
    page.on('console', (m) => {
      if (m.type() === 'error' && !expectedLog(current, m.text())) problems.push(`${current}: console error: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`${current}: page error: ${e.message}`));
    for (const [kind, url] of Object.entries(kinds)) {
      current = `${kind} ${url}`;
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      await page.evaluate(async () => {
        const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          scrollTo(0, y);
          await frame();
          await frame();
        }
      });
      await page.waitForLoadState('networkidle');
      for (const v of await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)) problems.push(`${current}: CSP violation: ${v}`);
    }
    expect(problems).toEqual([]);
  });
});
