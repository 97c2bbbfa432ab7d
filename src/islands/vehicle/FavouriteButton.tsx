import { useStore } from '@nanostores/react';
import { $favourites, isFavourite, toggleFavourite, type Favourite } from '../../stores/favourites';
import { useMounted } from './use-mounted';

type Props = { car: Favourite; style: 'favourites' | 'compare' };

/**
 * The click's report (analytics) loads on the first click: the search page draws a button on every card before the
 * shopper touches anything, and drawing SAVE or SAVED needs only the store. One load for every button, so the
 * reports go out in the order of the clicks; a load that failed (offline) is tried again on the next click.
 */
let report: Promise<typeof import('./favourite-report')> | undefined;
function reportFavourite(car: Favourite, saved: boolean): void {
  report ??= import('./favourite-report');
  report.then(
    (m) => m.reportFavourite(car, saved),
    (err: unknown) => {
      report = undefined;
      console.warn('favourite: the analytics report could not be loaded', err);
    },
  );
}

/** SAVE / SAVED toggle over the shared favourites store (every island on every page sees the same list). */
export default function FavouriteButton({ car, style }: Props) {
  const list = useStore($favourites);
  const mounted = useMounted();
  const saved = mounted && isFavourite(car.id, list);
  const noun = style === 'compare' ? 'compare list' : 'favourites';
  return (
    <button
      type="button"
      className={`vd-save ${saved ? 'is-saved' : ''}`}
      aria-pressed={saved}
      // Inert until hydrated: a click before then would be lost, so it waits visibly instead.
      disabled={!mounted}
      aria-label={saved ? `Remove ${car.name} from ${noun}` : `Save ${car.name} to ${noun}`}
      onClick={() => reportFavourite(car, toggleFavourite(car))}
    >
      <span aria-hidden="true">{saved ? '♥' : '♡'}</span> {saved ? 'SAVED' : 'SAVE'}
    </button>
  );
}
