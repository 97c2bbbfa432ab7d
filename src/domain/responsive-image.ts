/*
 * One place decides the src/srcset/sizes of every photo: the layout slot says how wide the image is drawn at
 * each breakpoint (sizes, matching the CSS) and which widths are worth offering; the dealer's image CDN (or the
 * build's own resized copies of dealer-hosted photos, or the feed's thumbnail) says what URL serves each width.
 * Pure: the provider URL API (unpic) is passed in as `transform` by src/views/image-cdn.ts.
 */

/** Where an image is drawn; each slot's sizes mirror the CSS that lays it out. */
export type ImageSlot =
  | 'card'
  | 'search-card'
  | 'search-card-4'
  | 'gallery'
  | 'thumb'
  | 'fullscreen'
  | 'sticky'
  | 'print'
  | 'hero'
  | 'banner'
  | 'offer'
  | 'offer-detail'
  | 'location'
  | 'small-card'
  | 'compare'
  | 'summary';

type SlotSpec = { sizes: string; widths: readonly number[]; thumb: boolean };

/**
 * Layout per slot, from the CSS (1320px container with 16px padding and 16px gaps). card: `.grid` auto-fill
 * minmax(260px): 4 across from 1120px, 3 from 844px, 2 from 568px. search-card: `.sr-grid` beside the 260px facet
 * column from 992px, 2 across from 576px, 3 from 1200px; search-card-4 goes 4 across from 1400px. gallery: the
 * vehicle layout's main column (beside a 380px side column from 992px). thumb: the 96px thumbnail buttons;
 * sticky: the 80px header picture. `thumb: true` slots may use the feed's thumbnail.
 */
const CARD =
  '(min-width: 1320px) 310px, (min-width: 1120px) calc((100vw - 80px) / 4), (min-width: 844px) calc((100vw - 64px) / 3), (min-width: 568px) calc((100vw - 48px) / 2), calc(100vw - 32px)';
// 3 across from 992 px (beside the 260 px filter column), 2 from 576 px, 1 below.
const SEARCH_CARD = '(min-width: 1320px) 330px, (min-width: 992px) calc((100vw - 340px) / 3), (min-width: 576px) calc(50vw - 24px), calc(100vw - 32px)';
export const IMAGE_SLOTS: Record<ImageSlot, SlotSpec> = {
  card: { sizes: CARD, widths: [320, 480, 640, 800], thumb: true },
  'search-card': { sizes: SEARCH_CARD, widths: [320, 480, 640, 800], thumb: true },
  'search-card-4': {
    sizes: `(min-width: 1320px) 245px, (min-width: 1200px) calc((100vw - 356px) / 4), ${SEARCH_CARD}`,
    widths: [320, 480, 640, 800],
    thumb: true,
  },
  // Saved cars (minmax(240px) grid) and recently viewed (minmax(180px)): client-rendered from a stored image URL.
  'small-card': {
    sizes: '(min-width: 1320px) 245px, (min-width: 568px) calc((100vw - 48px) / 2), calc(100vw - 32px)',
    widths: [240, 320, 480, 640, 800],
    thumb: true,
  },
  gallery: {
    sizes: '(min-width: 1320px) 892px, (min-width: 992px) calc(100vw - 428px), calc(100vw - 32px)',
    widths: [480, 640, 800, 1024, 1280, 1600],
    thumb: false,
  },
  fullscreen: { sizes: '100vw', widths: [640, 800, 1024, 1280, 1600, 1920], thumb: false },
  thumb: { sizes: '96px', widths: [96, 192], thumb: true },
  sticky: { sizes: '80px', widths: [80, 160], thumb: true },
  print: { sizes: '640px', widths: [640, 1280], thumb: false },
  // The compare table's car columns: the table less its 9rem (6.5rem on phones) label column, two or more cars
  // a row, the table never narrower than 520px (it scrolls sideways on phones).
  // The reserve / buy-online page's car summary: half the container from 992px (two columns), else full width.
  summary: { sizes: '(min-width: 1320px) 640px, (min-width: 992px) calc(50vw - 28px), calc(100vw - 32px)', widths: [480, 640, 960, 1280], thumb: false },
  compare: { sizes: '(min-width: 1320px) 560px, (min-width: 601px) calc(50vw - 100px), 200px', widths: [240, 320, 480, 640], thumb: true },
  hero: { sizes: '100vw', widths: [480, 640, 960, 1280, 1600, 1920], thumb: false },
  banner: { sizes: '(min-width: 1320px) 1320px, 100vw', widths: [480, 640, 960, 1320, 1920], thumb: false },
  offer: { sizes: CARD, widths: [320, 480, 640, 800], thumb: false },
  'offer-detail': {
    sizes: '(min-width: 1320px) 760px, (min-width: 992px) calc((100vw - 56px) * 0.6), calc(100vw - 32px)',
    widths: [480, 640, 960, 1280, 1920],
    thumb: false,
  },
  location: { sizes: CARD, widths: [320, 480, 640, 960], thumb: false },
};

/** Every width a srcset asks an image CDN for, smallest first: the preview's own CDN resizes only these. */
export const SRCSET_WIDTHS: readonly number[] = [...new Set(Object.values(IMAGE_SLOTS).flatMap((s) => s.widths))].sort((a, b) => a - b);

/** The srcset width nearest to a width asked for (the larger of two as near). */
export function nearestSrcsetWidth(width: number): number {
  return SRCSET_WIDTHS.reduce((best, w) => (Math.abs(w - width) <= Math.abs(best - width) ? w : best), SRCSET_WIDTHS[0]!);
}

/** A photo as feeds carry it: the full URL, maybe a thumbnail, maybe its pixel size. */
export type Photo = { url: string; thumb?: string | null; width?: number | null; height?: number | null };

