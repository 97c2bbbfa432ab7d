import { useStore } from '@nanostores/react';
import { $favourites, isFavourite, type Favourite } from '../../stores/favourites';
import { toggleFavourite } from '../site/saving';
import { useMounted } from './use-mounted';

type Props = { car: Favourite; style: 'favourites' | 'compare' };

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
      onClick={() => toggleFavourite(car)}
    >
      <span aria-hidden="true">{saved ? '♥' : '♡'}</span> {saved ? 'SAVED' : 'SAVE'}
    </button>
  );
}
