// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => { document.body.dataset.site = 'demo-motors'; });

afterEach(() => { cleanup(); vi.unstubAllGlobals(); localStorage.clear(); });

describe('RecentlyViewed (issue 21: the ViewCar records shown back)', () => {
  it('lists other viewed cars with sold ones marked, and clears them', async () => {
    const { $recentlyViewed } = await import('../../../src/stores/recently-viewed');
    const { resetLeadCars } = await import('../../../src/islands/forms/lead-car');
    resetLeadCars();
    const rec = (id: string, name: string) => ({ id, stocknum: null, make: 'Mazda', model: 'CX-5', body: null, simple_body: null, name, slug: `car-${id}`, image: null, price: '$30,000' });
    $recentlyViewed.set([rec('1', 'Current car'), rec('2', 'Sold car'), rec('3', 'Other car')]);
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify([
      { id: '1', status: 'in_stock' }, { id: '2', status: 'sold', sold: true }, { id: '3', status: 'in_stock' },
    ]), { status: 200 })));
    const { default: RecentlyViewed } = await import('../../../src/islands/vehicle/RecentlyViewed');
    render(<RecentlyViewed currentId="1" />);
    expect(await screen.findByRole('heading', { name: 'Recently Viewed' })).toBeTruthy();
    expect(screen.queryByText('Current car')).toBeNull();
    expect(screen.getByRole('link', { name: 'Other car' }).getAttribute('href')).toBe('/cars/car-3/');
    expect(screen.getByText('SOLD')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear recently viewed' }));
    expect(screen.queryByRole('heading', { name: 'Recently Viewed' })).toBeNull();
    expect(JSON.parse(localStorage.getItem('demo-motors-ViewCar')!)).toEqual([]);
  });
});
