import slugify from '@sindresorhus/slugify';

/**
 * URL segment for a make, model or body name (search paths /search/{make}/{model}, /search/{body}, breadcrumbs):
 * lowercase, accented letters transliterated (Škoda → skoda, Citroën → citroen), '&' removed, every other run of
 * non-alphanumerics one hyphen. Transliteration is @sindresorhus/slugify's; 'fooBar' stays 'foobar' (no
 * decamelising: model names like 'iLoad' are one word).
 */
export function urlSlug(text: string): string {
  return slugify(text, { decamelize: false, customReplacements: [['&', '']] });
}
