import { useId, useRef } from 'react';

export interface HolidayHour { date: string; label: string; text: string; department?: string | null }

/*
 * 'Holiday hours' button and dialog. The page renders it only when the location has upcoming special hours
 * (upcomingSpecialHours() non-empty), so the button never appears without something to show.
 */
export default function HolidayHoursDialog({ locationName, hours }: { locationName: string; hours: HolidayHour[] }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  if (hours.length === 0) return null;
  const open = () => {
    const d = ref.current;
    if (!d) return;
    if (typeof d.showModal === 'function') d.showModal();
    else d.setAttribute('open', '');
  };
  const close = () => {
    const d = ref.current;
    if (!d) return;
    if (typeof d.close === 'function') d.close();
    else d.removeAttribute('open');
  };
  return (
    <>
      <button type="button" className="btn btn--outline holiday-btn" onClick={open}>Holiday hours</button>
      <dialog ref={ref} className="holiday-dialog" aria-labelledby={titleId}>
        <h2 id={titleId}>Holiday hours: {locationName}</h2>
        <table>
          <tbody>
            {hours.map((h) => (
              <tr key={h.date + (h.department ?? '')}>
                <th scope="row">{h.label}{h.department ? ` (${h.department})` : ''}</th>
                <td>{h.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <button type="button" className="btn" onClick={close}>Close</button>
      </dialog>
    </>
  );
}
