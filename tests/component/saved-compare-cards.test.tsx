// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadDealer } from '../../scripts/lib/load/load-dealer';
import { deriveSite } from '../../scripts/lib/derive/prepare-site';
import type { SiteData } from '../../src/views/site-data';
import { CARD_ATTRIBUTES, cardConfigOf, toCardView, type CardHit } from '../../src/lib/card-view';
import { savedCarTable } from '../../src/islands/site/saved-car-table';
import { ResultCard } from '../../src/islands/search/ui/ResultCard';
import SavedCars from '../../src/islands/site/SavedCars';
import CompareCars from '../../src/islands/site/CompareCars';
import { COMPARE_MAX } from '../../src/domain/compare';
import { documentsByIds } from '../../src/search/documents-by-id';
import { $watchlist } from '../../src/stores/watchlist';

/*
 * Every car of demo-motors, as the shopper reads it on its search card, on the saved-cars page and at the head of
 * its compare column: the same price text (with its suffix), the same 'Was' line, the same badge and the same link.
 * The search card is the island's own (ResultCard) drawn from the document the index gives back, cut to the card's
 * attributes; the saved rows are the SavedCars island drawn from the watchlist table as /watchlist/cars.json writes
 * it (savedCarTable, through JSON); the compare columns are the CompareCars island reading the same index by id.
 *
 * Mutations tried, each made this test fail (then reverted):
 * - the table's price formatted from the car again (`displayPrice(car)`: text and suffix, no Was line): fails on the
 *   car with a 'Was' line (demo-motors has one, a Was $33,990 now $30,990 Toyota);
 * - the table without the badge (a saved row with no badge, as before): fails on every badged car;
 * - compare's badge as before (`soldNotice(c)`: SOLD only): fails on the hybrid, electric, new-arrival, certified,
 *   reserved and coming-soon cars;
 * - compare's price cell from its own row text (`cell.text`): fails on the 'Was' line.
 */
const NOW = new Date('2026-11-21T00:00:00Z');

type Said = { price: string | null; was: string | null; badge: string | null; href: string | null };
const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim() || null;
const badgeOf = (el: Element | null) => (el ? `${/badge--([\w-]+)/.exec(el.className)?.[1]}: ${text(el)}` : null);

let site: SiteData;
let card: ReturnType<typeof cardConfigOf>;
const search = new Map<string, Said>();

beforeAll(() => {
  site = deriveSite(loadDealer('demo-motors', { skipInvalid: true, now: NOW }), NOW).site;
  card = cardConfigOf(site.config);
  // The search island's cards: each hit as the index returns it with the card's attributes (attributesToRetrieve).
  const docs = documentsByIds(
    site.searchIndex,
    site.cars.map((c) => c.id),
  );
  const views = docs.map((doc) => toCardView(Object.fromEntries(CARD_ATTRIBUTES.filter((k) => k in doc).map((k) => [k, doc[k]])) as CardHit, card, NOW));
  const { container } = render(
    <>
      {views.map((v) => (
        <ResultCard key={v.id} view={v} />
      ))}
    </>,
  );
  for (const el of container.querySelectorAll('article.sr-card')) {
    const amount = el.querySelector('.sr-amount');
    search.set(el.getAttribute('data-car-id')!, {
      // The price and its suffix (the 'Reduced' mark is the card's own, not the price's text).
      price: [text(amount?.querySelector('strong')), text(amount?.querySelector('.sr-suffix'))].filter(Boolean).join(' ') || null,
      was: text(el.querySelector('.sr-was')),
      badge: badgeOf(el.querySelector('.sr-badge')),
      href: el.querySelector('.sr-title a')?.getAttribute('href') ?? null,
    });
  }
  cleanup();
});

afterAll(() => {
  cleanup();
  $watchlist.set([]);
});

describe('demo-motors: saved rows and compare columns state what the search card states', () => {
  it('the search cards cover the stock, with a Was line and badges of several kinds among them', () => {
    // Guards the comparison itself: a stock without a Was line or a badge would agree without proving anything.
    expect(search.size).toBe(site.cars.length);
    expect(search.size).toBeGreaterThan(250);
    const all = [...search.values()];
    expect(all.filter((s) => s.was).length).toBeGreaterThan(0);
    expect(new Set(all.map((s) => s.badge?.split(':')[0]).filter(Boolean)).size).toBeGreaterThanOrEqual(5);
    expect(all.some((s) => s.badge === 'sold: SOLD')).toBe(true);
  });

  it('every saved row (watchlist table through the SavedCars island) says its search card’s price, Was line, badge and link', async () => {
    const table = JSON.parse(JSON.stringify(savedCarTable(site.cars, site.config, NOW))) as unknown;
    const fetcher = vi.fn(async () => new Response(JSON.stringify(table), { status: 200 })) as unknown as typeof fetch;
    $watchlist.set(site.cars.map((c) => c.id));
    render(<SavedCars carsUrl="/watchlist/cars.json" apiBase="" searchPath="/search/" fetcher={fetcher} />);
    await waitFor(() => expect(document.querySelectorAll('li.saved-item').length).toBe(site.cars.length));
    const saved = new Map<string, Said>();
    for (const li of document.querySelectorAll('li.saved-item'))
      saved.set(li.getAttribute('data-car-id')!, {
        price: text(li.querySelector('.saved-price')),
        was: text(li.querySelector('.saved-was')),
        badge: badgeOf(li.querySelector('.badge')),
        href: li.querySelector('a.saved-name')?.getAttribute('href') ?? null,
      });
    expect(Object.fromEntries(saved)).toEqual(Object.fromEntries(search));
    cleanup();
  });

  it('every compare column (CompareCars reading the index by id) heads with its search card’s price, Was line, badge and link', async () => {
    const index = JSON.stringify(site.searchIndex);
    const fetcher = vi.fn(async () => new Response(index, { status: 200 })) as unknown as typeof fetch;
    const transport = { engine: 'embedded' as const, indexUid: 'cars', indexUrl: '/_data/search-index.test.json' };
    const compared = new Map<string, Said>();
    const ids = site.cars.map((c) => c.id);
    for (let i = 0; i < ids.length; i += COMPARE_MAX) {
      const group = ids.slice(i, i + COMPARE_MAX);
      window.history.replaceState(null, '', `/compare?ids=${group.join(',')}`);
      render(<CompareCars transport={transport} card={card} now={site.now} searchPath="/search/" savedPath="/watchlist" fetcher={fetcher} />);
      await screen.findAllByRole('columnheader');
      const heads = [...document.querySelectorAll('th.compare-car')];
      const prices = [...document.querySelectorAll('tr[data-row="price"] td')];
      heads.forEach((th, n) =>
        compared.set(group[n]!, {
          price: text(prices[n]?.querySelector('.compare-price')),
          was: text(prices[n]?.querySelector('.compare-was')),
          badge: badgeOf(th.querySelector('.badge')),
          href: th.querySelector('a')?.getAttribute('href') ?? null,
        }),
      );
      cleanup();
    }
    window.history.replaceState(null, '', '/');
    expect(Object.fromEntries(compared)).toEqual(Object.fromEntries(search));
  });
});
