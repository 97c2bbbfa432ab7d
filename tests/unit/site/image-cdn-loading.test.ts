import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * The image-CDN provider is a setting read at run time: its unpic module is loaded on demand (the browser's route)
 * or registered with every other (build code's). Each test starts from a fresh copy of the module, none loaded.
 */
type ImageCdnModule = typeof import('../../../src/lib/image-cdn');
let cdn: ImageCdnModule;
beforeEach(async () => {
  vi.resetModules();
  cdn = await import('../../../src/lib/image-cdn');
});
afterEach(() => {
  vi.doUnmock('unpic/providers/imgix');
});

const WSRV = { provider: 'wsrv', base_url: null } as const;
const PHOTO = 'https://photos.example.com/car.jpg';

describe('loading an image-CDN provider at run time', () => {
  it('is an error to draw with a provider not loaded, and works once it is', async () => {
    expect(cdn.imageCdnReady(WSRV)).toBe(false);
    expect(() => cdn.cdnTransform(WSRV)).toThrow('image CDN "wsrv": its module is not loaded');
    await cdn.loadImageCdn(WSRV);
    expect(cdn.imageCdnReady(WSRV)).toBe(true);
    expect(cdn.cdnTransform(WSRV)!(PHOTO, 400, null)).toMatch(/^https:\/\/wsrv\.nl\/\?.*w=400/);
  });

  it('loads nothing for no CDN or a URL template, and one module however many ask', async () => {
    expect(cdn.imageCdnReady('none')).toBe(true);
    expect(cdn.imageCdnReady({ template: 'https://img.example.com/{width}/{url}' } as never)).toBe(true);
    await expect(cdn.loadImageCdn('none')).resolves.toBeUndefined();
    const a = cdn.loadImageCdn({ provider: 'bunny', base_url: null });
    const b = cdn.loadImageCdn({ provider: 'bunny', base_url: null });
    expect(a).toBe(b);
    await a;
    // Only the asked-for provider is in.
    expect(cdn.imageCdnReady({ provider: 'bunny', base_url: null })).toBe(true);
    expect(cdn.imageCdnReady({ provider: 'imgix', base_url: null })).toBe(false);
  });

  it('a module that fails to load rejects; photos then keep their own URLs until a later call loads it', async () => {
    vi.doMock('unpic/providers/imgix', () => {
      throw new Error('offline');
    });
    const imgix = { provider: 'imgix', base_url: null } as const;
    await expect(cdn.loadImageCdn(imgix)).rejects.toThrow();
    // Drawn as without a CDN (the domain's own-URL rule), not an error that would take the photos down with it.
    expect(cdn.imageCdnReady(imgix)).toBe(true);
    expect(cdn.cdnTransform(imgix)).toBeNull();
    vi.doUnmock('unpic/providers/imgix');
    await cdn.loadImageCdn(imgix);
    expect(cdn.cdnTransform(imgix)!('https://demo.imgix.net/car.jpg', 400, null)).toContain('w=400');
  });

  it("build code's route: every provider registered as image-cdn-every-provider.ts loads", async () => {
    await import('../../../src/lib/image-cdn-every-provider');
    for (const provider of ['cloudinary', 'imgix', 'cloudflare', 'netlify', 'vercel', 'bunny', 'contentful', 'imagekit', 'wsrv'] as const)
      expect(cdn.imageCdnReady({ provider, base_url: null }), provider).toBe(true);
  });

  it("the search island's answers wait for the provider's module; one that cannot load leaves the search answering", async () => {
    const { withImageCdn } = await import('../../../src/islands/search/with-image-cdn');
    const answer = { results: [] };
    const client = withImageCdn({ search: async (_requests: never) => answer }, WSRV);
    await expect(client.search([] as never)).resolves.toBe(answer);
    expect(cdn.imageCdnReady(WSRV)).toBe(true);
    vi.doMock('unpic/providers/imgix', () => {
      throw new Error('offline');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const imgix = { provider: 'imgix', base_url: null } as const;
    const failing = withImageCdn({ search: async (_requests: never) => answer }, imgix);
    await expect(failing.search([] as never)).resolves.toBe(answer);
    expect(warn.mock.calls[0]?.[0]).toContain('Image CDN {"provider":"imgix","base_url":null}: its module could not be loaded');
    expect(cdn.cdnTransform(imgix)).toBeNull();
    warn.mockRestore();
  });
});
