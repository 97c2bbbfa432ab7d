import { displayPrice } from './pricing';
import type { Car, DealerConfig } from './schemas';

/** What the watchlist page needs to show a saved car it only knows by id. */
export interface SavedCarSummary {
  id: string;
  name: string;
  slug: string;
  image: string | null;
  price: string;
}

export function savedCarSummary(car: Car, config: Pick<DealerConfig, 'pricing'>): SavedCarSummary {
  const p = displayPrice(car, config);
  return {
    id: car.id,
    name: car.name,
    slug: car.slug,
    image: car.primary_image_url ?? car.images[0]?.url ?? null,
    price: p.suffix ? `${p.text} ${p.suffix}` : p.text,
  };
}
