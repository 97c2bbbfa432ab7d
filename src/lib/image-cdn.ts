import { transform as cloudinary } from 'unpic/providers/cloudinary';
import { transform as imgix } from 'unpic/providers/imgix';
import { transform as cloudflare } from 'unpic/providers/cloudflare';
import { transform as netlify } from 'unpic/providers/netlify';
import { transform as vercel } from 'unpic/providers/vercel';
import { transform as bunny } from 'unpic/providers/bunny';
import { transform as contentful } from 'unpic/providers/contentful';
import { transform as imagekit } from 'unpic/providers/imagekit';
import { transform as wsrv } from 'unpic/providers/wsrv';
import { fillTemplate, LOCAL_WIDTHS, type CdnTransform, type ImageContext } from '../domain/responsive-image';
import type { ImageCdn, ImageCdnProvider } from '../domain/schemas/settings/images';
import type { DealerConfig } from '../domain/schemas';

/*
 * The dealer's image CDN as a CdnTransform for src/domain/responsive-image.ts. Provider URL APIs come from the
 * unpic library (one small module per provider, imported directly so a bundle carries no CDN detection tables);
 * a URL template is filled by the domain. Used at build time and by the search island (cards rendered in the
 * browser), so it stays free of Node APIs.
 */

type Ops = { width: number; height?: number; format?: string };
/** `fixed`: the caller needs exactly ops.format (the ad feeds' JPEG), not the CDN's negotiated choice. */
type Transformer = (src: string, ops: Ops, base: string | null, fixed: boolean) => string | undefined;

// Proxy-style CDNs (cloudflare, netlify, vercel, wsrv) resize any URL; the others only photos already on them
// (unpic hands back the URL unchanged then, and the domain falls back to the no-CDN rule).
// Each entry is kept only when the build names that provider (or names none: tests, tools). The comparisons are
// written out so the bundler can fold them and drop the other providers' modules from the browser bundle.
// Set from the render job by astro.config.mjs; why a build-time constant: docs/decisions.md, Image-CDN provider as a build-time constant.
declare const __DEALER_IMAGE_CDN_PROVIDER__: string | undefined;
const unused: Transformer = () => undefined;
const PROVIDERS: Record<ImageCdnProvider, Transformer> = {
  // An explicit format (fixed: the ad feeds need JPEG) replaces the providers' negotiated "auto".
  cloudinary:
    typeof __DEALER_IMAGE_CDN_PROVIDER__ === 'undefined' || __DEALER_IMAGE_CDN_PROVIDER__ === 'cloudinary'
      ? (src, ops, _base, fixed) => cloudinary(src, { ...ops, format: fixed ? ops.format : 'auto' } as never)
      : unused,
  imgix:
    typeof __DEALER_IMAGE_CDN_PROVIDER__ === 'undefined' || __DEALER_IMAGE_CDN_PROVIDER__ === 'imgix'
      ? (src, ops, _base, fixed) => imgix(src, (fixed ? ops : { ...ops, format: undefined, auto: 'format' }) as never)
      : unused,
  cloudflare:
    typeof __DEALER_IMAGE_CDN_PROVIDER__ === 'undefined' || __DEALER_IMAGE_CDN_PROVIDER__ === 'cloudflare'
      ? (src, ops, base, fixed) => cloudflare(src, { ...ops, format: fixed ? ops.format : 'auto' } as never, base ? { domain: new URL(base).host } : undefined)
      : unused,
  netlify:
    typeof __DEALER_IMAGE_CDN_PROVIDER__ === 'undefined' || __DEALER_IMAGE_CDN_PROVIDER__ === 'netlify'
      ? (src, ops, base) => netlify(src, ops as never, base ? { baseUrl: base } : undefined)
      : unused,
  // Vercel's optimizer picks the format from the browser's Accept header: it cannot promise one.
  vercel:
    typeof __DEALER_IMAGE_CDN_PROVIDER__ === 'undefined' || __DEALER_IMAGE_CDN_PROVIDER__ === 'vercel'
      ? (src, ops, base, fixed) => (fixed ? undefined : vercel(src, { width: ops.width } as never, base ? { baseUrl: base } : undefined))
      : unused,
  bunny: typeof __DEALER_IMAGE_CDN_PROVIDER__ === 'undefined' || __DEALER_IMAGE_CDN_PROVIDER__ === 'bunny' ? (src, ops) => bunny(src, ops as never) : unused,
  contentful:
    typeof __DEALER_IMAGE_CDN_PROVIDER__ === 'undefined' || __DEALER_IMAGE_CDN_PROVIDER__ === 'contentful'
      ? (src, ops) => contentful(src, ops as never)
      : unused,
  imagekit:
    typeof __DEALER_IMAGE_CDN_PROVIDER__ === 'undefined' || __DEALER_IMAGE_CDN_PROVIDER__ === 'imagekit' ? (src, ops) => imagekit(src, ops as never) : unused,
  wsrv: typeof __DEALER_IMAGE_CDN_PROVIDER__ === 'undefined' || __DEALER_IMAGE_CDN_PROVIDER__ === 'wsrv' ? (src, ops) => wsrv(src, ops as never) : unused,
};

