import { foundShape, isBlank, type Read } from './feed-values';

/*
 * The other shapes feeds give a list or an image in, turned into the one the Car schema reads: a list sent as one
 * string, an image as an object with another name for its URL. docs/feed-format.md, "Shapes", is the table.
 */

/** Features and other text lists sent as one string: split at |, ; or line breaks ("ABS | Cruise control"). */
export function splitTextList(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  return v.split(/\s*(?:\||;|\r?\n)\s*/).filter((s) => s.trim() !== '');
}

/** Images sent as one string: URLs separated by commas (before the next http(s):// or /), | or line breaks. */
export function splitUrlList(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  return v.split(/\s*(?:,\s*(?=https?:\/\/|\/)|\||\r?\n)\s*/).filter((s) => s.trim() !== '');
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
