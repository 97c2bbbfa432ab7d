import { useStore } from '@nanostores/react';
import { canSaveToWatchlist, isWatchlistButtonShown, watchlistSignInUrl } from '../../domain/eligibility';
import { $sessionUser } from '../../stores/session-user';
import { $watchlist } from '../../stores/watchlist';
import { removeFromWatchlist, saveToWatchlist } from '../site/saving';
import { Toasts } from './Toasts';
import { useMounted } from './use-mounted';

type Props = {
  car: { id: string; name: string; status: string; sold: boolean };
  apiBase: string;
  watchlistPath: string;
};

/** Watchlist save/remove for signed-in shoppers with a phone; anyone else goes to sign-in and comes back. */
export default function WatchlistButton({ car, apiBase, watchlistPath }: Props) {
  const ids = useStore($watchlist);
  const user = useStore($sessionUser);
  const mounted = useMounted();
  const saved = mounted && ids.includes(car.id);
  // Without its button (a sold car once taken off the list) it still draws the toast that says so.
  if (!isWatchlistButtonShown(car, saved)) return <Toasts />;

  const onClick = () => {
    if (!canSaveToWatchlist(user)) {
      const here = window.location.pathname;
      window.location.assign(watchlistSignInUrl(here));
      return;
    }
    const ctx = { apiBase, phone: user!.phone!, watchlistPath, token: user!.token };
    void (saved ? removeFromWatchlist(car, ctx) : saveToWatchlist(car, ctx));
  };
  return (
    <>
      <button type="button" className={`vd-save ${saved ? 'is-saved' : ''}`} aria-pressed={saved} disabled={!mounted} onClick={onClick}>
        <span aria-hidden="true">★</span> {saved ? 'Saved in Watchlist' : 'Save to Watchlist'}
      </button>
      <Toasts />
    </>
  );
}
