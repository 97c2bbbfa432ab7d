import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtDemoSite } from './helpers';

/*
 * One car, one finance figure: on every vehicle page of the demo as built, the sticky header's weekly figure is the
 * sidebar's (the lender's line, or the estimate line where no lender's info is shown), the calculator opens on that
 * same figure, and a sold car shows none.
 */
const text = (html: string, re: RegExp) => re.exec(html)?.[1]?.trim() ?? null;

describe('vehicle page finance figures agree', () => {
  let pages: { slug: string; html: string }[] = [];
  beforeAll(() => {
    const site = builtDemoSite('demo-motors');
    pages = readdirSync(path.join(site, 'cars'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => ({ slug: d.name, html: readFileSync(path.join(site, 'cars', d.name, 'index.html'), 'utf8') }))
      .filter((p) => p.html.includes('class="vd-side'));
  }, 240_000);

  it('header, sidebar and calculator say the same weekly figure; a sold car says none', () => {
    let agreed = 0;
    let sold = 0;
    for (const { slug, html } of pages) {
      const sticky = text(html, /vd-sticky-head__est">([^<]*)</);
      const estimateLine = text(html, /data-testid="side-finance"><a[^>]*>([^<]*)</);
      const lenderLine = text(html, /vd-finance-info"><span>([^<]*)</);
      const calculator = text(html, /data-testid="repayment">([^<]*)</);
      if (html.includes('class="vd-sold"')) {
        sold += 1;
        expect([sticky, estimateLine], `${slug} is sold`).toEqual([null, null]);
        continue;
      }
      if (estimateLine) expect(sticky, `${slug}: the header says the sidebar's estimate`).toBe(estimateLine);
      if (!sticky) continue;
      expect(estimateLine ?? lenderLine ?? '', `${slug}: the sidebar says the header's figure`).toContain(sticky);
      if (calculator) expect(calculator, `${slug}: the calculator opens on it`).toBe(sticky.replace(/^(From|Est\.) /, ''));
      agreed += 1;
    }
    expect(agreed).toBeGreaterThan(100);
    expect(sold).toBeGreaterThan(0);
  });
});
