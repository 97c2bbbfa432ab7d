import { describe, expect, it } from 'vitest';
import { dealerNow, testDriveSlotsAnswer } from '../../scripts/server/test-drive-slots';

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
    const answer = testDriveSlotsAnswer(leads, new URLSearchParams('date=2026-11-24&location_id=7'), '2026-11-20T08:00');
    expect(answer.slots).not.toContain('10:00');
    expect(answer.slots).not.toContain('11:00');
    expect(answer.slots).toContain('12:00');
    expect(answer.slots).toContain('13:00');
  });
  it('refuses a malformed date with 400', () => {
    expect(() => testDriveSlotsAnswer([], new URLSearchParams('date=tomorrow'), '2026-11-20T08:00')).toThrow(/YYYY-MM-DD/);
  });
  it("reads the dealer's wall clock", () => {
    expect(dealerNow(new Date('2026-11-24T00:00:00Z'))).toBe('2026-11-24T10:00');
  });
});
