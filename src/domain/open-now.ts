import type { OpeningHour, SpecialHours } from './schemas';
import type { ZoneClock } from './time-zone';

/*
 * "Open now" from a location's hours at its own wall-clock time (zoneClock). A special-hours entry for today
 * (a public holiday) overrides the weekday's hours. Unreadable hours give null: the page then says nothing
 * rather than guess.
 */

/** '8:00am', '8am', '12:30 pm', '17:30' or '08:00' to minutes since midnight; null when unreadable. */
export function clockMinutes(text: string | null | undefined): number | null {
  const m = /^\s*(\d{1,2})(?:[:.](\d{2}))?\s*([ap])?\.?\s*m?\.?\s*$/i.exec(text ?? '');
  if (!m) return null;
  let h = Number(m[1]);
  const min = Number(m[2] ?? 0);
  const half = m[3]?.toLowerCase();
  if (min > 59 || (half ? h < 1 || h > 12 : h > 24) || (!half && m[2] === undefined)) return null;
  if (half === 'a' && h === 12) h = 0;
  if (half === 'p' && h !== 12) h += 12;
  return h * 60 + min;
}

export type OpenNow = { open: true; closes: string } | { open: false };

function span(open: string | null | undefined, close: string | null | undefined): { from: number; to: number } | null {
  const from = clockMinutes(open);
  const to = clockMinutes(close);
  return from === null || to === null || to <= from ? null : { from, to };
}

/** Open or closed at the clock's time; null when today's hours cannot be read. */
export function openNow(hours: readonly OpeningHour[], special: readonly SpecialHours[], clock: ZoneClock): OpenNow | null {
  const today = special.find((s) => s.date.slice(0, 10) === clock.date);
  if (today) {
    if (today.status === 'Closed') return { open: false };
    const s = span(today.start_hour, today.end_hour);
    if (!s) return null;
    return clock.minutes >= s.from && clock.minutes < s.to ? { open: true, closes: today.end_hour!.trim() } : { open: false };
  }
  const h = hours.find((o) => o.weekday === clock.weekday);
  if (!h || h.status === 'Closed') return { open: false };
  const fromFields = span(h.open, h.close);
  const s = fromFields ? { ...fromFields, closeText: h.close!.trim() } : spanFromText(h.formated_hours);
  if (!s) return null;
  return clock.minutes >= s.from && clock.minutes < s.to ? { open: true, closes: s.closeText } : { open: false };
}

/** '8:00am - 5:30pm' when only the formatted text is given. */
function spanFromText(text: string | null | undefined): { from: number; to: number; closeText: string } | null {
  const [open, close, ...more] = (text ?? '').split(/\s*[-–]\s*/);
  if (open === undefined || close === undefined || more.length > 0) return null;
  const s = span(open, close);
  return s ? { ...s, closeText: close.trim() } : null;
}
