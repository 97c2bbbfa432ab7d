import { SmallCardImage } from '../site/SmallCardImage';
import type { ImageSettings } from '../../lib/image-cdn';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { carPath, leadCarSlugPath } from '../../domain/site-paths';
import type { LeadCar } from '../../api/lead-payload';
import { recentlyViewedCandidates, recentlyViewedList, type CarStatus } from '../../domain/recently-viewed';
import { $recentlyViewed } from '../../stores/recently-viewed';
import { useMounted } from './use-mounted';
import './recently-viewed.css';

/**
 * Today's status of one viewed car from its small lead-car file: a 404 means the car left the stock (shown as
 * sold); a failed lookup leaves the car unmarked rather than call it sold.
 */
async function statusOf(id: string, slug: string, fetcher: typeof fetch): Promise<CarStatus> {
  try {
    const res = await fetcher(leadCarSlugPath(slug));
    if (res.status === 404) return { id, status: 'gone' };
    if (!res.ok) return { id, status: 'in_stock' };
    const car = (await res.json()) as LeadCar;
    return car.id === id ? { id, status: car.status, sold: car.sold } : { id, status: 'gone' };
  } catch {
    return { id, status: 'in_stock' };
  }
}

type Props = { currentId: string | null; fetcher?: typeof fetch; images?: ImageSettings };

/**
 * The shopper's recently viewed cars (this browser's ViewCar records) on vehicle pages and the home page: up to
 * 6, not the current one, sold ones marked (each car's status from its /cars/{slug}/lead-car.json), with a way to
 * clear them. Nothing until mounted: the static HTML cannot know this browser's history.
 */
export default function RecentlyViewed({ currentId, fetcher, images }: Props) {
  const records = useStore($recentlyViewed);
  const mounted = useMounted();
  const [stock, setStock] = useState<CarStatus[] | null>(null);
  const wanted = recentlyViewedCandidates(records, currentId);
  const key = wanted.map((r) => `${r.id}/${r.slug}`).join(',');
  useEffect(() => {
    if (!mounted) return;
    let live = true;
    void Promise.all(wanted.map((r) => statusOf(r.id, r.slug, fetcher ?? fetch))).then((s) => {
      if (live) setStock(s);
    });
    return () => {
      live = false;
    };
    // Looked up again only when the list of cars changes (key), not on every render's new array.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- key stands for wanted
  }, [mounted, key]);
  if (!mounted || !stock) return null;
  const list = recentlyViewedList(records, currentId, stock);
  if (list.length === 0) return null;
  return (
    <section className="vd-recent section" aria-labelledby="vd-recent">
      <div className="vd-recent__head">
        <h2 id="vd-recent">Recently Viewed</h2>
        <button type="button" className="linklike" onClick={() => $recentlyViewed.set([])}>
          Clear recently viewed
        </button>
      </div>
      <ul role="list" className="vd-recent__list">
        {list.map((c) => (
          <li key={c.id} className="card vd-recent__item">
            <a href={carPath(c.slug)}>
              {c.image ? <SmallCardImage url={c.image} settings={images} width={240} height={160} /> : <span className="vd-recent__noimg" />}
              <span className="vd-recent__name">{c.name}</span>
            </a>
            {c.sold ? <span className="badge badge--sold">SOLD</span> : c.price && <span className="vd-recent__price">{c.price}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