// Hosts of CDNs that only resize photos stored on them: another host's URL with their query would load full size.
const OWN_HOSTS: Partial<Record<ImageCdnProvider, RegExp>> = {
  cloudinary: /(^|\.)res\.cloudinary\.com$/,
  imgix: /\.imgix\.net$/,
  bunny: /\.b-cdn\.net$/,
  contentful: /^images\.ctfassets\.net$/,
  imagekit: /^ik\.imagekit\.io$/,
};

function onCdn(provider: ImageCdnProvider, url: string, base: string | null): boolean {
  const own = OWN_HOSTS[provider];
  if (!own) return true;
  try {
    const host = new URL(url).hostname;
    return own.test(host) || (base !== null && host === new URL(base).hostname);
  } catch {
    return false;
  }
}

/** The transform for a dealer's `images.cdn` setting; null for "none". */
export function cdnTransform(cdn: ImageCdn): CdnTransform | null {
  if (cdn === 'none') return null;
  if ('template' in cdn) return (url, width, height, format) => fillTemplate(cdn.template, url, width, height, format ?? 'webp');
  const run = PROVIDERS[cdn.provider];
  return (url, width, height, format) => {
    if (!onCdn(cdn.provider, url, cdn.base_url)) return null;
    try {
      return run(url, { width, ...(height ? { height } : {}), format: format ?? 'webp' }, cdn.base_url, format !== undefined) ?? null;
    } catch {
      return null;
    }
  };
}

/**
 * CDNs that draw a vector photo (SVG) into the raster format asked for (Cloudinary f_jpg, imgix fm=jpg, ImageKit
 * f-jpg, wsrv output=jpg). Cloudflare serves SVG as it is ("Cloudflare does not resize SVGs"); Netlify, Bunny and
 * Contentful are not relied on for it; a template is when it passes {format} on.
 */
const DRAWS_VECTORS: ReadonlySet<ImageCdnProvider> = new Set(['cloudinary', 'imgix', 'imagekit', 'wsrv']);
const VECTOR = /\.(svgz?)(?:$|[?#])|^data:image\/svg/i;

/** Width of the photo the ad feeds ask the CDN for (Merchant Center and Meta recommend at least 800 and 1080 px). */
export const FEED_PHOTO_WIDTH = 1600;

/**
 * A JPEG rendition of the photo from the dealer's image CDN, for the ad platforms (which refuse SVG); null when there
 * is no CDN, the photo is not on a store CDN, or the CDN cannot turn this photo into JPEG (a vector photo on a CDN
 * that passes vectors through, or any photo on Vercel, which negotiates the format).
 */
export function rasterPhotoUrl(cdn: ImageCdn, absoluteUrl: string, width = FEED_PHOTO_WIDTH): string | null {
  if (cdn === 'none') return null;
  if (VECTOR.test(absoluteUrl) && ('template' in cdn ? !cdn.template.includes('{format}') : !DRAWS_VECTORS.has(cdn.provider))) return null;
  return cdnTransform(cdn)?.(absoluteUrl, width, null, 'jpeg') ?? null;
}

/** The origin images come from when a CDN is set (added to the CSP's img-src); null when it is the photos' own host. */
export function cdnOrigin(cdn: ImageCdn): string | null {
  if (cdn === 'none') return null;
  const sample = 'template' in cdn ? fillTemplate(cdn.template, 'https://example.com/x.jpg', 1, 1) : cdn.base_url;
  if (!sample) return null;
  try {
    return new URL(sample).origin;
  } catch {
    return null;
  }
}

/** Serialisable image settings an island needs to build the same URLs in the browser (search cards). */
export type ImageSettings = { cdn: ImageCdn; siteUrl: string; local: boolean };

/** Without a CDN the build resizes dealer-hosted photos (scripts/lib/publish/resize-images.ts), so their copies exist. */
export function imageSettings(config: Pick<DealerConfig, 'images' | 'url'>): ImageSettings {
  return { cdn: config.images.cdn, siteUrl: config.url, local: config.images.cdn === 'none' };
}

export function contextOf(settings: ImageSettings): ImageContext {
  return { transform: cdnTransform(settings.cdn), siteUrl: settings.siteUrl, localWidths: settings.local ? LOCAL_WIDTHS : [] };
}
