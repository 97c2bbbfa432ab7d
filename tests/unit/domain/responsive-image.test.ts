import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  fillTemplate,
  IMAGE_SLOTS,
  localVariantUrl,
  nearestSrcsetWidth,
  responsiveImage,
  SRCSET_WIDTHS,
  type ImageContext,
} from '../../../src/domain/responsive-image';
import { imagesSchema, templateProblem } from '../../../src/domain/schemas/settings/images';
import { cdnOrigin, cdnTransform } from '../../../src/lib/image-cdn';
// Build code's route: every provider registered at once (the browser loads its dealer's only).
import '../../../src/lib/image-cdn-every-provider';
import { dealerConfigSchema } from '../../../src/domain/schemas';

const SITE = 'https://www.dealer.com.au';
const REMOTE = { url: 'https://photos.feed.example/cars/abc.jpg', thumb: { url: 'https://photos.feed.example/cars/abc_t.jpg' }, width: 1600, height: 1200 };
const photo = { url: REMOTE.url, thumb: REMOTE.thumb.url, width: 1600, height: 1200 };
const none: ImageContext = { transform: null, siteUrl: SITE, localWidths: [] };
const withCdn = (cdn: unknown): ImageContext => ({ transform: cdnTransform(imagesSchema.parse({ cdn }).cdn), siteUrl: SITE, localWidths: [] });
const widthsOf = (srcset: string | undefined) => (srcset ?? '').split(', ').map((e) => Number(e.split(' ')[1]!.slice(0, -1)));

describe('images.cdn setting', () => {
  it('defaults to none and accepts a provider or an https template', () => {
    expect(imagesSchema.parse(undefined).cdn).toBe('none');
    expect(imagesSchema.parse({ cdn: { provider: 'cloudflare', base_url: 'https://img.dealer.com.au' } }).cdn).toEqual({
      provider: 'cloudflare',
      base_url: 'https://img.dealer.com.au',
    });
    expect(imagesSchema.parse({ cdn: { template: 'https://img.example.com/?url={url}&w={width}&h={height}&output={format}' } }).cdn).toHaveProperty('template');
  });
  it('refuses http, javascript:, unknown placeholders, missing {width}, unknown providers and keys', () => {
    expect(templateProblem('http://img.example.com/{width}/{url}')).toMatch(/https/);
    expect(templateProblem('javascript:alert(1)//{url}{width}')).toMatch(/https/);
    expect(templateProblem('https://img.example.com/{widht}/{url}')).toMatch(/unknown placeholder \{widht\}/);
    expect(templateProblem('https://img.example.com/{url}')).toMatch(/\{width\}/);
    expect(templateProblem('https://img.example.com/"onerror=x/{width}/{url}')).toMatch(/quotes/);
    expect(imagesSchema.safeParse({ cdn: { provider: 'flickr' } }).success).toBe(false);
    expect(imagesSchema.safeParse({ cdn: { provider: 'netlify', base_url: 'http://x.netlify.app' } }).success).toBe(false);
    expect(imagesSchema.safeParse({ cdn: { template: 'https://x/{url}/{width}', extra: 1 } }).success).toBe(false);
  });
  it('is part of the dealer config', () => {
    const demo = JSON.parse(readFileSync('dealers/demo-motors/dealer.json', 'utf8'));
    expect(dealerConfigSchema.parse(demo).images.cdn).toBe('none');
    expect(dealerConfigSchema.safeParse({ ...demo, images: { cdn: { template: 'http://x/{url}/{width}' } } }).success).toBe(false);
  });
});

describe('fillTemplate', () => {
  it('percent-encodes {url} in the query and leaves it in the path', () => {
    expect(fillTemplate('https://img.example.com/?url={url}&w={width}&h={height}&f={format}', REMOTE.url, 640, 480)).toBe(
      'https://img.example.com/?url=https%3A%2F%2Fphotos.feed.example%2Fcars%2Fabc.jpg&w=640&h=480&f=webp',
    );
    expect(fillTemplate('https://dealer.com.au/cdn-cgi/image/width={width},format=auto/{url}', REMOTE.url, 320, null)).toBe(
      'https://dealer.com.au/cdn-cgi/image/width=320,format=auto/https://photos.feed.example/cars/abc.jpg',
    );
  });
});

