import { noteFor } from './feed-context';
import { foundShape, isBlank, readNumber, type Read } from './feed-values';

/*
 * The other shapes feeds give a list or an image in, turned into the one the Car schema reads: a list sent as one
 * string, an image as an object with another name for its URL. docs/feed-format.md, "Shapes", is the table.
 */

/** Features and other text lists sent as one string: split at |, ; or line breaks ("ABS | Cruise control"). */
export function splitTextList(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  return v.split(/\s*(?:\||;|\r?\n)\s*/).filter((s) => s.trim() !== '');
}

/**
 * Images sent as one string: URLs separated by commas or semicolons (before the next http(s):// or /, so one inside
 * a URL stays), | or line breaks.
 */
export function splitUrlList(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  return v.split(/\s*(?:[,;]\s*(?=https?:\/\/|\/)|\||\r?\n)\s*/).filter((s) => s.trim() !== '');
}

/*
 * A second URL inside a photo URL. After `=` or `/` it is an image service fetching another photo
 * (`https://img.example/fetch/https://dealer.example/1.jpg`, `?url=https://…`): one URL, kept. Anywhere else two
 * URLs were run together without a separator (`https://a/1.jpghttps://a/2.jpg`): split into its URLs when each
 * part is a whole URL, else the photo is left out with a warning.
 */
const SECOND_URL = /https?:\/\//gi;

/** Where URLs run together start again (indexes after the first character); [] when none does. */
function gluedStarts(s: string): number[] {
  const out: number[] = [];
  for (const m of s.matchAll(SECOND_URL)) if (m.index > 0 && !/[=/?&%]/.test(s[m.index - 1]!)) out.push(m.index);
  return out;
}

/** A whole absolute URL, for telling a clean split from a broken one. */
const WHOLE_URL = /^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i;

/** The URLs a photo URL run together from several is made of; null when it is one URL or cannot be split cleanly. */
export function splitGluedUrls(url: string): string[] | null {
  const starts = gluedStarts(url);
  if (starts.length === 0) return null;
  const parts = [0, ...starts].map((at, i, all) =>
    url
      .slice(at, all[i + 1])
      .trim()
      .replace(/[\s,;|]+$/, ''),
  );
  return parts.every((p) => WHOLE_URL.test(p)) ? parts : null;
}

/** The warning for a photo URL with a second URL run into it; null when it has none. */
export function gluedUrlProblem(url: string): string | null {
  const [at] = gluedStarts(url);
  if (at === undefined) return null;
  return `expected one photo URL; found a second URL run into it at character ${at + 1} (${JSON.stringify(url.slice(at, at + 40))}): photos need a separator (, ; | or a line break)`;
}

/**
 * The items of a photo list with URLs run together split into their URLs (counted once per feed); null when there
 * were none. An object item is left as it is: the reader leaves it out with a warning, not knowing which thumbnail
 * or size belongs to which URL.
 */
export function splitGluedItems(list: readonly unknown[], field: string): unknown[] | null {
  let out: unknown[] | null = null;
  list.forEach((item, i) => {
    const parts = typeof item === 'string' ? splitGluedUrls(item.trim()) : null;
    if (parts) (out ??= list.slice(0, i)).push(...parts);
    else out?.push(item);
  });
  if (out) noteFor(field, 'glued-urls', 'photo URLs run together without a separator ("https://…/1.jpghttps://…/2.jpg") were split into their URLs', true);
  return out;
}