/** What an <img> (or a preload link) needs. srcset/sizes are absent when only one URL exists. */
export type ResponsiveImage = { src: string; srcset?: string; sizes?: string; width: number; height: number };

/** Provider URL for a width (and height); null when the photo is not one this CDN can resize. */
/** A CDN URL of the photo at that size; `format` asks for that output format (default: what the site serves, WebP or the CDN's choice). */
export type CdnTransform = (absoluteUrl: string, width: number, height: number | null, format?: 'webp' | 'jpeg') => string | null;

export type ImageContext = {
  /** The dealer CDN's URL API, or null (no CDN configured). */
  transform: CdnTransform | null;
  /** The site's own address, to make /dealer/... photos absolute for a remote CDN. */
  siteUrl: string;
  /** Widths the build resized dealer-hosted rasters into (empty when it did not). */
  localWidths: readonly number[];
};

/** The widths the build makes of each dealer-hosted photo (every slot's widths draw from these). */
export const LOCAL_WIDTHS = [96, 192, 320, 480, 640, 800, 1024, 1280, 1600] as const;

const RASTER = /\.(jpe?g|png|webp|avif)$/i;

/** A photo in the dealer's assets folder that the build can resize (vector images need no sizes). */
export function isLocalRaster(url: string): boolean {
  return url.startsWith('/dealer/') && !url.includes('..') && RASTER.test(url.split(/[?#]/)[0]!);
}

/** Address of the build's resized copy of a dealer-hosted photo: /dealer/img/x.jpg at 640 -> /dealer/img/x.w640.webp. */
export function localVariantUrl(url: string, width: number): string {
  return `${url.split(/[?#]/)[0]!.replace(RASTER, '')}.w${width}.webp`;
}

/**
 * Fills a URL template. {url} is percent-encoded when it stands after the "?" (a query value) and left as is in
 * the path (cdn-cgi style /width=640/https://host/x.jpg), so both common template shapes work.
 */
export function fillTemplate(template: string, url: string, width: number, height: number | null, format = 'webp'): string {
  const q = template.indexOf('?');
  return template.replace(/\{(url|width|height|format)\}/g, (_m, name: string, at: number) => {
    if (name === 'url') return q >= 0 && at > q ? encodeURIComponent(url) : encodeURI(decodeURI(url));
    if (name === 'width') return String(width);
    if (name === 'height') return height === null ? '' : String(height);
    return format;
  });
}

/** Width descriptors, smallest first, each width once. */
function srcsetOf(entries: { url: string; w: number }[]): string {
  const seen = new Set<number>();
  return entries
    .filter((e) => !seen.has(e.w) && seen.add(e.w))
    .sort((a, b) => a.w - b.w)
    .map((e) => `${e.url} ${e.w}w`)
    .join(', ');
}

function absolute(url: string, siteUrl: string): string {
  try {
    return new URL(url, siteUrl).href;
  } catch {
    return url;
  }
}

/** Drawn size: the photo's own aspect when known, else 4:3 (the feeds' norm), at the slot's largest width. */
function box(photo: Photo, fallback: { width: number; height: number }): { width: number; height: number } {
  if (photo.width && photo.height) return { width: photo.width, height: photo.height };
  return fallback;
}

/**
 * src/srcset/sizes for a photo drawn in a slot. In order: the CDN resizes it (every slot width); else a
 * dealer-hosted raster uses the build's resized copies; else a remote photo uses the feed's thumbnail where a
 * small picture is drawn (cards, thumbnails) and the full URL elsewhere, without srcset (one URL is all there is).
 * `size` is the width/height attributes (kept so the layout never shifts).
 */
export function responsiveImage(photo: Photo, slot: ImageSlot, ctx: ImageContext, size?: { width: number; height: number }): ResponsiveImage {
  const spec = IMAGE_SLOTS[slot];
  const dims = size ?? box(photo, { width: 800, height: 600 });
  const ratio = dims.height / dims.width;
  const largest = spec.widths[spec.widths.length - 1]!;
  if (ctx.transform && !photo.url.toLowerCase().split(/[?#]/)[0]!.endsWith('.svg')) {
    const abs = absolute(photo.url, ctx.siteUrl);
    const entries = spec.widths.map((w) => ({ url: ctx.transform!(abs, w, Math.round(w * ratio)), w }));
    if (entries.every((e) => e.url && e.url !== abs)) {
      const list = entries as { url: string; w: number }[];
      const fallback = list.find((e) => e.w >= Math.min(800, largest)) ?? list[list.length - 1]!;
      return { src: fallback.url, srcset: srcsetOf(list), sizes: spec.sizes, ...dims };
    }
  }
  if (ctx.localWidths.length && isLocalRaster(photo.url)) {
    const max = photo.width ?? Infinity;
    // Never offer a width above the original's (the copy would be the original's size, the descriptor a lie).
    const widths = spec.widths.map((w) => ctx.localWidths.find((l) => l >= w) ?? ctx.localWidths[ctx.localWidths.length - 1]!).filter((w) => w <= max);
    const list = [...new Set(widths)].map((w) => ({ url: localVariantUrl(photo.url, w), w }));
    // A photo narrower than the slot's largest width offers itself at its own width (no wider copy exists).
    if (photo.width && photo.width < largest && (list.length === 0 || list[list.length - 1]!.w < photo.width)) list.push({ url: photo.url, w: photo.width });
    if (list.length > 1) {
      const fallback = list.find((e) => e.w >= Math.min(800, largest)) ?? list[list.length - 1]!;
      return { src: fallback.url, srcset: srcsetOf(list), sizes: spec.sizes, ...dims };
    }
  }
  const src = spec.thumb && photo.thumb ? photo.thumb : photo.url;
  return { src, ...dims };
}
