// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARD_ATTRIBUTES, toCardView, type CardConfig, type CardHit } from '../../../src/lib/card-view';
import { carEngine, CARS, doc, ok } from '../../unit/search/fixtures';
import { ResultsCache, withResultsCache } from '../../../src/islands/search/results-cache';
import { EmptyResults, NO_RESULTS_TEXT } from '../../../src/islands/search/ui/EmptyResults';
import { FacetList } from '../../../src/islands/search/ui/FacetList';
import { FilterDrawer } from '../../../src/islands/search/ui/FilterDrawer';
import { ResultsGrid } from '../../../src/islands/search/ui/ResultsGrid';
import { defined } from '../../defined';

afterEach(cleanup);

const card: CardConfig = {
  pricing: { offers_subscription: false, no_price_text: 'Enquire for price' },
  badges: { fuel_tags: false, certified_enabled: false, certified_make: null, certified_image: '' },
  favourites: { enabled: true, style: 'favourites', compare_used_only: false },
};
const now = new Date('2026-11-21T00:00:00Z');
function hit(over: Partial<CardHit> = {}): CardHit {
  return {
    id: '1',
    slug: 'toyota-hilux-1',
    name: '2022 Toyota HiLux SR5',
    make: 'Toyota',
    model: 'HiLux',
    car_type: 'used',
    status: 'in_stock',
    sold: false,
    reserved: false,
    price: 45990,
    offer_price: null,
    before_price: 49990,
    km: 42000,
    transmission: 'Automatic',
    fuel: 'Diesel',
    body: 'Ute',
    image: '/img/1.jpg',
    created_at: Date.parse('2026-01-01') / 1000,
    price_type: 'drive_away',
    ...over,
  };
}

describe('result cards', () => {
  it('show the price by the domain rules, the was/now line, key specs and the vehicle link', () => {
    const v = toCardView(hit(), card, now);
    expect(v.price.text).toBe('$45,990');
    expect(v.price.was).toBe('Was $49,990, now:');
    expect(v.price.label).toBe('Drive Away');
    expect(v.specs).toEqual(['42,000 km', 'Automatic', 'Diesel', 'Ute']);
    expect(v.href).toBe('/cars/toyota-hilux-1/');
  });

  it('badge a sold car SOLD and a car created within 8 days JUST ARRIVED (not NEW: that is car_type new)', () => {
    expect(toCardView(hit({ status: 'sold', sold: true }), card, now).badge?.text).toBe('SOLD');
    expect(toCardView(hit({ created_at: Date.parse('2026-11-18') / 1000 }), card, now).badge?.text).toBe('JUST ARRIVED');
  });

  it('no favourite button on compare-used-only sites for a new car', () => {
    const compare = { ...card, favourites: { enabled: true, style: 'compare' as const, compare_used_only: true } };
    expect(toCardView(hit({ car_type: 'new' }), compare, now).favourite).toBeNull();
    expect(toCardView(hit(), compare, now).favourite?.id).toBe('1');
  });
});

describe('result cards from the fields the island retrieves (CARD_ATTRIBUTES)', () => {
  // Sold, coming soon, new, demo, priced and unpriced cars, plus tagged, certified, subscription and photographed ones.
  const docs = [
    ...CARS,
    doc({
      id: '9',
      tag: 'Special',
      certified: true,
      make: 'Toyota',
      subscription_price: 199,
      offer_price: 30990,
      price_type: 'drive_away',
      image: '/img/9.jpg',
      image_w: 1600,
      image_h: 1200,
      image_thumb: '/img/9-t.jpg',
    }),
    doc({
      id: '10',
      preorder: true,
      fuel: 'Electric',
      car_type: 'new',
      before_price: 70000,
      price: 65000,
      created_at: Math.floor(now.getTime() / 1000) - 86_400,
    }),
  ];
  const configs: CardConfig[] = [
    card,
    {
      pricing: { offers_subscription: true, no_price_text: 'Call us' },
      badges: { fuel_tags: true, certified_enabled: true, certified_make: 'Toyota', certified_image: '/c.svg', new_arrival_text: 'NEW IN' },
      favourites: { enabled: true, style: 'compare', compare_used_only: true },
      cardsPerRow: 4,
    },
  ];

  it('is the same card the whole document gives, for every car and card setting', () => {
    const engine = carEngine(docs);
    const whole = ok(engine.search('cars', { q: '', hitsPerPage: 50 })).hits as unknown as CardHit[];
    const retrieved = ok(engine.search('cars', { q: '', hitsPerPage: 50, attributesToRetrieve: [...CARD_ATTRIBUTES] })).hits as unknown as CardHit[];
    expect(retrieved).toHaveLength(docs.length);
    expect(Object.keys(defined(retrieved[0], 'a retrieved hit')).length).toBeLessThan(Object.keys(defined(whole[0], 'a whole hit')).length);
    for (const config of configs) {
      expect(retrieved.map((h) => toCardView(h, config, now))).toEqual(whole.map((h) => toCardView(h, config, now)));
    }
  });
});

