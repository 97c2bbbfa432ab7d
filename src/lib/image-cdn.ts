import { fillTemplate, LOCAL_WIDTHS, type CdnTransform, type ImageContext } from '../domain/responsive-image';
import { cspSource } from '../domain/csp-source';
import type { ImageCdn, ImageCdnProvider } from '../domain/schemas/settings/images';
import type { DealerConfig } from '../domain/schemas';

/*
 * The dealer's image CDN as a CdnTransform for src/domain/responsive-image.ts. Provider URL APIs come from the
 * unpic library (one small module per provider, imported directly so a bundle carries no CDN detection tables);
 * a URL template is filled by the domain. Used at build time and by islands that draw photos in the browser (search
 * cards, compare, saved and recently viewed cars), so it stays free of Node APIs.
 *
 * The provider is the dealer's images.cdn setting, read at run time like every other setting. Its unpic module is
 * loaded on demand (loadImageCdn): each provider is its own small chunk of the browser bundle, and a page fetches
 * only the one its dealer names, none without a provider. Build code registers every provider at once
 * (image-cdn-every-provider.ts). A transform asked for before its provider is loaded is an error, not a photo
 * quietly served at full size; one whose module could not be loaded (the shopper went offline) draws photos from
 * their own URLs, as without a CDN, and the caller says so in the console.
 */

type Ops = { width: number; height?: number; format?: string };
/** `fixed`: the caller needs exactly ops.format (the ad feeds' JPEG), not the CDN's negotiated choice. */
type Transformer = (src: string, ops: Ops, base: string | null, fixed: boolean) => string | undefined;
/** The shape of each unpic provider module's `transform` (options differ per provider, so they are left open). */
type UnpicTransform = (src: string, ops: never, options?: never) => string | undefined;
export type ProviderModule = { transform: UnpicTransform };

// Proxy-style CDNs (cloudflare, netlify, vercel, wsrv) resize any URL; the others only photos already on them
// (unpic hands back the URL unchanged then, and the domain falls back to the no-CDN rule).
const ADAPT: Record<ImageCdnProvider, (t: UnpicTransform) => Transformer> = {
  // An explicit format (fixed: the ad feeds need JPEG) replaces the providers' negotiated "auto".
  cloudinary: (t) => (src, ops, _base, fixed) => t(src, { ...ops, format: fixed ? ops.format : 'auto' } as never),
  imgix: (t) => (src, ops, _base, fixed) => t(src, (fixed ? ops : { ...ops, format: undefined, auto: 'format' }) as never),
  cloudflare: (t) => (src, ops, base, fixed) =>
    t(src, { ...ops, format: fixed ? ops.format : 'auto' } as never, (base ? { domain: new URL(base).host } : undefined) as never),
  netlify: (t) => (src, ops, base) => t(src, ops as never, (base ? { baseUrl: base } : undefined) as never),
  // Vercel's optimizer picks the format from the browser's Accept header: it cannot promise one.
  vercel: (t) => (src, ops, base, fixed) => (fixed ? undefined : t(src, { width: ops.width } as never, (base ? { baseUrl: base } : undefined) as never)),
  bunny: (t) => (src, ops) => t(src, ops as never),
  contentful: (t) => (src, ops) => t(src, ops as never),
  imagekit: (t) => (src, ops) => t(src, ops as never),
  wsrv: (t) => (src, ops) => t(src, ops as never),
};

// Written out one by one so the bundler makes each provider a chunk of its own, fetched only when loaded.
const MODULES: Record<ImageCdnProvider, () => Promise<ProviderModule>> = {
  cloudinary: () => import('unpic/providers/cloudinary') as Promise<ProviderModule>,
  imgix: () => import('unpic/providers/imgix') as Promise<ProviderModule>,
  cloudflare: () => import('unpic/providers/cloudflare') as Promise<ProviderModule>,
  netlify: () => import('unpic/providers/netlify') as Promise<ProviderModule>,
  vercel: () => import('unpic/providers/vercel') as Promise<ProviderModule>,
  bunny: () => import('unpic/providers/bunny') as Promise<ProviderModule>,
  contentful: () => import('unpic/providers/contentful') as Promise<ProviderModule>,
  imagekit: () => import('unpic/providers/imagekit') as Promise<ProviderModule>,
  wsrv: () => import('unpic/providers/wsrv') as Promise<ProviderModule>,
};

const loaded = new Map<ImageCdnProvider, Transformer>();
const loading = new Map<ImageCdnProvider, Promise<void>>();
/** Providers whose module could not be loaded on this page (until a later try loads it). */
const failed = new Set<ImageCdnProvider>();

/** Makes providers' modules (already imported) available to cdnTransform at once: build code, tests. */
export function registerImageCdnProviders(modules: Partial<Record<ImageCdnProvider, ProviderModule>>): void {
  for (const [name, mod] of Object.entries(modules) as [ImageCdnProvider, ProviderModule][]) {
    loaded.set(name, ADAPT[name](mod.transform));
    failed.delete(name);
  }
}

/** The provider whose module this setting still needs, or null: no CDN, a URL template, or its module is in. */
function providerToLoad(cdn: ImageCdn): ImageCdnProvider | null {
  return cdn === 'none' || 'template' in cdn || loaded.has(cdn.provider) ? null : cdn.provider;
}

/** Whether photos can be drawn for this setting now: no provider to load, its module is in, or it failed to load. */
export function imageCdnReady(cdn: ImageCdn): boolean {
  const provider = providerToLoad(cdn);
  return provider === null || failed.has(provider);
}

/**
 * Loads the module of the setting's provider (once per page, however many callers ask); resolves at once when
 * there is none to load. A module that fails to load (the shopper went offline) rejects; until a later call loads
 * it, photos are drawn from their own URLs.
 */
export function loadImageCdn(cdn: ImageCdn): Promise<void> {
  const provider = providerToLoad(cdn);
  if (provider === null) return Promise.resolve();
  let pending = loading.get(provider);
  if (!pending) {
    pending = MODULES[provider]().then(
      (mod) => registerImageCdnProviders({ [provider]: mod }),
      (error: unknown) => {
        loading.delete(provider);
        failed.add(provider);
        throw error;
      },
    );
    loading.set(provider, pending);
  }
  return pending;
}

/** loadImageCdn for islands: never rejects; a module that cannot be loaded is said in the console (photos then keep their own URLs). */
export function loadImageCdnOrWarn(cdn: ImageCdn): Promise<void> {
  return loadImageCdn(cdn).catch((error: unknown) =>
    console.warn(`Image CDN ${JSON.stringify(cdn)}: its module could not be loaded; photos load from their own URLs.`, error),
  );
}

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
  const run = loaded.get(cdn.provider);
  if (!run && failed.has(cdn.provider)) return null;
  if (!run) throw new Error(`image CDN "${cdn.provider}": its module is not loaded (await loadImageCdn(cdn) first)`);
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
  return sample ? cspSource(sample, ['http:', 'https:']) : null;
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
