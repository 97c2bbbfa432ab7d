import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/*
 * axe's serious and critical findings on a page (or the part `include` selects), one line each with the first
 * three nodes. Legacy mode runs axe.run in the page itself: the default mode opens a second page to merge the
 * frames' partial results, a new page costing about half a second here, and our pages have no frames of their own
 * (a third-party frame is not ours to audit). resultTypes keeps every violation and every node of it, and only
 * stops axe collecting each passing node, which on a page of a hundred cards is most of its work. Measured on
 * demo-motors' home page: 5.7-6.6 s default, 2.3-2.8 s this way, the same findings.
 */
export async function seriousAxeFindings(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}
