// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SavedCars, { EMPTY_TITLE } from '../../../src/islands/site/SavedCars';
import { $favourites } from '../../../src/stores/favourites';
import { $watchlist } from '../../../src/stores/watchlist';
import { $sessionUser } from '../../../src/stores/session-user';
import { $toast } from '../../../src/stores/toast';
import type { SavedCarSummary } from '../../../src/domain/saved-cars';

// The watchlist table as cars.json carries it: each car's search card view, fields without a value left out.
const table: SavedCarSummary[] = [
  { id: '101', name: '2022 Toyota Hilux SR5', href: '/cars/2022-toyota-hilux-sr5-abc123/', image: '/a.jpg', price: { text: '$54,990' } },
  { id: '102', name: '2020 Mazda CX-5 Maxx', href: '/cars/2020-mazda-cx-5-maxx-def456/', price: { text: '$29,990' } },
  {
    id: '103',
    name: '2021 Toyota Corolla Ascent',
    href: '/cars/2021-toyota-corolla-ascent-ghi789/',
    price: { text: '$24,990', was: 'Was $27,990, now:' },
    badge: { kind: 'reserved', text: 'Reserved' },
  },
  {
    id: '104',
    name: '2023 Kia Picanto',
    href: '/cars/2023-kia-picanto-jkl012/',
    price: { text: '$99', suffix: '/ week' },
    badge: { kind: 'sold', text: 'SOLD' },
  },
];
const fetcher = vi.fn(async () => new Response(JSON.stringify(table), { status: 200 })) as unknown as typeof fetch;
const props = { carsUrl: '/watchlist/cars.json', apiBase: 'https://api.example.com', searchPath: '/search/new-used-and-demo-cars/', fetcher };

afterEach(() => {
  cleanup();
  $favourites.set([]);
  $watchlist.set([]);
  vi.clearAllMocks();
});