/** An http:// photo read as https://: browsers block http photos on an https page, and Google and Meta want https. */
export function httpsPhoto(url: string): string {
  if (!/^http:\/\//i.test(url)) return url;
  noteFor(
    'photos',
    'https',
    'http:// photo addresses (images, thumbnails, primary_image_url, spin_images) read as https://, which browsers, Google and Meta take',
    true,
  );
  return `https://${url.slice('http://'.length)}`;
}

/** An image object's order key: `order`, `position`, `sequence`, `sort`, `index`, `rank`, as a word of its name. */
const ORDER_KEY = /^(?:order|position|pos|sequence|seq|sort|index|idx|rank)|(?:order|position|sequence|sort|index|rank)$/;

/** The number an image object gives its place by; null when it has none. */
function orderOf(item: unknown): number | null {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return null;
  for (const [k, v] of Object.entries(item)) {
    if (!ORDER_KEY.test(k.toLowerCase().replace(/[^a-z0-9]/g, ''))) continue;
    const n = readNumber(v);
    if (n.ok && n.value !== null) return n.value;
  }
  return null;
}

/**
 * Images in the order their `order` (`position`, `sequence`, `sortOrder`, `rank`...) key gives, lowest first, when
 * any has one: a feed lists them in upload order. Images without one follow in the feed's order; null when no
 * image has one or the order is already right.
 */
export function orderedImages(list: readonly unknown[]): unknown[] | null {
  const ranked = list.map((item, i) => ({ item, i, n: orderOf(item) }));
  if (ranked.every((r) => r.n === null)) return null;
  ranked.sort((a, b) => (a.n ?? Infinity) - (b.n ?? Infinity) || a.i - b.i);
  return ranked.some((r, i) => r.i !== i) ? ranked.map((r) => r.item) : null;
}

/** The keys an image object may keep its URL under, in order of preference (matched in any letter case). */
export const IMAGE_URL_KEYS = [
  'url',
  'src',
  'href',
  'uri',
  'link',
  'image_url',
  'imageurl',
  'large',
  'original',
  'full',
  'xl',
  'large_url',
  'medium',
  'image',
  // An XML element's text beside its attributes (`<Image seq="1">https://…</Image>`, stock-records.ts).
  '#text',
] as const;
const THUMB_KEYS = ['thumb', 'thumbnail', 'thumb_url', 'thumbnail_url', 'small'] as const;
const SIZE_KEYS = { width: ['width', 'w'], height: ['height', 'h'] } as const;

export const IMAGE_SHAPES = 'a URL string or an object with `url` (or `src`, `href`, `image.url`, `large`, `original`)';

type ImageInput = { url: unknown; thumb?: unknown; width?: unknown; height?: unknown };

/** An image in any of the shapes above as { url, thumb, width, height }; what was found when there is no URL. */
export function toImage(v: unknown): Read<ImageInput | null> {
  if (isBlank(v)) return { ok: true, value: null };
  if (typeof v === 'string' || typeof v === 'number') return { ok: true, value: { url: v } };
  if (!v || typeof v !== 'object' || Array.isArray(v)) return { ok: false, message: `expected ${IMAGE_SHAPES}; found ${foundShape(v)}` };
  const o = v as Record<string, unknown>;
  if ('url' in o && typeof o.url !== 'object') return { ok: true, value: o as ImageInput };
  const lower = new Map(Object.keys(o).map((k) => [k.toLowerCase(), o[k]]));
  const pick = (keys: readonly string[]) => keys.map((k) => lower.get(k)).find((x) => x !== undefined && !isBlank(x));
  let url = pick(IMAGE_URL_KEYS);
  // { image: { url } } and { url: { large } }: the URL one level down.
  if (url && typeof url === 'object') {
    const inner = toImage(url);
    url = inner.ok && inner.value ? inner.value.url : undefined;
  }
  if (url === undefined) return { ok: false, message: `expected ${IMAGE_SHAPES}; found ${foundShape(v)}` };
  const out: ImageInput = { url };
  const thumb = pick(THUMB_KEYS);
  if (thumb !== undefined) out.thumb = thumb;
  const width = pick(SIZE_KEYS.width);
  const height = pick(SIZE_KEYS.height);
  if (width !== undefined) out.width = width;
  if (height !== undefined) out.height = height;
  return { ok: true, value: out };
}

const PHOTO_EXTENSIONS = new Set(['jpg', 'jpeg', 'jfif', 'png', 'webp', 'avif']);

/**
 * A photo a browser shows: an http(s) URL whose file extension, when it has one, is JPEG, PNG, WebP or AVIF
 * (a URL without one, such as an image service's, passes). A path on this site is the dealer's own file and passes.
 */
export function photoExtensionProblem(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return null;
  }
  const ext = /\.([a-z0-9]{2,5})$/i.exec(pathname)?.[1]?.toLowerCase();
  return ext && !PHOTO_EXTENSIONS.has(ext) ? `expected a JPEG, PNG, WebP or AVIF photo; found a .${ext} file` : null;
}
