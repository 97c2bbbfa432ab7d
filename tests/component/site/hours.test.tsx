// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { OpeningHours } from '../../../src/islands/site/OpeningHours';
import { RatingStars } from '../../../src/islands/site/RatingStars';
import { markHoursToday } from '../../../src/islands/site/opening-hours-today';
import { weeklyHours } from '../../../src/domain/locations';
import { holidayRows } from '../../../src/views/location-view';
import { markHolidayHours } from '../../../src/islands/site/holiday-hours-today';
import { defined } from '../../defined';

afterEach(cleanup);

const loc = {
  contact_detail: {
    opening_hours: [
      { weekday: 1, status: 'Open' as const, formated_hours: '8:30am - 5:30pm' },
      { weekday: 6, status: 'Open' as const, open: '9:00am', close: '1:00pm' },
      { weekday: 0, status: 'Closed' as const },
    ],
  },
};
const rowsFor = (closed: 'Closed' | 'By appointment only' | 'Enquire Now') => weeklyHours(loc as never, { contact: { closed_text: closed } } as never);

describe('opening hours', () => {
  it('lists the week Monday first with formatted hours', () => {
    render(<OpeningHours rows={rowsFor('Closed')} />);
    const rows = screen.getAllByRole('row');
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(within(defined(rows[0], 'Monday row')).getByRole('cell').textContent).toBe('8:30am - 5:30pm');
    expect(within(defined(rows[5], 'Saturday row')).getByRole('cell').textContent).toBe('9:00am - 1:00pm');
  });

  it.each(['Closed', 'By appointment only', 'Enquire Now'] as const)('shows the site closed text "%s" on closed days', (text) => {
    render(<OpeningHours rows={rowsFor(text)} />);
    const sunday = screen.getByRole('rowheader', { name: 'Sunday' }).closest('tr')!;
    expect(within(sunday).getByRole('cell').textContent).toBe(text);
    // Tuesday has no entry at all: also closed.
    const tuesday = screen.getByRole('rowheader', { name: 'Tuesday' }).closest('tr')!;
    expect(within(tuesday).getByRole('cell').textContent).toBe(text);
  });

  it('marks no row at build time: a static page outlives its day', () => {
    render(<OpeningHours rows={rowsFor('Closed')} />);
    expect(document.querySelector('[aria-current]')).toBeNull();
  });
});

describe("today's row and open now, in the browser on the location's clock", () => {
  const hours = [
    { weekday: 0, status: 'Closed' as const },
    ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'Open' as const, formated_hours: '8:00am - 5:30pm', open: '8:00am', close: '5:30pm' })),
    { weekday: 6, status: 'Open' as const, formated_hours: '8:00am - 12:00pm', open: '8:00am', close: '12:00pm' },
  ];
  const card = (tz: string, special: unknown[] = []) => {
    const rows = weeklyHours({ contact_detail: { opening_hours: hours } } as never, { contact: { closed_text: 'Closed' } } as never);
    const { container } = render(
      <article data-hours-today={JSON.stringify({ tz, hours, special })}>
        <p data-open-now hidden></p>
        <OpeningHours rows={rows} />
      </article>,
    );
    return container;
  };
  const today = (c: HTMLElement) => c.querySelector('tr[aria-current="date"] th')?.textContent;
  const status = (c: HTMLElement) => c.querySelector<HTMLElement>('[data-open-now]')!;

  it('marks Monday on a Monday morning in Brisbane and says open until closing time', () => {
    const c = card('Australia/Brisbane');
    markHoursToday(c, new Date('2026-11-23T00:30:00Z')); // Monday 10:30 in Brisbane
    expect(today(c)).toBe('Monday');
    expect(status(c).hidden).toBe(false);
    expect(status(c).textContent).toBe('Open now, until 5:30pm');
  });

  it("reads each location's own zone: Sunday night in Perth is already Monday in Sydney", () => {
    const at = new Date('2026-11-22T14:30:00Z'); // Sunday 22:30 in Perth, Monday 01:30 in Sydney (daylight saving)
    const perth = card('Australia/Perth');
    markHoursToday(perth, at);
    expect(today(perth)).toBe('Sunday');
    expect(status(perth).textContent).toBe('Closed now');
    cleanup();
    const sydney = card('Australia/Sydney');
    markHoursToday(sydney, at);
    expect(today(sydney)).toBe('Monday');
    expect(status(sydney).textContent).toBe('Closed now'); // 1:30am, before opening
  });

  it("a holiday's special hours decide open now on that day", () => {
    const c = card('Australia/Brisbane', [{ date: '2026-12-25', status: 'Closed' }]);
    markHoursToday(c, new Date('2026-12-25T00:30:00Z')); // Friday 10:30, Christmas Day
    expect(today(c)).toBe('Friday');
    expect(status(c).textContent).toBe('Closed now');
  });
});

