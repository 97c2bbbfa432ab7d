// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CompareCars from '../../../src/islands/site/CompareCars';
import CompareLink from '../../../src/islands/vehicle/CompareLink';
import { buildEmbeddedIndex } from '../../../src/search/build-index';
import { toSiteSearchDocument } from '../../../src/search/document';
import { documentsByIds } from '../../../src/search/documents-by-id';
import { $favourites } from '../../../src/stores/favourites';
import { $watchlist } from '../../../src/stores/watchlist';
import { cardConfigOf, toCardView, type CardHit } from '../../../src/lib/card-view';
import { makeCar, makeConfig, NOW } from '../../unit/domain/fixtures';

/* Compare: the address alone (?ids=) rebuilds the view from the site's search index. */
const config = makeConfig({ finance: { provider: 'Taurus' } });
const cars = [
  makeCar({
    id: 201,
    slug: 'hilux-201',
    name: '2022 Toyota Hilux SR5',
    make: 'Toyota',
    model: 'Hilux',
    year: 2022,
    price: 54990,
    km: 30000,
    body: 'Ute',
    fuel: 'Diesel',
    trans: 'Automatic',
    seats: 5,
  }),
  makeCar({
    id: 202,
    slug: 'ranger-202',
    name: '2020 Ford Ranger XLT',
    make: 'Ford',
    model: 'Ranger',
    year: 2020,
    price: 44990,
    km: 60000,
    body: 'Ute',
    fuel: 'Diesel',
    trans: 'Automatic',
    seats: 5,
  }),
  makeCar({ id: 203, slug: 'cx5-203', name: '2019 Mazda CX-5', make: 'Mazda', model: 'CX-5' }),
  makeCar({ id: 204, slug: 'corolla-204', name: '2021 Toyota Corolla', make: 'Toyota', model: 'Corolla', price: 24990, before_price: 27990, reserved: true }),
  makeCar({ id: 205, slug: 'yaris-205', name: '2018 Toyota Yaris', make: 'Toyota', model: 'Yaris', price: 12990, status: 'sold' }),
];
const index = buildEmbeddedIndex(cars.map((c) => toSiteSearchDocument(c, { config, now: NOW })));
const transport = { engine: 'embedded' as const, indexUid: 'cars', indexUrl: '/_data/search-index.abc.json' };
const images = { cdn: 'none' as const, siteUrl: 'https://demo.example.com/', local: true };
const card = { ...cardConfigOf(config), images };
const props = { transport, card, now: NOW.toISOString(), searchPath: '/search/new-used-and-demo-cars/', savedPath: '/watchlist' };

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
  $favourites.set([]);
  $watchlist.set([]);
});

function indexFetcher() {
  return vi.fn(async (url: string) =>
    url === transport.indexUrl ? new Response(JSON.stringify(index), { status: 200 }) : new Response('', { status: 404 }),
  ) as unknown as typeof fetch & ReturnType<typeof vi.fn>;
}

describe('documentsByIds', () => {
  it('reads whole documents back from the column index, in the order asked, skipping unknown ids', () => {
    const docs = documentsByIds(index, ['202', 'nope', '201']);
    expect(docs.map((d) => d.id)).toEqual(['202', '201']);
    expect(docs[0]).toMatchObject({ slug: 'ranger-202', name: '2020 Ford Ranger XLT', price: 44990, km: 60000, body: 'Ute', weekly_basis: 'estimate' });
    expect(typeof docs[0]?.weekly).toBe('number');
  });
});

