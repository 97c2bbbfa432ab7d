import { describe, expect, it } from 'vitest';
import { leadToAdf } from '../../scripts/server/delivery/adf';

/* A reservation reaches the dealer's CRM as one, with its deposit. */
describe('ADF of a reservation lead', () => {
  it('carries the category, subcategory and the reservation deposit', () => {
    const payload = {
      form: 'reserve',
      category: 'Reservation',
      subcategory: 'Reserve Vehicle',
      deposit_amount: 200,
      car_id: '101',
      name: 'Jane',
      email: 'jane@example.com',
      phone: '0412 345 678',
    };
    const adf = leadToAdf(
      {
        lead_id: 'L-1',
        idempotency_key: 'k',
        form: 'reserve',
        category: 'Reservation',
        subcategory: 'Reserve Vehicle',
        name: 'Jane',
        email: 'jane@example.com',
        phone: '0412 345 678',
        car_id: '101',
        is_last_step: 1,
        payload: JSON.stringify(payload),
        created_at: '2026-11-21T00:00:00Z',
      },
      { vendor: { name: 'Demo Motors', phone: '07 3123 4567' } },
    );
    expect(adf).toContain('Reservation / Reserve Vehicle (form: reserve, lead L-1)');
    expect(adf).toContain('Reservation deposit: 200');
  });
});
