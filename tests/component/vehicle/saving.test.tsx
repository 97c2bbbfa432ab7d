// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Stores read localStorage when first imported, so every test gets fresh modules.
beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
  document.body.dataset.site = 'demo-motors';
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const fav = { id: '7', name: '2022 Mazda CX-5', slug: 'mazda-cx-5', make: 'Mazda', model: 'CX-5', primary_image_url: null };

describe('FavouriteButton', () => {
  it('toggles SAVE / SAVED, stores under the slug-prefixed key and fires event 39 on add', async () => {
    const { setAnalyticsSink } = await import('../../../src/lib/analytics');
    const events: unknown[] = [];
    setAnalyticsSink((id) => events.push(id));
    const { default: FavouriteButton } = await import('../../../src/islands/vehicle/FavouriteButton');
    render(<FavouriteButton car={fav} style="favourites" />);
    const button = await screen.findByRole('button', { name: /Save 2022 Mazda CX-5/ });
    expect(button.textContent).toContain('SAVE');
    fireEvent.click(button);
    expect(screen.getByRole('button', { pressed: true }).textContent).toContain('SAVED');
    expect(JSON.parse(localStorage.getItem('demo-motors-FavouritedCars')!)).toEqual([fav]);
    // The report loads on the first click (favourite-report.ts), so the events follow the stored change.
    await waitFor(() => expect(events).toEqual([39]));
    fireEvent.click(screen.getByRole('button'));
    expect(JSON.parse(localStorage.getItem('demo-motors-FavouritedCars')!)).toEqual([]);
    // Event 49 is the removal counterpart of 39 (src/domain/analytics-events.ts).
    await waitFor(() => expect(events).toEqual([39, 49]));
  });

  it('reads saved cars from storage and falls back to an empty list when the value is corrupt', async () => {
    localStorage.setItem('demo-motors-FavouritedCars', JSON.stringify([fav]));
    const first = await import('../../../src/stores/favourites');
    expect(first.isFavourite('7')).toBe(true);
    vi.resetModules();
    localStorage.setItem('demo-motors-FavouritedCars', '[{"id":1}]');
    const second = await import('../../../src/stores/favourites');
    expect(second.$favourites.get()).toEqual([]);
  });
});

// A page restored by Back from the browser's page cache missed the storage events of the page it came back from.
it("a page restored from the page cache reads the saved cars again, so its next change keeps the other page's", async () => {
  const { $favourites } = await import('../../../src/stores/favourites');
  expect($favourites.get()).toEqual([]);
  // The page the shopper went on to saved a car; this page, cached, heard nothing.
  localStorage.setItem('demo-motors-FavouritedCars', JSON.stringify([fav]));
  // happy-dom's PageTransitionEvent drops `persisted`: the event a browser fires, built by hand.
  window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
  expect($favourites.get()).toEqual([fav]);
});

describe('WatchlistButton', () => {
  const car = { id: '7', name: '2022 Mazda CX-5', status: 'in_stock', sold: false };
  it('sends a shopper who is not signed in with a phone to sign-in and back', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/cars/mazda-cx-5/', assign });
    const { default: WatchlistButton } = await import('../../../src/islands/vehicle/WatchlistButton');
    render(<WatchlistButton car={car} apiBase="" watchlistPath="/watchlist" />);
    fireEvent.click(await screen.findByRole('button', { name: /Watchlist/ }));
    expect(assign).toHaveBeenCalledWith('/sign-in?type=watchlist&redirect=%2Fcars%2Fmazda-cx-5%2F&back=%2Fcars%2Fmazda-cx-5%2F');
    vi.unstubAllGlobals();
  });

  it('saves optimistically, then shows one toast with View List; removing shows Car Removed', async () => {
    localStorage.setItem('demo-motors-User', JSON.stringify({ signedIn: true, phone: '0400000000' }));
    let resolve!: (r: Response) => void;
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((r) => {
          resolve = r;
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { default: WatchlistButton } = await import('../../../src/islands/vehicle/WatchlistButton');
    render(<WatchlistButton car={car} apiBase="https://api.example.com" watchlistPath="/watchlist" />);
    fireEvent.click(await screen.findByRole('button', { name: /Watchlist/ }));
    expect(screen.getByRole('button', { pressed: true }).textContent).toContain('Saved in Watchlist');
    // The API client loads on this first click, then calls.
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        'https://api.example.com/api/watchlist/save-car',
        expect.objectContaining({ body: JSON.stringify({ phone_number: '0400000000', car_id: '7' }) }),
      ),
    );
    await act(async () => resolve(new Response(JSON.stringify({ success: true }))));
    await screen.findByText('Car Saved In Watchlist');
    expect(screen.getByRole('link', { name: 'View List' }).getAttribute('href')).toBe('/watchlist');
    fireEvent.click(screen.getByRole('button', { name: /Saved in Watchlist/ }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await act(async () => resolve(new Response(JSON.stringify({ success: true }))));
    await screen.findByText('Car Removed');
    expect(screen.queryByText('Car Saved In Watchlist')).toBeNull();
    vi.unstubAllGlobals();
  });

  it('takes the car back out and alerts when the server says no', async () => {
    localStorage.setItem('demo-motors-User', JSON.stringify({ signedIn: true, phone: '0400000000' }));
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify({ success: false, error: 'Car not found' }))));
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const { default: WatchlistButton } = await import('../../../src/islands/vehicle/WatchlistButton');
    render(<WatchlistButton car={car} apiBase="" watchlistPath="/watchlist" />);
    fireEvent.click(await screen.findByRole('button', { name: /Watchlist/ }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Car not found'));
    expect(screen.getByRole('button', { pressed: false })).toBeTruthy();
    vi.unstubAllGlobals();
  });

  // Taken off the list, a sold car's button goes (nothing to save it to again); the toast saying so must still show.
  it('a sold car taken off the watchlist loses its button and still shows Car Removed', async () => {
    localStorage.setItem('demo-motors-User', JSON.stringify({ signedIn: true, phone: '0400000000' }));
    localStorage.setItem('demo-motors-Watchlist', JSON.stringify(['7']));
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify({ success: true }))));
    const { default: WatchlistButton } = await import('../../../src/islands/vehicle/WatchlistButton');
    render(<WatchlistButton car={{ ...car, status: 'sold', sold: true }} apiBase="" watchlistPath="/watchlist" />);
    fireEvent.click(await screen.findByRole('button', { name: /Saved in Watchlist/ }));
    await screen.findByText('Car Removed');
    expect(screen.queryByRole('button', { name: /Watchlist/ })).toBeNull();
    vi.unstubAllGlobals();
  });

  it('when the island drawing toasts leaves the page, another one draws them, once', async () => {
    const { Toasts } = await import('../../../src/islands/vehicle/Toasts');
    const { showToast } = await import('../../../src/stores/toast');
    const first = render(<Toasts />);
    render(<Toasts />);
    first.unmount();
    act(() => showToast({ title: 'Car Removed', message: 'gone', action: null }));
    expect(screen.getAllByText('Car Removed')).toHaveLength(1);
  });

  it('shows no button for a sold car that is not saved', async () => {
    const { default: WatchlistButton } = await import('../../../src/islands/vehicle/WatchlistButton');
    const { container } = render(<WatchlistButton car={{ ...car, status: 'sold' }} apiBase="" watchlistPath="/watchlist" />);
    expect(container.querySelector('.vd-save')).toBeNull();
  });
});