describe('CompareCars', () => {
  it('shows the cars of ?ids= side by side from the search index, marks differences and the best figure', async () => {
    window.history.replaceState(null, '', '/compare?ids=201,202,999');
    const fetcher = indexFetcher();
    render(<CompareCars {...props} fetcher={fetcher} />);
    expect(await screen.findByRole('link', { name: '2022 Toyota Hilux SR5' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '2020 Ford Ranger XLT' }).getAttribute('href')).toBe('/cars/ranger-202/');
    expect(fetcher).toHaveBeenCalledWith(transport.indexUrl);
    expect(screen.getByText('1 car is no longer available and not shown.')).toBeTruthy();
    const price = document.querySelector('tr[data-row="price"]')!;
    expect(price.getAttribute('data-differs')).toBe('true');
    expect(
      within(price as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['$54,990', '$44,990Lowest']);
    const weekly = document.querySelector('tr[data-row="weekly"]')!;
    expect(weekly.textContent).toMatch(/^Weekly finance \(differs\)Est\. \$\d+ per weekEst\. \$\d+ per weekLowest$/);
    const body = document.querySelector('tr[data-row="body"]')!;
    expect(body.getAttribute('data-differs')).toBeNull();
    expect(screen.getByRole('link', { name: 'Link to this comparison' }).getAttribute('href')).toBe('/compare?ids=201,202');
    expect(screen.getByRole('link', { name: 'Remove 2022 Toyota Hilux SR5 from the comparison' }).getAttribute('href')).toBe('/compare?ids=202');
  });

  it('"Hide rows that are the same" folds the equal rows and brings them back', async () => {
    window.history.replaceState(null, '', '/compare?ids=201,202');
    render(<CompareCars {...props} fetcher={indexFetcher()} />);
    const toggle = await screen.findByRole('checkbox', { name: /^Hide rows that are the same \(\d+\)$/ });
    expect(document.querySelector('tr[data-row="body"]')).not.toBeNull();
    fireEvent.click(toggle);
    expect(document.querySelector('tr[data-row="body"]')).toBeNull();
    expect(document.querySelector('tr[data-row="fuel"]')).toBeNull();
    expect(document.querySelector('tr[data-row="price"]')).not.toBeNull();
    fireEvent.click(toggle);
    expect(document.querySelector('tr[data-row="body"]')).not.toBeNull();
  });

  it('without ids it says how to pick cars; an index that cannot be read says so', async () => {
    render(<CompareCars {...props} fetcher={indexFetcher()} />);
    expect(await screen.findByRole('heading', { name: 'No cars to compare yet' })).toBeTruthy();
    cleanup();
    window.history.replaceState(null, '', '/compare?ids=201');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<CompareCars {...props} fetcher={vi.fn(async () => new Response('', { status: 500 })) as unknown as typeof fetch} />);
    expect((await screen.findByRole('alert')).textContent).toBe('The cars could not be loaded. Please try again later.');
  });

  it('a Meilisearch site asks its index for just these ids', async () => {
    window.history.replaceState(null, '', '/compare?ids=201,202');
    const hits = documentsByIds(index, ['202', '201']);
    const fetcher = vi.fn(async () => new Response(JSON.stringify({ hits }), { status: 200 }));
    render(
      <CompareCars
        {...props}
        transport={{ engine: 'meilisearch', host: 'https://search.example.test/', searchKey: 'k', indexUid: 'cars', indexUrl: '' }}
        fetcher={fetcher as unknown as typeof fetch}
      />,
    );
    await screen.findByRole('link', { name: '2022 Toyota Hilux SR5' });
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://search.example.test/indexes/cars/search');
    expect(JSON.parse(String(init.body))).toEqual({ q: '', filter: 'id IN ["201", "202"]', limit: 2 });
    // The order of the address, not of the hits.
    expect(screen.getAllByRole('columnheader').map((h) => h.querySelector('a')?.textContent)).toEqual(['2022 Toyota Hilux SR5', '2020 Ford Ranger XLT']);
  });
});

describe('CompareCars: each column heads with its search card', () => {
  it("photo, name, link and badge are the car's card view; its price cell is the card's price with the 'Was' line", async () => {
    window.history.replaceState(null, '', '/compare?ids=204,205,201');
    render(<CompareCars {...props} fetcher={indexFetcher()} />);
    await screen.findByRole('link', { name: '2021 Toyota Corolla' });
    const docs = documentsByIds(index, ['204', '205', '201']);
    const views = docs.map((d) => toCardView(d as unknown as CardHit, card, NOW, 'compare'));
    const heads = [...document.querySelectorAll('th.compare-car')];
    const prices = [...document.querySelectorAll('tr[data-row="price"] td')];
    const shown = heads.map((th, i) => ({
      href: th.querySelector('a')!.getAttribute('href'),
      name: th.querySelector('a')!.textContent,
      badge: th.querySelector('.badge')?.textContent ?? null,
      photo: th.querySelector('img')?.getAttribute('src') ?? null,
      was: prices[i]!.querySelector('.compare-was')?.textContent ?? null,
      price: prices[i]!.querySelector('.compare-price')!.textContent,
    }));
    expect(shown).toEqual(
      views.map((v) => ({
        href: v.href,
        name: v.name,
        badge: v.badge?.text ?? null,
        photo: v.picture?.src ?? null,
        was: v.price.was,
        price: v.price.suffix ? `${v.price.text} ${v.price.suffix}` : v.price.text,
      })),
    );
    // The cases the card view decides: a Was line, the Reserved and SOLD badges.
    expect(shown.map((s) => [s.badge, s.was])).toEqual([
      ['Reserved', 'Was $27,990, now:'],
      ['SOLD', null],
      [null, null],
    ]);
  });
});

describe('CompareLink (vehicle page)', () => {
  it('takes this car and the saved ones; nothing when no other car is saved', async () => {
    const { container } = render(<CompareLink carId="201" />);
    expect(container.textContent).toBe('');
    $watchlist.set(['202']);
    $favourites.set([
      { id: '201', name: 'x', slug: 'hilux-201', make: 'Toyota', model: 'Hilux', primary_image_url: null },
      { id: '203', name: 'y', slug: 'cx5-203', make: 'Mazda', model: 'CX-5', primary_image_url: null },
    ]);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Compare with saved cars (2)' }).getAttribute('href')).toBe('/compare?ids=201,202,203'));
  });
});

describe('compare photos', () => {
  it("are responsive: the dealer CDN's srcset with width descriptors and the table column's sizes", async () => {
    window.history.replaceState(null, '', '/compare?ids=201,202');
    const cdn = { template: 'https://img.example.net/?url={url}&w={width}&h={height}&output={format}' };
    render(<CompareCars {...props} card={{ ...card, images: { cdn, siteUrl: 'https://demo.example.com/', local: false } }} fetcher={indexFetcher()} />);
    await screen.findByRole('link', { name: '2022 Toyota Hilux SR5' });
    const img = document.querySelector('th.compare-car img')!;
    expect(img.getAttribute('srcset')).toMatch(/^https:\/\/img\.example\.net\/\?url=[^ ]+&w=240&h=160&output=webp 240w, .* 640w$/);
    expect(img.getAttribute('sizes')).toContain('200px');
    expect(img.getAttribute('width')).toBe('240');
  });
});
