import { openNow } from '../../domain/open-now';
import type { OpeningHour, SpecialHours } from '../../domain/schemas';
import { zoneClock } from '../../domain/time-zone';

/** What a location card carries for the browser (LocationCard.astro, data-hours-today as JSON). */
export type HoursToday = { tz: string; hours: OpeningHour[]; special: SpecialHours[] };

/*
 * Marks today's opening-hours row and says whether the location is open now, on the location's clock at the moment
 * the shopper looks. The pages are static and may be days old, so nothing here is decided at
 * build time; without JavaScript no row is marked (rather than a wrong one).
 */
export function markHoursToday(root: ParentNode, now: Date = new Date()): void {
  for (const card of root.querySelectorAll<HTMLElement>('[data-hours-today]')) {
    let data: HoursToday;
    try {
      data = JSON.parse(card.dataset.hoursToday ?? '');
    } catch {
      continue;
    }
    const clock = zoneClock(now, data.tz);
    for (const row of card.querySelectorAll<HTMLTableRowElement>('tr[data-weekday]')) {
      const today = Number(row.dataset.weekday) === clock.weekday;
      row.classList.toggle('today', today);
      if (today) row.setAttribute('aria-current', 'date');
      else row.removeAttribute('aria-current');
    }
    const status = card.querySelector<HTMLElement>('[data-open-now]');
    if (!status) continue;
    const state = openNow(data.hours, data.special, clock);
    status.hidden = state === null;
    status.dataset.state = state?.open ? 'open' : 'closed';
    status.textContent = state === null ? '' : state.open ? `Open now, until ${state.closes}` : 'Closed now';
  }
}
