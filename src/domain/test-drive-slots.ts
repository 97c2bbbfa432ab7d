/*
 * Test-drive appointment slots (spec 5: optional date-time booking; spec 7: "appointment fetch for test-drive
 * booking: path not shown"). The reference API answers GET /api/test-drive/slots?date=YYYY-MM-DD&location_id=
 * with this rule, documented because the spec gives none: half-hour slots from 09:00 to 16:30, Monday to
 * Saturday, not in the past, minus the times already booked at that location (or anywhere, without one).
 */
export const SLOT_MINUTES = 30;
export const FIRST_SLOT = 9 * 60;
export const LAST_SLOT = 16 * 60 + 30;

const pad = (n: number) => String(n).padStart(2, '0');
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isSlotDate(date: string): boolean {
  return DATE.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`));
}

/** Every bookable 'HH:mm' time of a day: 09:00, 09:30 … 16:30 (the form without JavaScript offers these). */
export function bookableTimes(): string[] {
  const out: string[] = [];
  for (let m = FIRST_SLOT; m <= LAST_SLOT; m += SLOT_MINUTES) out.push(`${pad(Math.floor(m / 60))}:${pad(m % 60)}`);
  return out;
}

/**
 * Free 'HH:mm' times on `date` (the dealer's local wall clock). `booked` are 'YYYY-MM-DDTHH:mm' values of earlier
 * bookings; `now` is the dealer's local wall-clock time as 'YYYY-MM-DDTHH:mm'.
 */
export function freeTestDriveSlots(date: string, booked: readonly string[], now: string): string[] {
  if (!isSlotDate(date)) return [];
  if (new Date(`${date}T00:00:00Z`).getUTCDay() === 0) return []; // closed on Sundays
  const taken = new Set(booked.filter((b) => b.startsWith(`${date}T`)).map((b) => b.slice(11, 16)));
  return bookableTimes().filter((time) => `${date}T${time}` > now && !taken.has(time));
}
