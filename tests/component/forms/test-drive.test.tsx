// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { site, usedCar } from './setup';
import { openLeadDialog } from '../../../src/islands/vehicle/lead-dialog-launcher';
import { dealerConfigSchema } from '../../../src/domain/schemas';

afterEach(() => {
  cleanup();
  document.querySelectorAll('.vd-dialog-host').forEach((n) => n.remove());
});

describe('test-drive disclaimer (spec 5: optional, a setting)', () => {
  it('is a dealer setting, off by default', () => {
    const base = {
      slug: 'd',
      name: 'D',
      id: 1,
      dealership_id: 2,
      url: 'https://d.example/',
      locations: [{ id: 1, name: 'M', slug: 'm', primary: true, address: {} }],
    };
    expect(dealerConfigSchema.parse(base).vehicle.test_drive_disclaimer).toBeNull();
    expect(dealerConfigSchema.parse({ ...base, vehicle: { test_drive_disclaimer: 'Bring your licence.' } }).vehicle.test_drive_disclaimer).toBe(
      'Bring your licence.',
    );
  });
  it('shows under the test-drive form opened from the sidebar', async () => {
    await act(async () => {
      await openLeadDialog('test_drive', {
        site,
        car: usedCar,
        locations: [],
        enquireLabel: 'Enquire Now',
        testDriveDisclaimer: 'A current driver licence is required.',
      });
    });
    expect(await screen.findByText('A current driver licence is required.')).toBeTruthy();
  });
});

describe('test-drive appointment fetch (spec 7)', () => {
  it('loads the free times of the chosen day and location and books the chosen one', async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    const { default: TestDriveDialog } = await import('../../../src/islands/forms/TestDriveDialog');
    const { render } = await import('@testing-library/react');
    const { vi } = await import('vitest');
    const { resetLeadRuntimes } = await import('../../../src/islands/forms/runtime');
    resetLeadRuntimes();
    const posts: Record<string, unknown>[] = [];
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        urls.push(url);
        if (url.includes('/api/test-drive/slots')) return new Response(JSON.stringify({ slots: ['09:00', '13:30'] }), { status: 200 });
        posts.push(JSON.parse(String(init?.body)).userData);
        return new Response(JSON.stringify({ lead_id: 'L-1' }), { status: 201 });
      }),
    );
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    const user = userEvent.setup();
    render(<TestDriveDialog site={site} car={usedCar} locations={[{ id: '7', name: 'Main' }]} initialOpen showButton={false} />);
    await user.selectOptions(screen.getByLabelText(/^Location/), '7');
    await user.type(screen.getByLabelText(/^Preferred day/), '2026-11-24');
    await screen.findByRole('option', { name: '13:30' });
    expect(urls.some((u) => u === 'https://api.example.test/api/test-drive/slots?date=2026-11-24&location_id=7')).toBe(true);
    await user.selectOptions(screen.getByLabelText(/^Preferred time/), '13:30');
    await user.type(screen.getByLabelText(/^Name( \*)?$/), 'Jane');
    await user.type(screen.getByLabelText(/^Email( \*)?$/), 'jane@example.com');
    await user.type(screen.getByLabelText(/^Phone( \*)?$/), '0412 345 678');
    await user.click(screen.getByRole('button', { name: 'Book test drive' }));
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ booking_datetime: '2026-11-24T13:30', location_id: '7' });
    vi.unstubAllGlobals();
  });
  it('says so when the free times cannot be loaded', async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    const { default: TestDriveDialog } = await import('../../../src/islands/forms/TestDriveDialog');
    const { render } = await import('@testing-library/react');
    const { vi } = await import('vitest');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 503 })),
    );
    const user = userEvent.setup();
    render(<TestDriveDialog site={site} car={usedCar} initialOpen showButton={false} />);
    await user.type(screen.getByLabelText(/^Preferred day/), '2026-11-24');
    expect(await screen.findByText(/couldn't load the free times/)).toBeTruthy();
    vi.unstubAllGlobals();
  });
});