describe('PrintPdf', () => {
  it('shows Preparing... while the PDF is built, then offers the download again', async () => {
    let finish!: () => void;
    vi.doMock('../../../src/islands/vehicle/pdf', () => ({
      PhotoNotReadable: class extends Error {},
      downloadVehiclePdf: vi.fn(
        () =>
          new Promise<void>((r) => {
            finish = r;
          }),
      ),
    }));
    const { default: PrintPdf } = await import('../../../src/islands/vehicle/PrintPdf');
    const data = {
      slug: 'mazda-cx-5',
      name: 'x',
      price: '$1',
      priceType: null,
      images: [],
      printPath: '/print?car_id=mazda-cx-5',
      specs: [],
      comments: [],
      dealer: 'd',
      contact: '',
      url: '',
    };
    render(<PrintPdf data={data} />);
    expect(screen.getByRole('link', { name: 'Print' }).getAttribute('href')).toBe('/print?car_id=mazda-cx-5');
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect((await screen.findByRole('button', { name: /Preparing\.\.\./ })).hasAttribute('disabled')).toBe(true);
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    vi.doUnmock('../../../src/islands/vehicle/pdf');
  });

  it('a photo the PDF cannot read (remote, no CORS) is not dropped: the print sheet is printed and the shopper told', async () => {
    vi.resetModules();
    class PhotoNotReadable extends Error {}
    const printSheet = vi.fn(async () => {});
    vi.doMock('../../../src/islands/vehicle/pdf', () => ({
      PhotoNotReadable,
      downloadVehiclePdf: vi.fn(async () => {
        throw new PhotoNotReadable('no');
      }),
    }));
    vi.doMock('../../../src/islands/vehicle/print-sheet', () => ({ printSheet }));
    const { default: PrintPdf } = await import('../../../src/islands/vehicle/PrintPdf');
    const data = {
      slug: 'mazda-cx-5',
      name: 'x',
      price: '$1',
      priceType: null,
      images: ['https://photos.example.com/1.jpg'],
      printPath: '/print?car_id=mazda-cx-5',
      specs: [],
      comments: [],
      dealer: 'd',
      contact: '',
      url: '',
    };
    render(<PrintPdf data={data} />);
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/Save as PDF/);
    expect(printSheet).toHaveBeenCalledWith('/print?car_id=mazda-cx-5', 'mazda-cx-5');
    vi.doUnmock('../../../src/islands/vehicle/pdf');
    vi.doUnmock('../../../src/islands/vehicle/print-sheet');
  });
});

describe('recently viewed', () => {
  it('keeps the latest first without duplicates under {slug}-ViewCar', async () => {
    const { recordView, $recentlyViewed } = await import('../../../src/stores/recently-viewed');
    const v = (id: string) => ({ id, stocknum: null, make: 'Mazda', model: 'CX-5', body: null, simple_body: 'SUV' });
    recordView(v('1'));
    recordView(v('2'));
    recordView(v('1'));
    expect($recentlyViewed.get().map((c) => c.id)).toEqual(['1', '2']);
    expect(JSON.parse(localStorage.getItem('demo-motors-ViewCar')!)).toHaveLength(2);
  });
});