describe('holiday hours rows', () => {
  const now = new Date('2026-12-20T00:00:00Z');
  it('lists no past special hours', () => {
    expect(holidayRows({ special_hours: [{ date: '2026-01-26', status: 'Closed' }] } as never, now)).toEqual([]);
  });

  it('lists the upcoming special hours in date order', () => {
    const rows = holidayRows(
      {
        special_hours: [
          { date: '2026-12-26', status: 'Open', start_hour: '9:00am', end_hour: '1:00pm' },
          { date: '2026-12-25', status: 'Closed' },
        ],
      } as never,
      now,
    );
    expect(rows.map((r) => `${r.label}${r.text}`)).toEqual(['Friday 25 DecemberClosed', 'Saturday 26 December9:00am - 1:00pm']);
  });

  it("a holiday closure reads Closed, never the site's 'Enquire Now' or 'By appointment only' of ordinary closed days", () => {
    const loc = {
      special_hours: [
        { date: '2026-12-25', status: 'Closed', department: 'Sales' },
        { date: '2026-12-26', status: 'Open' },
      ],
    };
    const rows = holidayRows(loc as never, now);
    expect(rows.map((r) => r.text)).toEqual(['Closed', 'Open']);
  });
});

describe('rating stars', () => {
  it('shows a partial star only when the fraction is over 30 percent', () => {
    const { container, rerender } = render(<RatingStars rating={4.1} count={1070} />);
    expect(container.querySelectorAll('.star')).toHaveLength(4);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Rated 4.1 out of 5 from 1,070 reviews');
    rerender(<RatingStars rating={4.5} />);
    const stars = container.querySelectorAll('.star');
    expect(stars).toHaveLength(5);
    expect(stars[4]?.getAttribute('data-fill')).toBe('0.5');
  });
});

describe("holiday hours on the location's clock, not the build's", () => {
  const page = () => {
    document.body.innerHTML = `
      <button type="button" data-holiday-open commandfor="h" data-tz="Australia/Perth">Holiday hours</button>
      <dialog id="h"><table><tbody>
        <tr data-date="2026-12-25"><th>Friday 25 December</th><td>Closed</td></tr>
        <tr data-date="2026-12-26"><th>Saturday 26 December</th><td>9:00am - 1:00pm</td></tr>
      </tbody></table></dialog>`;
    return { btn: document.querySelector('button')!, rows: [...document.querySelectorAll('tr')] };
  };
  it('past days leave the dialog; the button goes once every day has passed', () => {
    const { btn, rows } = page();
    // 15:00 UTC on the 25th: the 26th in Brisbane, still the 25th in Perth.
    markHolidayHours(document, new Date('2026-12-25T15:00:00Z'));
    expect(rows.map((r) => r.hidden)).toEqual([false, false]);
    markHolidayHours(document, new Date('2026-12-26T00:00:00Z'));
    expect(rows.map((r) => r.hidden)).toEqual([true, false]);
    expect(btn.hidden).toBe(false);
    markHolidayHours(document, new Date('2026-12-26T16:00:00Z'));
    expect(btn.hidden).toBe(true);
  });
  it('a build before the days shows the button; rows from the day before the build are kept for the browser', () => {
    const loc2 = {
      special_hours: [
        { date: '2026-12-25', status: 'Closed' as const },
        { date: '2026-12-26', status: 'Open' as const, start_hour: '9:00am', end_hour: '1:00pm' },
      ],
    };
    expect(holidayRows(loc2 as never, new Date('2026-12-26T03:00:00Z'), '2026-12-25').map((r) => r.date)).toEqual(['2026-12-25', '2026-12-26']);
  });
});
