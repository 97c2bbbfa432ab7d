/** URL segment for a make, model or body name; the rule lives in src/domain/url-slug.ts (breadcrumbs use it too). */
export { urlSlug as toSlug } from '../domain/url-slug';
