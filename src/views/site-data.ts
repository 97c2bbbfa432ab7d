import type { SiteData } from './site-data-shape';
import { currentRenderJob, currentSiteData } from '../render-runtime/render-job';
import { shardOfCar } from '../render-runtime/shards';
// Whichever image CDN the dealer names, its URL rules are there for every page that reads the dealer's settings.
import '../lib/image-cdn-every-provider';

export type { SiteData } from './site-data-shape';

/** The dealer being built: the site data of the render in progress (render-job.ts). */
export function getSite(): SiteData {
  return currentSiteData();
}

/**
 * The listed cars this render process builds pages for. Large stocks are rendered by several processes side
 * by side (scripts/lib/render/render-plan.ts); car i belongs to process shardOfCar(i, shards) of the render job.
 */
export function carsOfThisShard(): SiteData['cars'] {
  const { shard, shards } = currentRenderJob();
  const { cars } = getSite();
  return shards > 1 ? cars.filter((_, i) => shardOfCar(i, shards) === shard) : cars;
}

/** getStaticPaths of every per-car route (/cars/{slug}/ and its print sheet): one page per listed car. */
export function carPaths() {
  return carsOfThisShard().map((car) => ({ params: { slug: car.slug }, props: { car } }));
}
