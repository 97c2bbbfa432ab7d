import slugify from '@sindresorhus/slugify';
import { boundedSegment, MAX_SLUG_CHARS } from './bounded-name';

/**
 * URL segment for a make, model or body name (search paths /search/{make}/{model}, /search/{body}, breadcrumbs):
 * lowercase, accented letters transliterated (Škoda → skoda, Citroën → citroen), '&' removed, every other run of
 * non-alphanumerics one hyphen. Transliteration is @sindresorhus/slugify's; 'fooBar' stays 'foobar' (no
 * decamelising: model names like 'iLoad' are one word). At most MAX_SLUG_CHARS: a longer name (a 1,000-character
 * model from a broken feed) is cut at a hyphen with a hash of the whole, so its folder fits the disk's name limit.
 */
export function urlSlug(text: string): string {
  let slug = slugs.get(text);
  if (slug === undefined) {
    // A site has a few hundred distinct makes, models and bodies; the bound only guards against a runaway caller.
    if (slugs.size >= MAX_REMEMBERED) slugs.clear();
    slugs.set(text, (slug = boundedSegment(slugify(text, { decamelize: false, customReplacements: [['&', '']] }), MAX_SLUG_CHARS)));
  }
  return slug;
}

// Transliterating is slow next to a lookup, and every vehicle and search page slugs the same few names again
// (breadcrumbs, make and body links): 1.5 s of a 5,000-car render process before this.
const MAX_REMEMBERED = 5000;
const slugs = new Map<string, string>();
