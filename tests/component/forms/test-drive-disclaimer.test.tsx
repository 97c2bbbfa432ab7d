// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { site, usedCar } from './setup';
import { openLeadDialog } from '../../../src/islands/vehicle/lead-dialog-launcher';
import { dealerConfigSchema } from '../../../src/domain/schemas';

afterEach(() => { cleanup(); document.querySelectorAll('.vd-dialog-host').forEach((n) => n.remove()); });

describe('test-drive disclaimer (spec 5: optional, a setting)', () => {
  it('is a dealer setting, off by default', () => {
    const base = { slug: 'd', name: 'D', id: 1, dealership_id: 2, url: 'https://d.example/', locations: [{ id: 1, name: 'M', slug: 'm', primary: true, address: {} }] };
    expect(dealerConfigSchema.parse(base).features.test_drive_disclaimer).toBeNull();
    expect(dealerConfigSchema.parse({ ...base, features: { test_drive_disclaimer: 'Bring your licence.' } }).features.test_drive_disclaimer).toBe('Bring your licence.');
  });
  it('shows under the test-drive form opened from the sidebar', async () => {
    await act(async () => {
      await openLeadDialog('test_drive', { site, car: usedCar, locations: [], enquireLabel: 'Enquire Now', testDriveDisclaimer: 'A current driver licence is required.' });
    });
    expect(await screen.findByText('A current driver licence is required.')).toBeTruthy();
  });
});
