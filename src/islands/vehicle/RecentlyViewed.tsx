import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import type { LeadCar } from '../../api/lead-payload';
import { recentlyViewedList } from '../../domain/recently-viewed';
import { $recentlyViewed } from '../../stores/recently-viewed';
import { loadLeadCars } from '../forms/lead-car';
import { useMounted } from './use-mounted';

/**
 * The shopper's recently viewed cars (this browser's ViewCar records): up to 6, not the current one, sold ones
 * marked (current status from /cars/lead-cars.json), with a way to clear them. Nothing until mounted: the static
 * HTML cannot know this browser's history.
 */
export default function RecentlyViewed({ currentId }: { currentId: string | null }) {
  const records = useStore($recentlyViewed);
  const mounted = useMounted();
  const [stock, setStock] = useState<LeadCar[] | null>(null);
  useEffect(() => { let live = true; void loadLeadCars().then((c) => { if (live) setStock(c); }); return () => { live = false; }; }, []);
  if (!mounted || !stock) return null;
  const list = recentlyViewedList(records, currentId, stock);
  if (list.length === 0) return null;
  return (
    <section className="vd-recent section" aria-labelledby="vd-recent">
      <div className="vd-recent__head">
        <h2 id="vd-recent">Recently Viewed</h2>
        <button type="button" className="linklike" onClick={() => $recentlyViewed.set([])}>Clear recently viewed</button>
      </div>
      <ul role="list" className="vd-recent__list">
        {list.map((c) => (
          <li key={c.id} className="card vd-recent__item">
            <a href={`/cars/${c.slug}/`}>
              {c.image ? <img src={c.image} alt="" width={240} height={160} loading="lazy" /> : <span className="vd-recent__noimg" />}
              <span className="vd-recent__name">{c.name}</span>
            </a>
            {c.sold ? <span className="badge badge--sold">SOLD</span> : c.price && <span className="vd-recent__price">{c.price}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}
