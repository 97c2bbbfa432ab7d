import { z } from 'zod';
import { cspSource } from '../../csp-source';

/*
 * Settings area `images` of dealer.json: where car photos are resized. Strict: an unknown key is a problem naming
 * the closest known key. The URL building is src/domain/responsive-image.ts; provider URLs are made by the `unpic`
 * library (src/views/image-cdn.ts), so only providers it supports are listed.
 */

/** Image CDNs whose URL API the unpic library speaks (https://unpic.pics/lib). */
export const IMAGE_CDN_PROVIDERS = ['cloudinary', 'imgix', 'cloudflare', 'netlify', 'vercel', 'bunny', 'contentful', 'imagekit', 'wsrv'] as const;
export type ImageCdnProvider = (typeof IMAGE_CDN_PROVIDERS)[number];

/** Placeholders a URL template may use; {url} and {width} are required. */
export const TEMPLATE_PLACEHOLDERS = ['url', 'width', 'height', 'format'] as const;

// An https URL with a plain host name (its origin goes into the page's CSP img-src: csp-source.ts).
const httpsOrigin = (s: string): boolean => cspSource(s) !== null && !/[\s\\]/.test(s);

/** A template with its placeholders filled must be an https URL; unknown placeholders are refused (a typo would ship). */
export function templateProblem(template: string): string | null {
  const names = [...template.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!);
  const unknown = names.filter((n) => !(TEMPLATE_PLACEHOLDERS as readonly string[]).includes(n));
  if (unknown.length) return `unknown placeholder {${unknown[0]}}: use {url}, {width}, {height} or {format}`;
  if (!names.includes('url') || !names.includes('width')) return 'must contain {url} and {width}';
  if (/[<>"'`\s\\]/.test(template)) return 'must not contain spaces, quotes, angle brackets or backslashes';
  const filled = template
    .replace(/\{url\}/g, 'x')
    .replace(/\{width\}|\{height\}/g, '1')
    .replace(/\{format\}/g, 'webp');
  return httpsOrigin(filled) ? null : 'must be an https URL with a plain host name (https://host/...) without user:password once its placeholders are filled';
}

const providerSchema = z.strictObject({
  /** An image CDN unpic supports; photos already on it (or, for cloudflare/netlify/vercel/wsrv, any photo) are resized by URL. */
  provider: z.enum(IMAGE_CDN_PROVIDERS),
  /** The CDN's https origin: cloudflare (zone with Image Resizing), netlify and vercel (the site serving /.netlify/images or /_vercel/image); for cloudinary, imgix, bunny, imagekit a custom domain the photos are served from. */
  base_url: z.string().refine(httpsOrigin, { message: 'must be an https URL with a plain host name, without user:password' }).nullable().default(null),
});

const templateSchema = z.strictObject({
  /** https URL with {url} (the photo's absolute URL, percent-encoded when it stands in the query), {width}, optional {height} and {format} (webp). */
  template: z.string().superRefine((s, ctx) => {
    const p = templateProblem(s);
    if (p) ctx.addIssue({ code: 'custom', message: p });
  }),
});

export const imageCdnSchema = z.union([z.literal('none'), providerSchema, templateSchema]);
export type ImageCdn = z.infer<typeof imageCdnSchema>;

/** Where car photos, offers, hero slides and banners are resized (docs/images.md). */
export const imagesSchema = z
  .strictObject({
    /** "none" (dealer-hosted photos are resized at build time; remote ones use the feed's thumbnail for cards), { "provider": ..., "base_url": ... } or { "template": "https://..." }. Its origin is added to the CSP's img-src. */
    cdn: imageCdnSchema.default('none'),
  })
  .prefault({});
