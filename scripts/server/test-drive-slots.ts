import { brisbaneDateTime } from '../../src/domain/brisbane-time';
import { freeTestDriveSlots, isSlotDate } from '../../src/domain/test-drive-slots';
import { HttpError } from './http';

/*
 * GET /api/test-drive/slots?date=YYYY-MM-DD&location_id=...: the free test-drive times of one day (the rule is
 * src/domain/test-drive-slots.ts), taking out the times stored test-drive leads already booked there.
 * `bookingsOn`: the leads that may hold a booking on a day (the server reads that day's off an index, db.ts).
 */
export function testDriveSlotsAnswer(bookingsOn: (date: string) => readonly { form: string; payload: string }[], query: URLSearchParams, now: string) {
  const date = query.get('date') ?? '';
  if (!isSlotDate(date)) throw new HttpError(400, 'date must be YYYY-MM-DD.');
  const location = query.get('location_id') || null;
  const booked: string[] = [];
  for (const lead of bookingsOn(date)) {
    if (lead.form !== 'test_drive') continue;
    let p: { booking_datetime?: unknown; location_id?: unknown };
    try {
      p = JSON.parse(lead.payload) as typeof p;
    } catch {
      continue;
    }
    if (typeof p.booking_datetime !== 'string') continue;
    // A booking without a location blocks the time everywhere; one at another location does not.
    if (location && p.location_id != null && String(p.location_id) !== location) continue;
    booked.push(p.booking_datetime);
  }
  return { date, location_id: location, slots: freeTestDriveSlots(date, booked, now) };
}

/** The dealer's wall clock as 'YYYY-MM-DDTHH:mm': Brisbane time, the domain's one clock. */
export function dealerNow(date = new Date()): string {
  return brisbaneDateTime(date);
}
