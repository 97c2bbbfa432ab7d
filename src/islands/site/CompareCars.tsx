import { useEffect, useState } from 'react';
import { compareHref, compareIds, compareRows, COMPARE_MAX, type CompareCar } from '../../domain/compare';
import type { ImageSettings } from '../../lib/image-cdn';
import { useImageContext } from '../use-image-context';
import { fetchDocumentsByIds, type DocumentTransport } from '../../search/documents-by-id';
import { toCardView, type CardConfig, type CardHit, type CardView } from '../../lib/card-view';
import { CardBadge, CardPrice } from './CardSummary';
import './compare.css';

type Props = {
  transport: DocumentTransport;
  /** The search cards' settings (cardConfigOf): each car's column heads with its search card's view. */
  card: CardConfig;
  /** The build's clock, as the search cards' (a new arrival's badge). */
  now: string;
  searchPath: string;
  savedPath: string;
  fetcher?: typeof fetch;
};

/** A car as the index holds it: the comparison's figures and the search card's fields. */
type Car = CompareCar & CardHit;

const NO_IMAGES: ImageSettings = { cdn: 'none', siteUrl: '/', local: false };

/** The card view's photo, drawn in the compare column's slot; its box is kept while the CDN's URL rules load. */
function CarPhoto({ view, ready }: { view: CardView; ready: boolean }) {
  const p = view.picture;
  if (!p) return <span className="compare-noimg" />;
  if (!ready) return <img alt="" width={p.width} height={p.height} />;
  return <img src={p.src} srcSet={p.srcset} sizes={p.sizes} alt="" width={p.width} height={p.height} loading="lazy" />;
}

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; ids: string[]; cars: Car[] };

/**
 * /compare?ids=a,b,c: up to 4 cars side by side, read from the site's search index by id, so the
 * address alone rebuilds the view on any browser (nothing from the sharer's saved lists). Rows that differ are
 * marked, the best car of a figure with a better end is named, and rows the same for every car can be hidden.
 */
// eslint-disable-next-line max-lines-per-function -- the table's rows, their differences and the best-of marks are one derivation from the cars loaded
export default function CompareCars({ transport, card, now, searchPath, savedPath, fetcher }: Props) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [hideSame, setHideSame] = useState(false);
  // The photos' srcset needs the CDN's URL rules: until they are in, the views are drawn without it (the box kept).
  const ready = useImageContext(card.images ?? NO_IMAGES) !== undefined;
  useEffect(() => {
    const ids = compareIds(new URLSearchParams(window.location.search).get('ids'));
    if (ids.length === 0) {
      setState({ kind: 'ready', ids, cars: [] });
      return;
    }
    let live = true;
    fetchDocumentsByIds(transport, ids, fetcher)
      .then((docs) => {
        if (live) setState({ kind: 'ready', ids, cars: docs as unknown as Car[] });
      })
      .catch((e: unknown) => {
        console.error('Could not load the cars to compare', e);
        if (live) setState({ kind: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [transport, fetcher]);

  if (state.kind === 'loading')
    return (
      <p className="muted" role="status">
        Loading the cars to compare…
      </p>
    );
  if (state.kind === 'failed') return <p role="alert">The cars could not be loaded. Please try again later.</p>;
  const { ids, cars } = state;
  const gone = ids.length - cars.length;
  if (cars.length === 0) {
    return (
      <div className="compare-empty card" role="status">
        <h2>{ids.length === 0 ? 'No cars to compare yet' : 'These cars are no longer available'}</h2>
        <p>Save up to {COMPARE_MAX} cars from their pages, then open Compare from your saved cars.</p>
        <p className="compare-actions">
          <a className="btn" href={searchPath}>
            Browse all stock
          </a>
          <a className="btn btn--outline" href={savedPath}>
            Your saved cars
          </a>
        </p>
      </div>
    );
  }
  // Each car's column heads with its search card's view: photo, badge, name and link; its price cell is the card's price.
  const views = cars.map((c) => toCardView(c, ready ? card : { ...card, images: undefined }, new Date(now), 'compare'));
  const rows = compareRows(cars, card);
  const sameCount = rows.filter((r) => r.same).length;
  const shown = hideSame && cars.length > 1 ? rows.filter((r) => !r.same) : rows;
  return (
    <div className="compare">
      <div className="compare-tools">
        {cars.length > 1 && sameCount > 0 && (
          <label className="compare-toggle">
            <input type="checkbox" checked={hideSame} onChange={(e) => setHideSame(e.currentTarget.checked)} /> Hide rows that are the same ({sameCount})
          </label>
        )}
        <a href={compareHref(cars.map((c) => c.id))} className="compare-share">
          Link to this comparison
        </a>
      </div>
      {gone > 0 && (
        <p className="muted" role="status">
          {gone === 1 ? '1 car is' : `${gone} cars are`} no longer available and not shown.
        </p>
      )}
      <div className="compare-scroll">
        <table className="compare-table">
          <caption className="visually-hidden">Comparison of {cars.length} vehicles; rows that differ are marked</caption>
          <thead>
            <tr>
              <td />
              {views.map((v) => (
                <th key={v.id} scope="col" className="compare-car">
                  <CarPhoto view={v} ready={ready} />
                  <a href={v.href}>{v.name}</a>
                  <CardBadge badge={v.badge} />
                  {cars.length > 1 && (
                    <a
                      className="compare-remove"
                      href={compareHref(cars.filter((x) => x.id !== v.id).map((x) => x.id))}
                      aria-label={`Remove ${v.name} from the comparison`}
                    >
                      Remove
                    </a>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr key={r.key} className={r.same ? 'compare-row' : 'compare-row is-different'} data-row={r.key} data-differs={r.same ? undefined : 'true'}>
                <th scope="row">
                  {r.label}
                  {!r.same && cars.length > 1 && <span className="visually-hidden"> (differs)</span>}
                </th>
                {r.cells.map((cell, i) => (
                  <td key={cars[i]?.id ?? i} className={cell.best ? 'is-best' : undefined}>
                    {r.key === 'price' && views[i] ? <CardPrice price={views[i].price} name="compare" /> : (cell.text ?? <span className="muted">–</span>)}
                    {cell.best && <span className="compare-best">{r.key === 'year' ? 'Newest' : 'Lowest'}</span>}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
