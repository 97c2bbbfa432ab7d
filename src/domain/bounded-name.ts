/*
 * Names the build makes from feed text (a car's folder /cars/{slug}/, search folders /search/{make}/{model}/, the
 * by-id lead files) kept short. A file or folder name has at most 255 bytes on the disks a site is built on and
 * served from (ext4, APFS, NTFS); a 300-character badge once made a car folder longer than that and the render
 * stopped with ENAMETOOLONG. A URL is also read by people: 80 characters is room for any real make, model, badge
 * and id.
 */

/** The most bytes of one file or folder name on the file systems a site is built and served from. */
export const MAX_NAME_BYTES = 255;

/** The longest car slug and make, model or body segment of a URL (characters; slugs are ASCII, so bytes too). */
export const MAX_SLUG_CHARS = 80;

const encoder = new TextEncoder();

/** How many bytes `text` takes in UTF-8. */
export const utf8Length = (text: string): number => encoder.encode(text).length;

/** Separators a cut may fall on: a hyphen (slugs) or white space (text). */
const SEPARATOR = /[-\s]/;

/**
 * `text` cut to at most `maxBytes` UTF-8 bytes, between whole characters. The cut falls on the last hyphen or space
 * in the second half of what fits, so a word is not split when one can end there; separators left at the end go.
 */
export function cutAtBoundary(text: string, maxBytes: number): string {
  if (utf8Length(text) <= maxBytes) return text;
  let end = 0;
  let bytes = 0;
  for (const ch of text) {
    const size = utf8Length(ch);
    if (bytes + size > maxBytes) break;
    bytes += size;
    end += ch.length;
  }
  let cut = end;
  // The cut already falls before a separator: the word before it is whole.
  if (!SEPARATOR.test(text[end] ?? '')) {
    for (let i = end - 1; i > end / 2; i--) {
      if (SEPARATOR.test(text[i]!)) {
        cut = i;
        break;
      }
    }
  }
  return text.slice(0, cut).replace(/[-\s]+$/, '');
}

/**
 * A short hash of `text` (cyrb53: 53 bits, as 11 base-36 characters), the same in the build and in a browser: two
 * long names cut to one head stay two names by it.
 */
export function textHash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36).padStart(11, '0');
}

/**
 * One name made from feed text, at most `maxBytes` UTF-8 bytes: as it is when it fits, else cut at a boundary with
 * `-` and a hash of the whole name at the end, so two names that differ only past the cut never become one.
 */
export function boundedSegment(text: string, maxBytes: number = MAX_NAME_BYTES): string {
  if (utf8Length(text) <= maxBytes) return text;
  const hash = textHash(text);
  const head = cutAtBoundary(text, maxBytes - hash.length - 1);
  return head ? `${head}-${hash}` : hash;
}

/**
 * A car's slug of at most MAX_SLUG_CHARS: as it is when it fits, else its head cut at a hyphen and the car's id
 * (`idSlug`, the id as a slug) kept at the end, so two cars whose long names begin alike never share a page. An id
 * slug too long to leave room (over half the limit) is itself cut with a hash; an id with no letter or digit to
 * keep (`丰田`, `#`) is its hash.
 */
export function boundedCarSlug(slug: string, idSlug: string, id: string): string {
  if (slug.length <= MAX_SLUG_CHARS) return slug;
  const tail = idSlug === '' ? textHash(id) : boundedSegment(idSlug, MAX_SLUG_CHARS / 2);
  // A slug that already ends with the id (a made slug, most given ones) keeps it once.
  const body = slug.endsWith(`-${idSlug}`) && idSlug !== '' ? slug.slice(0, -idSlug.length - 1) : slug;
  const head = cutAtBoundary(body, MAX_SLUG_CHARS - tail.length - 1);
  return head ? `${head}-${tail}` : tail;
}
