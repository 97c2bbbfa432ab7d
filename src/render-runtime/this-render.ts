import type { SiteData } from '../domain/schemas/site-data';
import { currentRenderJob, currentSiteData } from './render-job';
import { shardOfCar } from './shards';
// Whichever image CDN the dealer names, its URL rules are there for every page that renders from the site data.
import '../lib/image-cdn-every-provider';

/*
 * The render in progress, as the pages are given it: the middleware (src/middleware.ts) reads the site data here for
 * Astro.locals.site, and getStaticPaths, which has no Astro.locals, reads it here too. Nothing else in src/views or
 * src/components reads the render: a page receives the dealer, and passes on what its parts show.
 */

/** The dealer being built: the site data of the render in progress (render-job.ts), read and checked once for it. */
export function siteOfThisRender(): SiteData {
  return currentSiteData();
}

/**
 * The listed cars this render process builds pages for. Large stocks are rendered by several processes side
 * by side (scripts/lib/render/render-plan.ts); car i belongs to process shardOfCar(i, shards) of the render job.
 */
export function carsOfThisShard(): SiteData['cars'] {
  const { shard, shards } = currentRenderJob();
  const { cars } = siteOfThisRender();
  return shards > 1 ? cars.filter((_, i) => shardOfCar(i, shards) === shard) : cars;
}

/** getStaticPaths of every per-car route (/cars/{slug}/ and its print sheet): one page per listed car. */
export function carPaths() {
  return carsOfThisShard().map((car) => ({ params: { slug: car.slug }, props: { car } }));
}
