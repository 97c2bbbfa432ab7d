import type { HoursRow } from '../../domain/locations';

/*
 * Opening hours per weekday (rows from weeklyHours(), so closed days already read the site's closed text).
 * A React component rendered to static HTML by Astro (no client directive). Today's row is not marked here: a
 * static page outlives the day it was built, so the browser marks it on the location's clock
 * (opening-hours-today.ts reads each row's data-weekday).
 */
export function OpeningHours({ rows, caption = 'Opening hours' }: { rows: HoursRow[]; caption?: string }) {
  if (rows.length === 0) return null;
  return (
    <table className="hours">
      <caption className="visually-hidden">{caption}</caption>
      <tbody>
        {rows.map((r) => (
          <tr key={r.weekday} className={r.open ? 'open' : 'closed'} data-weekday={r.weekday}>
            <th scope="row">{r.day}</th>
            <td>{r.text}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
