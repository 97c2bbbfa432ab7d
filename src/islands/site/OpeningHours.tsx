import type { HoursRow } from '../../domain/locations';

/*
 * Opening hours per weekday (rows from weeklyHours(), so closed days already read the site's closed text).
 * A React component rendered to static HTML by Astro (no client directive): zero JavaScript in the page.
 */
export function OpeningHours({ rows, todayWeekday, caption = 'Opening hours' }: { rows: HoursRow[]; todayWeekday?: number; caption?: string }) {
  if (rows.length === 0) return null;
  return (
    <table className="hours">
      <caption className="visually-hidden">{caption}</caption>
      <tbody>
        {rows.map((r) => (
          <tr key={r.weekday} className={[r.open ? 'open' : 'closed', r.weekday === todayWeekday ? 'today' : ''].join(' ').trim()} aria-current={r.weekday === todayWeekday ? 'date' : undefined}>
            <th scope="row">{r.day}</th>
            <td>{r.text}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
