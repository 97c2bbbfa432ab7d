import type { Assert, Same, SiteData } from '../domain/schemas/site-data';
import type { EmbeddedIndex } from '../search/index-format';

/**
 * Everything the pages of one dealer site are rendered from (src/domain/schemas/site-data.ts, siteDataSchema): each
 * render reads and checks it once (src/render-runtime/render-job.ts), the middleware (src/middleware.ts) hands it to
 * every page as Astro.locals.site, and the pages pass on what their components show.
 */
export type { SiteData };

/** The schema's search index is the index src/search builds and reads: a change to either fails to compile here. */
type _SearchIndexIsEmbeddedIndex = Assert<Same<SiteData['searchIndex'], EmbeddedIndex>>;
