import { useStore } from '@nanostores/react';
import { compareHref, compareSelection } from '../../domain/compare';
import { $favourites } from '../../stores/favourites';
import { $watchlist } from '../../stores/watchlist';
import { useMounted } from './use-mounted';

/**
 * "Compare with saved cars" on a vehicle page: this car and up to 3 of the shopper's saved cars on
 * /compare. Saved lists live in this browser, so nothing renders on the server or when no other car is saved.
 */
export default function CompareLink({ carId }: { carId: string }) {
  const mounted = useMounted();
  const watchlist = useStore($watchlist);
  const favourites = useStore($favourites);
  if (!mounted) return null;
  const ids = compareSelection(
    carId,
    watchlist,
    favourites.map((f) => f.id),
  );
  if (ids.length < 2) return null;
  return (
    <a className="vd-compare-link" href={compareHref(ids)}>
      Compare with saved cars ({ids.length - 1})
    </a>
  );
}
