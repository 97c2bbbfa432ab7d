// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  document.body.dataset.site = 'demo-motors';
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const rec = (id: string, name: string) => ({
  id,
  stocknum: null,
  make: 'Mazda',
  model: 'CX-5',
  body: null,
  simple_body: null,
  name,
  slug: `car-${id}`,
  image: null,
  price: '$30,000',
});

/** Each car's own small file (/cars/{slug}/lead-car.json): car-2 sold, car-4 gone from the stock (404). */
function carFiles() {
  const status: Record<string, { status: string; sold: boolean }> = {
    'car-1': { status: 'in_stock', sold: false },
    'car-2': { status: 'sold', sold: true },
    'car-3': { status: 'in_stock', sold: false },
  };
  const fetcher = vi.fn(async (url: string) => {
    const slug = /^\/cars\/([^/]+)\/lead-car\.json$/.exec(url)?.[1] ?? '';
    const s = status[slug];
    return s ? new Response(JSON.stringify({ id: slug.slice(4), slug, ...s }), { status: 200 }) : new Response('Not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetcher);
  return fetcher;
}

describe('RecentlyViewed (the ViewCar records shown back)', () => {
  it('vehicle page: lists other viewed cars with sold and gone ones marked, and clears them', async () => {
    const { $recentlyViewed } = await import('../../../src/stores/recently-viewed');
    $recentlyViewed.set([rec('1', 'Current car'), rec('2', 'Sold car'), rec('3', 'Other car'), rec('4', 'Gone car')]);
    const fetcher = carFiles();
    const { default: RecentlyViewed } = await import('../../../src/islands/vehicle/RecentlyViewed');
    render(<RecentlyViewed currentId="1" />);
    expect(await screen.findByRole('heading', { name: 'Recently Viewed' })).toBeTruthy();
    expect(screen.queryByText('Current car')).toBeNull();
    expect(screen.getByRole('link', { name: 'Other car' }).getAttribute('href')).toBe('/cars/car-3/');
    expect(screen.getAllByText('SOLD')).toHaveLength(2);
    // Only the shown cars' own files are read: never a list of every car.
    expect(fetcher.mock.calls.map((c) => c[0]).sort()).toEqual(['/cars/car-2/lead-car.json', '/cars/car-3/lead-car.json', '/cars/car-4/lead-car.json']);
    fireEvent.click(screen.getByRole('button', { name: 'Clear recently viewed' }));
    expect(screen.queryByRole('heading', { name: 'Recently Viewed' })).toBeNull();
    expect(JSON.parse(localStorage.getItem('demo-motors-ViewCar')!)).toEqual([]);
  });

  it('home page (no current car): up to 6 of the most recent, the first car included', async () => {
    const { $recentlyViewed } = await import('../../../src/stores/recently-viewed');
    $recentlyViewed.set(['1', '2', '3', '5', '6', '7', '8'].map((id) => rec(id, `Car ${id}`)));
    carFiles();
    const { default: RecentlyViewed } = await import('../../../src/islands/vehicle/RecentlyViewed');
    render(<RecentlyViewed currentId={null} />);
    await screen.findByRole('heading', { name: 'Recently Viewed' });
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Car 1', 'Car 2', 'Car 3', 'Car 5', 'Car 6', 'Car 7']);
  });

  it('a failed lookup leaves the car unmarked rather than call it sold', async () => {
    const { $recentlyViewed } = await import('../../../src/stores/recently-viewed');
    $recentlyViewed.set([rec('3', 'Other car')]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const { default: RecentlyViewed } = await import('../../../src/islands/vehicle/RecentlyViewed');
    render(<RecentlyViewed currentId={null} />);
    await screen.findByRole('heading', { name: 'Recently Viewed' });
    expect(screen.queryByText('SOLD')).toBeNull();
    expect(screen.getByText('$30,000')).toBeTruthy();
  });
});
