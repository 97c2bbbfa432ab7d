import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { FetchLike } from '../../api/client';
import { $favourites, type Favourite } from '../../stores/favourites';
import { $sessionUser } from '../../stores/session-user';
import { $watchlist, removeFromWatchlistState } from '../../stores/watchlist';
import { removeFromWatchlist, toggleFavourite } from './saving';
import { syncWatchlist } from './watchlist-sync';
import type { SavedCarSummary } from '../../domain/saved-cars';
import type { ImageSettings } from '../../lib/image-cdn';
import { SmallCardImage } from './SmallCardImage';
import { CardBadge, CardPrice } from './CardSummary';
import './saved-cars.css';
import { compareHref, compareSelection, COMPARE_MAX } from '../../domain/compare';
import { carPath, WATCHLIST_PATH } from '../../domain/site-paths';

export const EMPTY_TITLE = 'No saved cars yet';
export const EMPTY_TEXT = 'Save a car from its page and it will appear here.';

type Props = { carsUrl: string; apiBase: string; searchPath: string; fetcher?: typeof fetch; images?: ImageSettings };

/** A saved row: a car of the build's table (its search card's view), or a favourite as stored when it was saved. */
type Row = Omit<SavedCarSummary, 'price'> & { price: SavedCarSummary['price'] | null };

/** A favourite the car table does not list (sold or taken down since): the name, link and photo stored with it, no price. */
const storedRow = (f: Favourite): Row => ({ id: f.id, name: f.name, href: carPath(f.slug), image: f.primary_image_url ?? undefined, price: null });

/*
 * The shopper's saved cars on this device: the watchlist (car ids, synced with the server for signed-in
 * shoppers) and the favourites (stored with name, slug and photo). Both are looked up in the build's car table
 * (each car's search card view: src/islands/site/saved-car-table.ts), so a saved row states the price, Was line and
 * badge the car's search card states; a watchlist id no longer listed means the car has been sold or taken down, a
 * favourite no longer listed keeps what was stored with it.
 */
// eslint-disable-next-line max-lines-per-function -- the watchlist and the favourites are one list on screen, synced and pruned together
export default function SavedCars({ carsUrl, apiBase, searchPath, fetcher, images }: Props) {
  const ids = useStore($watchlist);
  const favourites = useStore($favourites);
  const user = useStore($sessionUser);
  const [mounted, setMounted] = useState(false);
  const [table, setTable] = useState<Map<string, SavedCarSummary> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => setMounted(true), []);
  // Signed in: the server's list (saved on any device) joins this browser's each time the page opens.
  const phone = user?.signedIn ? user.phone : null;
  const token = user?.token ?? null;
  const [syncing, setSyncing] = useState(false);
  useEffect(() => {
    if (!phone) return;
    setSyncing(true);
    void syncWatchlist({ apiBase, phone, token, fetch: fetcher as FetchLike | undefined })
      .catch(() => undefined)
      .finally(() => setSyncing(false));
  }, [phone, token, apiBase, fetcher]);
  const anySaved = ids.length > 0 || favourites.length > 0;
  useEffect(() => {
    if (!mounted || !anySaved || table) return;
    (fetcher ?? fetch)(carsUrl)
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then((list: SavedCarSummary[]) => setTable(new Map(list.map((c) => [c.id, c]))))
      .catch(() => setFailed(true));
  }, [mounted, anySaved, table, carsUrl, fetcher]);

  // Stored lists live in this browser only: nothing to show until mounted (the page has a no-JS note).
  if (!mounted) return null;

  if (ids.length === 0 && favourites.length === 0) {
    // Not "no saved cars" before the server has said so.
    if (syncing)
      return (
        <p className="muted" role="status">
          Loading your watchlist…
        </p>
      );
    return (
      <div className="saved-empty card" role="status">
        <h2>{EMPTY_TITLE}</h2>
        <p>{EMPTY_TEXT}</p>
        <p>
          <a className="btn" href={searchPath}>
            Browse all stock
          </a>
        </p>
      </div>
    );
  }

  const removeWatched = (id: string, name: string) => {
    if (user?.phone) void removeFromWatchlist({ id, name }, { apiBase, phone: user.phone, watchlistPath: WATCHLIST_PATH, token: user.token });
    else removeFromWatchlistState(id);
  };
  const watched = ids.map((id) => ({ id, car: table?.get(id) ?? null }));
  const gone = table ? watched.filter((w) => !w.car) : [];
  // Compare: the saved cars still listed (a watchlist id is known listed once the table is in), first 4.
  const listedWatched = table ? watched.filter((w) => w.car).map((w) => w.id) : [];
  const saved = compareSelection(
    null,
    listedWatched,
    favourites.map((f) => f.id),
  );
  const savedCount = new Set([...listedWatched, ...favourites.map((f) => f.id)]).size;

  return (
    <div className="saved-cars">
      {saved.length >= 2 && (
        <p className="saved-compare">
          <a className="btn" href={compareHref(saved)}>
            Compare {saved.length === savedCount ? `your ${saved.length} saved cars` : `${saved.length} of your saved cars`}
          </a>
          {savedCount > COMPARE_MAX && (
            <span className="muted">
              {' '}
              Up to {COMPARE_MAX} cars at a time: the first {COMPARE_MAX} are compared.
            </span>
          )}
        </p>
      )}
      {ids.length > 0 && (
        <section aria-labelledby="saved-watchlist">
          <h2 id="saved-watchlist">Watchlist ({ids.length})</h2>
          {!table && !failed && (
            <p className="muted" role="status">
              Loading your watchlist…
            </p>
          )}
          {failed && <p role="alert">Your watchlist could not be loaded. Please try again later.</p>}
          {table && (
            <ul role="list" className="saved-list">
              {watched
                .filter((w) => w.car)
                .map(({ car }) => (
                  <SavedItem key={car!.id} row={car!} images={images} onRemove={() => removeWatched(car!.id, car!.name)} />
                ))}
            </ul>
          )}
          {gone.length > 0 && (
            <p className="muted">
              {gone.length === 1 ? '1 saved car is' : `${gone.length} saved cars are`} no longer available.{' '}
              <button type="button" className="linklike" onClick={() => gone.forEach((g) => removeWatched(g.id, 'car'))}>
                Remove
              </button>
            </p>
          )}
        </section>
      )}
      {favourites.length > 0 && (
        <section aria-labelledby="saved-favourites">
          <h2 id="saved-favourites">Saved cars ({favourites.length})</h2>
          <ul role="list" className="saved-list">
            {favourites.map((f: Favourite) => (
              <SavedItem key={f.id} row={table?.get(f.id) ?? storedRow(f)} images={images} onRemove={() => toggleFavourite(f)} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function SavedItem({ row, onRemove, images }: { row: Row; onRemove: () => void; images?: ImageSettings }) {
  const { name, image, price } = row;
  return (
    <li className="card saved-item" data-car-id={row.id}>
      {image ? <SmallCardImage url={image} settings={images} width={320} height={213} /> : <span className="saved-noimg" aria-hidden="true" />}
      <div className="saved-body">
        <CardBadge badge={row.badge} />
        <a href={row.href} className="saved-name">
          {name}
        </a>
        {price && <CardPrice price={price} name="saved" />}
        <button type="button" className="btn btn--outline" onClick={onRemove} aria-label={`Remove ${name}`}>
          Remove
        </button>
      </div>
    </li>
  );
}
