import { describe, expect, it } from 'vitest';
import { dealerNow, testDriveSlotsAnswer } from '../../scripts/server/test-drive-slots';
import { BOOKINGS_ON_DAY, openDb, sql, testDriveBookingsOn } from '../../scripts/server/db';

/* The reference API's appointment fetch: free slots for the chosen location and day. */
const lead = (payload: Record<string, unknown>, form = 'test_drive') => ({ form, payload: JSON.stringify(payload) });

describe('GET /api/test-drive/slots', () => {
  it('takes out times booked at that location (or with no location), not those at another one', () => {
    const leads = [
      lead({ booking_datetime: '2026-11-24T10:00', location_id: '7' }),
      lead({ booking_datetime: '2026-11-24T11:00' }),
      lead({ booking_datetime: '2026-11-24T12:00', location_id: '8' }),
      lead({ booking_datetime: '2026-11-24T13:00' }, 'enquiry'),
    ];
    const answer = testDriveSlotsAnswer(() => leads, new URLSearchParams('date=2026-11-24&location_id=7'), '2026-11-20T08:00');
    expect(answer.slots).not.toContain('10:00');
    expect(answer.slots).not.toContain('11:00');
    expect(answer.slots).toContain('12:00');
    expect(answer.slots).toContain('13:00');
  });
  it('refuses a malformed date with 400', () => {
    expect(() => testDriveSlotsAnswer(() => [], new URLSearchParams('date=tomorrow'), '2026-11-20T08:00')).toThrow(/YYYY-MM-DD/);
  });
  it("reads one day's test-drive bookings off an index, not every lead's payload, and skips a payload that is not JSON", () => {
    const db = openDb(':memory:');
    const insert = sql(
      db,
      `INSERT INTO leads (lead_id, idempotency_key, form, category, name, is_last_step, payload, created_at) VALUES (?, ?, ?, 'x', 'n', 1, ?, '2026-11-20')`,
    );
    const rows: [string, string][] = [
      ['test_drive', JSON.stringify({ booking_datetime: '2026-11-24T10:00' })],
      ['test_drive', JSON.stringify({ booking_datetime: '2026-11-25T10:00' })],
      ['enquiry', JSON.stringify({ booking_datetime: '2026-11-24T11:00' })],
      ['test_drive', '{not json'],
      ['test_drive', JSON.stringify({ booking_datetime: 20261124 })],
    ];
    rows.forEach(([form, payload], i) => insert.run(`l${i}`, `k${i}`, form, payload));
    expect(testDriveBookingsOn(db, '2026-11-24').map((r) => JSON.parse(r.payload) as unknown)).toEqual([{ booking_datetime: '2026-11-24T10:00' }]);
    const plan = db.prepare(`EXPLAIN QUERY PLAN ${BOOKINGS_ON_DAY}`).all('2026-11-24T') as { detail: string }[];
    expect(plan.map((p) => p.detail).join()).toMatch(/USING INDEX leads_booking_day/);
    const answer = testDriveSlotsAnswer((d) => testDriveBookingsOn(db, d), new URLSearchParams('date=2026-11-24'), '2026-11-20T08:00');
    expect(answer.slots).not.toContain('10:00');
    expect(answer.slots).toContain('11:00');
    db.close();
  });
  it("reads the dealer's wall clock", () => {
    expect(dealerNow(new Date('2026-11-24T00:00:00Z'))).toBe('2026-11-24T10:00');
  });
});