describe('responsiveImage', () => {
  it('no CDN, remote photo: cards and thumbnails use the feed thumbnail, the gallery the full URL, no srcset', () => {
    expect(responsiveImage(photo, 'card', none)).toEqual({ src: photo.thumb, width: 1600, height: 1200 });
    expect(responsiveImage(photo, 'thumb', none).src).toBe(photo.thumb);
    expect(responsiveImage(photo, 'gallery', none)).toEqual({ src: photo.url, width: 1600, height: 1200 });
    expect(responsiveImage({ url: photo.url }, 'card', none).src).toBe(photo.url);
  });

  it("no CDN, dealer-hosted JPEG: the build's resized copies, never above the original width", () => {
    const ctx: ImageContext = { ...none, localWidths: [96, 192, 320, 480, 640, 800, 1024, 1280, 1600] };
    const r = responsiveImage({ url: '/dealer/img/cars/a.jpg', width: 1600, height: 1200 }, 'gallery', ctx);
    expect(widthsOf(r.srcset)).toEqual([480, 640, 800, 1024, 1280, 1600]);
    expect(r.srcset).toContain('/dealer/img/cars/a.w480.webp 480w');
    expect(r.sizes).toBe(IMAGE_SLOTS.gallery.sizes);
    expect(r.src).toBe('/dealer/img/cars/a.w800.webp');
    const small = responsiveImage({ url: '/dealer/img/cars/a.jpg', width: 700, height: 525 }, 'card', ctx);
    expect(widthsOf(small.srcset)).toEqual([320, 480, 640, 700]);
    expect(small.srcset).toContain('/dealer/img/cars/a.jpg 700w');
    expect(localVariantUrl('/dealer/img/x.PNG', 96)).toBe('/dealer/img/x.w96.webp');
  });

  it('SVG drawings keep one URL (vector: no sizes to choose from)', () => {
    const ctx: ImageContext = { ...none, localWidths: [320, 640] };
    expect(responsiveImage({ url: '/dealer/img/cars/a.svg', thumb: '/dealer/img/cars/a.svg' }, 'card', ctx).srcset).toBeUndefined();
    expect(responsiveImage({ url: '/dealer/img/cars/a.svg' }, 'card', withCdn({ template: 'https://i.example.com/{width}/{url}' })).srcset).toBeUndefined();
  });

  it('URL template: every slot width, site paths made absolute, width/height kept', () => {
    const r = responsiveImage(
      { url: '/dealer/img/cars/a.jpg', width: 1600, height: 1200 },
      'card',
      withCdn({ template: 'https://i.example.com/?u={url}&w={width}&h={height}' }),
    );
    expect(r.srcset).toBe(
      [320, 480, 640, 800]
        .map((w) => `https://i.example.com/?u=${encodeURIComponent(`${SITE}/dealer/img/cars/a.jpg`)}&w=${w}&h=${(w * 3) / 4} ${w}w`)
        .join(', '),
    );
    expect(r.sizes).toBe(IMAGE_SLOTS.card.sizes);
    expect([r.width, r.height]).toEqual([1600, 1200]);
  });

  const providers: [string, unknown, string, RegExp][] = [
    [
      'cloudinary',
      { provider: 'cloudinary' },
      'https://res.cloudinary.com/demo/image/upload/v1/cars/abc.jpg',
      /^https:\/\/res\.cloudinary\.com\/demo\/image\/upload\/w_640,h_480,f_auto,c_lfill\/v1\/cars\/abc\.jpg$/,
    ],
    ['imgix', { provider: 'imgix' }, 'https://dealer.imgix.net/cars/abc.jpg', /^https:\/\/dealer\.imgix\.net\/cars\/abc\.jpg\?.*w=640&h=480/],
    [
      'cloudflare',
      { provider: 'cloudflare', base_url: 'https://img.dealer.com.au' },
      REMOTE.url,
      /^https:\/\/img\.dealer\.com\.au\/cdn-cgi\/image\/width=640,height=480,f=auto,fit=cover\/https:\/\/photos\.feed\.example\/cars\/abc\.jpg$/,
    ],
    [
      'netlify',
      { provider: 'netlify', base_url: 'https://dealer.netlify.app' },
      REMOTE.url,
      /^https:\/\/dealer\.netlify\.app\/\.netlify\/images\?.*w=640&h=480.*url=https%3A%2F%2Fphotos/,
    ],
    [
      'vercel',
      { provider: 'vercel', base_url: 'https://dealer.vercel.app' },
      REMOTE.url,
      /^https:\/\/dealer\.vercel\.app\/_vercel\/image\?w=640&q=75&url=https%3A%2F%2Fphotos/,
    ],
    ['bunny', { provider: 'bunny' }, 'https://dealer.b-cdn.net/cars/abc.jpg', /^https:\/\/dealer\.b-cdn\.net\/cars\/abc\.jpg\?width=640&height=480/],
    [
      'contentful',
      { provider: 'contentful' },
      'https://images.ctfassets.net/s/a/b/abc.jpg',
      /^https:\/\/images\.ctfassets\.net\/s\/a\/b\/abc\.jpg\?fm=webp&w=640&h=480/,
    ],
    ['imagekit', { provider: 'imagekit' }, 'https://ik.imagekit.io/demo/abc.jpg', /^https:\/\/ik\.imagekit\.io\/demo\/abc\.jpg\?tr=w-640%2Ch-480/],
    ['wsrv', { provider: 'wsrv' }, REMOTE.url, /^https:\/\/wsrv\.nl\/\?url=photos\.feed\.example%2Fcars%2Fabc\.jpg&w=640&h=480/],
  ];
  it.each(providers)('%s (unpic): a srcset entry per slot width', (_name, cdn, url, at640) => {
    const r = responsiveImage({ url, width: 1600, height: 1200 }, 'card', withCdn(cdn));
    expect(widthsOf(r.srcset)).toEqual([320, 480, 640, 800]);
    const entry = r
      .srcset!.split(', ')
      .find((e) => e.endsWith(' 640w'))!
      .slice(0, -5);
    expect(entry).toMatch(at640);
  });

  it('a photo not on a store-type CDN falls back to the no-CDN rule (thumbnail for cards)', () => {
    for (const cdn of [{ provider: 'cloudinary' }, { provider: 'imgix' }, { provider: 'bunny' }]) {
      expect(responsiveImage(photo, 'card', withCdn(cdn))).toEqual({ src: photo.thumb, width: 1600, height: 1200 });
    }
  });

  it('CDN origin for the CSP', () => {
    expect(cdnOrigin('none')).toBeNull();
    expect(cdnOrigin({ template: 'https://i.example.com:8443/{width}/{url}' })).toBe('https://i.example.com:8443');
    expect(cdnOrigin({ provider: 'cloudflare', base_url: 'https://img.dealer.com.au/' })).toBe('https://img.dealer.com.au');
  });
});

describe('SRCSET_WIDTHS and nearestSrcsetWidth (the preview CDN resizes only these)', () => {
  it('every slot width once, smallest first', () => {
    expect(SRCSET_WIDTHS[0]).toBe(80);
    expect(SRCSET_WIDTHS.at(-1)).toBe(1920);
    expect(new Set(SRCSET_WIDTHS).size).toBe(SRCSET_WIDTHS.length);
    for (const slot of Object.values(IMAGE_SLOTS)) for (const w of slot.widths) expect(SRCSET_WIDTHS).toContain(w);
  });
  it('snaps to the nearest, the larger of two as near, and clamps at both ends', () => {
    expect(nearestSrcsetWidth(640)).toBe(640);
    expect(nearestSrcsetWidth(333)).toBe(320);
    expect(nearestSrcsetWidth(400)).toBe(480);
    expect(nearestSrcsetWidth(16)).toBe(80);
    expect(nearestSrcsetWidth(4000)).toBe(1920);
  });
});