describe('saved cars (watchlist page)', () => {
  it('shows the empty state with a link into stock when nothing is saved', async () => {
    render(<SavedCars {...props} />);
    expect(await screen.findByRole('heading', { name: EMPTY_TITLE })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse all stock' }).getAttribute('href')).toBe('/search/new-used-and-demo-cars/');
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('lists watchlist cars from the car table, with price and link, and counts cars no longer listed', async () => {
    $watchlist.set(['102', '999']);
    render(<SavedCars {...props} />);
    const link = await screen.findByRole('link', { name: '2020 Mazda CX-5 Maxx' });
    expect(link.getAttribute('href')).toBe('/cars/2020-mazda-cx-5-maxx-def456/');
    expect(screen.getByText('$29,990')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Watchlist (2)' })).toBeTruthy();
    expect(screen.getByText(/1 saved car is no longer available/)).toBeTruthy();
    expect(screen.queryByText('2022 Toyota Hilux SR5')).toBeNull();
  });

  it('lists favourites and removes one with its Remove button (signed-out watchlist removal stays local)', async () => {
    $favourites.set([
      { id: '101', name: '2022 Toyota Hilux SR5', slug: '2022-toyota-hilux-sr5-abc123', make: 'Toyota', model: 'Hilux', primary_image_url: null },
    ]);
    render(<SavedCars {...props} />);
    expect(await screen.findByRole('heading', { name: 'Saved cars (1)' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove 2022 Toyota Hilux SR5' }));
    expect($favourites.get()).toEqual([]);
    await waitFor(() => expect(screen.getByRole('heading', { name: EMPTY_TITLE })).toBeTruthy());
  });

  it('a signed-in shopper removes a watched car through the API; the toast links to the watchlist page', async () => {
    $watchlist.set(['102']);
    $sessionUser.set({ signedIn: true, phone: '0412345678', token: 't' });
    const api = vi.fn(async () => new Response(JSON.stringify({ success: true }), { status: 200 }));
    vi.stubGlobal('fetch', api);
    try {
      render(<SavedCars {...props} />);
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Remove 2020 Mazda CX-5 Maxx' }));
      await waitFor(() => expect($toast.get()?.title).toBe('Car Removed'));
      expect(String((api.mock.calls[0] as unknown[])[0])).toBe('https://api.example.com/api/watchlist/remove-car');
      expect($toast.get()?.action).toEqual({ label: 'View List', href: '/watchlist/' });
    } finally {
      vi.unstubAllGlobals();
      $sessionUser.set(null);
      $toast.set(null);
    }
  });

  it('tells the shopper when the car table cannot be loaded', async () => {
    $watchlist.set(['101']);
    const failing = vi.fn(async () => new Response('nope', { status: 500 })) as unknown as typeof fetch;
    await act(async () => {
      render(<SavedCars {...props} fetcher={failing} />);
    });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Your watchlist could not be loaded. Please try again later.');
  });
});

describe('saved cars: each row is its search card', () => {
  const row = (name: string) => screen.getByRole('link', { name }).closest('li')!;
  const said = (li: Element) => ({
    badge: li.querySelector('.badge')?.textContent ?? null,
    was: li.querySelector('.saved-was')?.textContent ?? null,
    price: li.querySelector('.saved-price')?.textContent ?? null,
    href: li.querySelector('a')!.getAttribute('href'),
  });

  it("draws the table's card view: badge, 'Was' line, price with its suffix, link", async () => {
    $watchlist.set(['103', '104']);
    render(<SavedCars {...props} />);
    await screen.findByRole('link', { name: '2021 Toyota Corolla Ascent' });
    expect(said(row('2021 Toyota Corolla Ascent'))).toEqual({
      badge: 'Reserved',
      was: 'Was $27,990, now:',
      price: '$24,990',
      href: '/cars/2021-toyota-corolla-ascent-ghi789/',
    });
    expect(said(row('2023 Kia Picanto'))).toEqual({ badge: 'SOLD', was: null, price: '$99 / week', href: '/cars/2023-kia-picanto-jkl012/' });
    expect(row('2023 Kia Picanto').querySelector('.badge--sold')).not.toBeNull();
  });

  it("a favourite the table lists shows the table's current view; one no longer listed shows what was stored with it", async () => {
    $favourites.set([
      // Saved under an older name and photo: the table's card view wins.
      { id: '103', name: 'Toyota Corolla', slug: 'old-slug-103', make: 'Toyota', model: 'Corolla', primary_image_url: '/old.jpg' },
      { id: '999', name: '2015 Holden Barina', slug: '2015-holden-barina-zzz', make: 'Holden', model: 'Barina', primary_image_url: '/barina.jpg' },
    ]);
    render(<SavedCars {...props} />);
    await screen.findByRole('link', { name: '2021 Toyota Corolla Ascent' });
    expect(fetcher).toHaveBeenCalledWith('/watchlist/cars.json');
    expect(said(row('2021 Toyota Corolla Ascent'))).toMatchObject({ badge: 'Reserved', price: '$24,990', href: '/cars/2021-toyota-corolla-ascent-ghi789/' });
    expect(screen.queryByText('Toyota Corolla')).toBeNull();
    const gone = row('2015 Holden Barina');
    expect(said(gone)).toEqual({ badge: null, was: null, price: null, href: '/cars/2015-holden-barina-zzz/' });
    expect(gone.querySelector('img')?.getAttribute('src')).toBe('/barina.jpg');
    expect(screen.getByRole('button', { name: 'Remove 2021 Toyota Corolla Ascent' })).toBeTruthy();
  });

  it('favourites show as stored while the table loads, and when it cannot be loaded (no alert: the watchlist is empty)', async () => {
    $favourites.set([{ id: '103', name: 'Toyota Corolla', slug: 'old-slug-103', make: 'Toyota', model: 'Corolla', primary_image_url: null }]);
    const failing = vi.fn(async () => new Response('nope', { status: 500 })) as unknown as typeof fetch;
    await act(async () => {
      render(<SavedCars {...props} fetcher={failing} />);
    });
    await waitFor(() => expect(failing).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'Toyota Corolla' }).getAttribute('href')).toBe('/cars/old-slug-103/');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('saved cars: Compare', () => {
  it('links the listed saved cars to /compare, watchlist first; a car no longer listed is left out', async () => {
    $watchlist.set(['102', '999']);
    $favourites.set([
      { id: '101', name: '2022 Toyota Hilux SR5', slug: '2022-toyota-hilux-sr5-abc123', make: 'Toyota', model: 'Hilux', primary_image_url: null },
    ]);
    render(<SavedCars {...props} />);
    const link = await screen.findByRole('link', { name: 'Compare your 2 saved cars' });
    expect(link.getAttribute('href')).toBe('/compare?ids=102,101');
  });

  it('no Compare link with a single saved car', async () => {
    $watchlist.set(['102']);
    render(<SavedCars {...props} />);
    await screen.findByRole('link', { name: '2020 Mazda CX-5 Maxx' });
    expect(screen.queryByRole('link', { name: /^Compare/ })).toBeNull();
  });
});
