import { isUpcomingDay } from '../../domain/locations';
import { zoneClock } from '../../domain/time-zone';

/*
 * The holiday-hours button and its rows are decided on the location's clock at the moment the shopper looks, as
 * today's opening hours are: a page built before Christmas must not offer Christmas hours in January. The build
 * renders the rows from the day before it on (every zone's "today" is among them), marking past ones hidden by its
 * own date; without JavaScript that decision stands.
 */
export function markHolidayHours(root: ParentNode, now: Date = new Date()): void {
  for (const btn of root.querySelectorAll<HTMLButtonElement>('button[data-holiday-open][data-tz]')) {
    const dialog = btn.ownerDocument.getElementById(btn.getAttribute('commandfor') ?? '') as HTMLDialogElement | null;
    if (!dialog) continue;
    const today = zoneClock(now, btn.dataset.tz).date;
    let upcoming = 0;
    for (const row of dialog.querySelectorAll<HTMLTableRowElement>('tr[data-date]')) {
      const shown = isUpcomingDay(row.dataset.date ?? '', today);
      row.hidden = !shown;
      if (shown) upcoming++;
    }
    btn.hidden = upcoming === 0;
    if (!upcoming && dialog.open) dialog.close();
  }
}
