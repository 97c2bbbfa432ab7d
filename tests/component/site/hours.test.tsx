// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OpeningHours } from '../../../src/islands/site/OpeningHours';
import { RatingStars } from '../../../src/islands/site/RatingStars';
import HolidayHoursDialog from '../../../src/islands/site/HolidayHoursDialog';
import { weeklyHours } from '../../../src/domain/locations';
import { holidayRows } from '../../../src/build/location-view';

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
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    expect(within(rows[0]).getByRole('cell').textContent).toBe('8:30am - 5:30pm');
    expect(within(rows[5]).getByRole('cell').textContent).toBe('9:00am - 1:00pm');
  });

  it.each(['Closed', 'By appointment only', 'Enquire Now'] as const)('shows the site closed text "%s" on closed days', (text) => {
    render(<OpeningHours rows={rowsFor(text)} />);
    const sunday = screen.getByRole('rowheader', { name: 'Sunday' }).closest('tr')!;
    expect(within(sunday).getByRole('cell').textContent).toBe(text);
    // Tuesday has no entry at all: also closed.
    const tuesday = screen.getByRole('rowheader', { name: 'Tuesday' }).closest('tr')!;
    expect(within(tuesday).getByRole('cell').textContent).toBe(text);
  });

  it("marks today's row", () => {
    render(<OpeningHours rows={rowsFor('Closed')} todayWeekday={6} />);
    expect(screen.getByRole('rowheader', { name: 'Saturday' }).closest('tr')!.getAttribute('aria-current')).toBe('date');
  });
});

describe('holiday hours dialog', () => {
  const now = new Date('2026-12-20T00:00:00Z');
  it('renders no button when there are no upcoming special hours', () => {
    const past = holidayRows({ special_hours: [{ date: '2026-01-26', status: 'Closed' }] } as never, now);
    const { container } = render(<HolidayHoursDialog locationName="Brisbane" hours={past} />);
    expect(container.innerHTML).toBe('');
  });

  it('opens a dialog with the upcoming special hours', async () => {
    const rows = holidayRows({ special_hours: [
      { date: '2026-12-26', status: 'Open', start_hour: '9:00am', end_hour: '1:00pm' },
      { date: '2026-12-25', status: 'Closed' },
    ] } as never, now);
    render(<HolidayHoursDialog locationName="Brisbane" hours={rows} />);
    const dialog = document.querySelector('dialog')!;
    expect(dialog.hasAttribute('open')).toBe(false);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Holiday hours' }));
    expect(dialog.hasAttribute('open')).toBe(true);
    const cells = [...dialog.querySelectorAll('tr')].map((tr) => tr.textContent);
    expect(cells).toEqual(['Friday 25 DecemberClosed', 'Saturday 26 December9:00am - 1:00pm']);
  });
});

describe('holiday hours closed text', () => {
  it("a closed holiday reads the site's closed text, as the weekly table does", async () => {
    const now = new Date('2026-12-20T00:00:00Z');
    const rows = holidayRows({ special_hours: [{ date: '2026-12-25', status: 'Closed' }, { date: '2026-12-26', status: 'Open' }] } as never, now, 'By appointment only');
    expect(rows.map((r) => r.text)).toEqual(['By appointment only', 'Open']);
    render(<HolidayHoursDialog locationName="Brisbane" hours={rows} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Holiday hours' }));
    expect(document.querySelector('dialog tr')!.textContent).toBe('Friday 25 DecemberBy appointment only');
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
    expect(stars[4].getAttribute('data-fill')).toBe('0.5');
  });
});
