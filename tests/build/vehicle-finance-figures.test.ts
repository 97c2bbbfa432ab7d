import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtDemoSite } from './helpers';

/*
 * One car, one figure, on every vehicle page of the demo as built: the sticky header's weekly figure is the
 * sidebar's (the lender's line, or the estimate line where no lender's info is shown), the calculator opens on that
 * same figure, and a sold car shows none; and each similar-car card states its car's price and badge as that car's
 * own page does (a CarCard.astro given its own clock for the badge, a month on, failed it: "JUST ARRIVED" on the
 * page, none on the card). Every card the build draws, and every row of the watchlist table the saved-cars page
 * draws (/watchlist/cars.json), says what that car's search result says.
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

  it("every similar-car card (CarCard.astro) shows its car's own price and badge, as that car's page does", () => {
    const words = (html: string | null) =>
      html === null
        ? null
        : html
            .replace(/<[^>]+>/g, ' ')
            .replace(/\s+/g, ' ')
            .trim();
    const priceOf = (html: string) => words(/<p class="price"[^>]*>(.*?)<\/p>/s.exec(html)?.[1] ?? null);
    const badgeOf = (html: string) => {
      const m = /<span class="badge badge--([\w-]+)"[^>]*>([^<]*)<\/span>/.exec(html);
      return m ? `${m[1]}: ${m[2]!.trim()}` : null;
    };
    const own = new Map<string, { price: string | null; badge: string | null }>();
    for (const { slug, html } of pages) {
      const side = /<aside class="vd-side[^>]*>(.*?)<h1/s.exec(html)?.[1] ?? '';
      const block = /<aside class="vd-side.*?(<div class="price-block.*?<\/div>)/s.exec(html)?.[1] ?? '';
      own.set(slug, { price: priceOf(block), badge: badgeOf(side) });
    }
    let cards = 0;
    for (const { slug, html } of pages) {
      for (const [, card] of html.matchAll(/<article class="card car-card"[^>]*>(.*?)<\/article>/gs)) {
        const target = /href="\/cars\/([^/"]+)\/"/.exec(card!)?.[1];
        const page = target ? own.get(target) : undefined;
        if (!page) continue;
        expect({ price: priceOf(card!), badge: badgeOf(card!) }, `${slug}: the card of ${target}`).toEqual(page);
        cards += 1;
      }
    }
    expect(cards).toBeGreaterThan(500);
  });

  it("every card the build draws (home, similar cars) says what that car's search result says: price, 'Was' line, price type, specs, badge", () => {
    const site = builtDemoSite('demo-motors');
    const results = searchResults(site);
    expect(results.size).toBeGreaterThan(250);
    let compared = 0;
    const drawn = [readFileSync(path.join(site, 'index.html'), 'utf8'), ...pages.map((p) => p.html)];
    for (const html of drawn)
      for (const [, card] of html.matchAll(/<article class="card car-card"[^>]*>(.*?)<\/article>/gs)) {
        const slug = /href="\/cars\/([^/"]+)\/"/.exec(card!)?.[1];
        const result = slug ? results.get(slug) : undefined;
        if (!result) continue;
        expect(said(card!, { was: 'was', price: 'price', type: 'type', badge: 'badge', specs: 'specs' }), `the card of ${slug}`).toEqual(result);
        compared += 1;
      }
    expect(compared).toBeGreaterThan(500);
  });

  it("the watchlist table (/watchlist/cars.json: saved-cars rows) states each car's search result: price, 'Was' line, badge, link", () => {
    const site = builtDemoSite('demo-motors');
    const results = searchResults(site);
    type Row = { id: string; name: string; href: string; image?: string; price: { text: string; suffix?: string; was?: string }; badge?: { text: string } };
    const table = JSON.parse(readFileSync(path.join(site, 'watchlist', 'cars.json'), 'utf8')) as Row[];
    expect(table.length).toBe(results.size);
    for (const row of table) {
      const slug = /^\/cars\/([^/]+)\/$/.exec(row.href)?.[1];
      const result = slug ? results.get(slug) : undefined;
      expect(result, `${row.href}: a search result`).toBeDefined();
      // The search card's price line is the price, its suffix and (when reduced) the Reduced mark.
      const price = [row.price.text, row.price.suffix].filter(Boolean).join(' ');
      expect({ price, was: row.price.was ?? null, badge: row.badge?.text ?? null }, `the saved row of ${slug}`).toEqual({
        price: result!.price!.replace(/ Reduced$/, ''),
        was: result!.was,
        badge: result!.badge,
      });
    }
    expect(table.filter((r) => r.price.was).length).toBeGreaterThan(0);
    expect(table.filter((r) => r.badge).length).toBeGreaterThan(50);
  });
});

const words = (html: string | undefined) =>
  (html ?? '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim() || null;

/** A card's statements, whichever template drew it: `names` maps each statement to its class in that template. */
function said(card: string, names: Record<'was' | 'price' | 'type' | 'badge' | 'specs', string>) {
  return {
    was: words(new RegExp(`<p class="${names.was}"[^>]*>(.*?)</p>`, 's').exec(card)?.[1]),
    price: words(new RegExp(`<p class="${names.price}"[^>]*>(.*?)</p>`, 's').exec(card)?.[1]),
    type: words(new RegExp(`<p class="${names.type}"[^>]*>(.*?)</p>`, 's').exec(card)?.[1]),
    badge: words(new RegExp(`<span class="[^"]*\\b${names.badge}\\b[^"]*"[^>]*>(.*?)</span>`, 's').exec(card)?.[1]),
    specs: [...(new RegExp(`<ul role="list" class="${names.specs}"[^>]*>(.*?)</ul>`, 's').exec(card)?.[1] ?? '').matchAll(/<li[^>]*>(.*?)<\/li>/gs)].map((m) =>
      words(m[1]),
    ),
  };
}

/** Every car's search result by slug: each is on one of the landing search path's static pages, drawn by the island's own card (ResultCard). */
function searchResults(site: string): Map<string, ReturnType<typeof said>> {
  const landing = path.join(site, 'search', 'new-used-and-demo-cars');
  const searchPages = [path.join(landing, 'index.html'), ...readdirSync(path.join(landing, 'page')).map((n) => path.join(landing, 'page', n, 'index.html'))];
  const results = new Map<string, ReturnType<typeof said>>();
  for (const file of searchPages)
    for (const [, card] of readFileSync(file, 'utf8').matchAll(/<article class="card sr-card[^"]*"[^>]*>(.*?)<\/article>/gs)) {
      const slug = /href="\/cars\/([^/"]+)\/"/.exec(card!)?.[1];
      if (slug) results.set(slug, said(card!, { was: 'sr-was', price: 'sr-amount', type: 'sr-type', badge: 'sr-badge', specs: 'sr-specs' }));
    }
  return results;
}