describe('results grid', () => {
  const items = [{ type: 'car' as const, car: toCardView(hit(), card, now) }];

  it('shows skeleton cards while the first results load', () => {
    render(<ResultsGrid items={[]} cardsPerRow={3} loading skeletons={6} />);
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(6);
  });

  it('keeps the previous results while a new search loads (spec 4), marked busy', () => {
    render(<ResultsGrid items={items} cardsPerRow={4} loading />);
    expect(screen.queryByTestId('skeleton-card')).toBeNull();
    expect(screen.getByRole('link', { name: '2022 Toyota HiLux SR5' })).toBeTruthy();
    expect(screen.getByTestId('results').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByTestId('results').className).toContain('sr-grid--4');
  });

  it('marks a reduced price in words, not only by the accent colour', () => {
    render(<ResultsGrid items={[{ type: 'car' as const, car: toCardView(hit({ id: '9', slug: 'r', offer_price: 40990 }), card, now) }]} cardsPerRow={3} />);
    expect(screen.getByText('Reduced')).toBeTruthy();
  });

  it("keeps the save button's row on a card without one (a sold car) where the grid shows save buttons, and no row where it shows none", () => {
    const sold = toCardView(hit({ id: '7', slug: 's', sold: true, status: 'sold' }), card, now);
    const cars = [...items, { type: 'car' as const, car: sold }];
    const rows = () => [...document.querySelectorAll('.sr-card')].map((c) => c.querySelector('.sr-actions')?.childElementCount ?? 'none');
    render(<ResultsGrid items={cars} cardsPerRow={3} renderFavourite={(v) => v.favourite && <button type="button">Save</button>} />);
    // The sold card's row is there, empty: the card is as tall as the others (search.css, Cards of one height).
    expect(rows()).toEqual([1, 0]);
    cleanup();
    render(<ResultsGrid items={cars} cardsPerRow={3} />);
    expect(rows()).toEqual(['none', 'none']);
  });

  it('renders promo cards in their slot', () => {
    const promo = {
      title: 'We Want Your Car!',
      text: 'We buy all types of cars. Our high turnover means we can pay more',
      link: '/sell-my-car',
      image: null,
      start: null,
      expiry: null,
      position: 1,
      display: [],
      strict_display: false,
    };
    render(<ResultsGrid items={[{ type: 'promo', card: promo }, ...items]} cardsPerRow={3} />);
    expect(screen.getByRole('complementary', { name: 'We Want Your Car!' })).toBeTruthy();
  });

  it('empty result: the spec text and Clear Filters to the configured path', () => {
    render(<EmptyResults clearFiltersPath="/special-offers" />);
    expect(screen.getByText(NO_RESULTS_TEXT)).toBeTruthy();
    expect(NO_RESULTS_TEXT).toBe('No results found for your search at this time. Please try adjusting the filters for more results.');
    expect(screen.getByRole('link', { name: 'Clear Filters' }).getAttribute('href')).toBe('/special-offers');
  });
});

describe('filters', () => {
  it("facet list toggles values and offers 'Show all makes'", async () => {
    const onToggle = vi.fn();
    const onMore = vi.fn();
    render(
      <FacetList
        title="Make"
        items={[{ label: 'Toyota', value: 'Toyota', count: 176, isRefined: false }]}
        onToggle={onToggle}
        showMore={{ canToggle: true, isShowingMore: false, onToggle: onMore, moreLabel: 'Show all makes', lessLabel: 'Show fewer' }}
      />,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: /Toyota/ }));
    await waitFor(() => expect(onToggle).toHaveBeenCalledWith('Toyota'));
    fireEvent.click(screen.getByRole('button', { name: 'Show all makes' }));
    expect(onMore).toHaveBeenCalled();
  });

  it("phone drawer: 'Show me N cars' is a link to the search page with the current filters; a click shows them here", () => {
    const onShow = vi.fn();
    render(
      <FilterDrawer open onClose={vi.fn()} count="24 cars" href="/search/new-used-and-demo-cars/?make=Mazda&range[price]=:30000" onShow={onShow}>
        <p>facets</p>
      </FilterDrawer>,
    );
    const link = screen.getByRole('link', { name: 'Show me 24 cars' });
    expect(link.getAttribute('href')).toBe('/search/new-used-and-demo-cars/?make=Mazda&range[price]=:30000');
    fireEvent.click(link);
    expect(onShow).toHaveBeenCalled();
  });
});

describe('results cache per query signature', () => {
  it('evicts the oldest entry once full', () => {
    const cache = new ResultsCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect([cache.get('b'), cache.get('c'), cache.count]).toEqual([2, 3, 2]);
  });

  it('answers a repeated query from the cache and retries a failed one', async () => {
    let n = 0;
    const client = {
      search: vi.fn(async (_requests: unknown) => {
        n++;
        if (n === 1) throw new Error('offline');
        return { results: [n] };
      }),
    };
    const cached = withResultsCache(client, 10);
    await expect(cached.search([{ q: 'x' }] as never)).rejects.toThrow('offline');
    await expect(cached.search([{ q: 'x' }] as never)).resolves.toEqual({ results: [2] });
    await expect(cached.search([{ q: 'x' }] as never)).resolves.toEqual({ results: [2] });
    expect(client.search).toHaveBeenCalledTimes(2);
  });
});
