// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dealerConfigSchema } from '../../../src/domain/schemas';
import { tagBootstrap, tagRuntimeConfig } from '../../../src/views/tag-bootstrap';

/*
 * Marketing tags: the inline bootstrap (queues only, Consent Mode defaults) and the consent-driven loading in
 * src/lib/tags.ts, run in jsdom. The E2E suite checks the same against the built demo-group site.
 */
const base = { slug: 'demo-x', name: 'X', id: 1, dealership_id: 2, url: 'https://x.example.com', locations: [{ id: 1, name: 'A', slug: 'a', address: {} }] };
const all = { gtm_id: 'GTM-AB12CD3', ga4_id: 'G-AB12CD34EF', meta_pixel_id: '123456789' };
const config = (analytics: object, consent: object = {}) => dealerConfigSchema.parse({ ...base, analytics, consent });

type W = Window & { dataLayer: unknown[]; __dealerTags?: Record<string, unknown>; fbq?: { queue: unknown[][] } };
const w = () => window as unknown as W;
const commands = () =>
  w()
    .dataLayer.filter((e) => !Array.isArray(e) && typeof e === 'object' && e !== null && '0' in (e as object))
    .map((e) => Array.from(e as ArrayLike<unknown>));
const scripts = () => [...document.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));

function boot(c: ReturnType<typeof config>): void {
  const runtime = tagRuntimeConfig(c);
  if (!runtime) throw new Error('no tags');
  // The page runs exactly this text (as an inline script allowed by its hash).
  new Function(tagBootstrap(runtime).code)();
}

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  for (const k of ['dataLayer', '__dealerTags', 'gtag', 'fbq', '_fbq']) delete (window as unknown as Record<string, unknown>)[k];
});
afterEach(() => vi.restoreAllMocks());

describe('tag bootstrap (inline, hashed)', () => {
  it('is not built for a dealer without tags', () => {
    expect(tagRuntimeConfig(config({}))).toBeNull();
  });

  it('hash is the sha256 of the exact code', () => {
    const b = tagBootstrap(tagRuntimeConfig(config(all))!);
    expect(b.hash).toBe(`sha256-${createHash('sha256').update(b.code).digest('base64')}`);
  });

  it('queues Consent Mode v2 defaults (all denied) before config, and requests nothing', () => {
    boot(config(all));
    const cmds = commands();
    expect(cmds[0]).toEqual([
      'consent',
      'default',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied', wait_for_update: 500 },
    ]);
    expect(cmds.map((c) => c[0])).toEqual(['consent', 'js', 'config']);
    expect(w().dataLayer.some((e) => (e as { event?: string }).event === 'gtm.js')).toBe(true);
    expect(w().fbq!.queue.map((q) => Array.from(q))).toEqual([
      ['init', '123456789'],
      ['track', 'PageView'],
    ]);
    expect(scripts()).toEqual([]);
  });

  it('queues a stored choice as a consent update before gtag config', () => {
    localStorage.setItem('demo-x-Consent', JSON.stringify({ categories: ['necessary', 'analytics'], expirationTime: Date.now() + 86_400_000 }));
    boot(config(all));
    expect(commands().slice(0, 3)).toEqual([
      ['consent', 'default', expect.anything()],
      ['consent', 'update', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' }],
      ['js', expect.anything()],
    ]);
    expect(w().__dealerTags!.stored).toEqual(['necessary', 'analytics']);
  });

  it('treats an expired choice as none', () => {
    localStorage.setItem('demo-x-Consent', JSON.stringify({ categories: ['necessary', 'analytics'], expirationTime: Date.now() - 1 }));
    boot(config(all));
    expect(w().__dealerTags!.stored).toBeNull();
  });

  it('sets no consent defaults when consent is handled elsewhere', () => {
    boot(config(all, { required: false }));
    expect(commands().map((c) => c[0])).toEqual(['js', 'config']);
  });
});

describe('tag loading by consent (src/lib/tags.ts)', () => {
  it('loads nothing and opens the banner when there is no choice', async () => {
    boot(config(all));
    const banner = vi.fn(async () => undefined);
    vi.doMock('../../../src/lib/consent-banner', () => ({ showConsent: banner }));
    const { startTags } = await import('../../../src/lib/tags');
    startTags();
    await vi.waitFor(() => expect(banner).toHaveBeenCalledWith(expect.objectContaining({ key: 'demo-x-Consent', preferences: false })));
    expect(scripts()).toEqual([]);
  });

  it('accept all: each loader inserted once, however often the choice is applied', async () => {
    boot(config(all));
    const { applyConsent } = await import('../../../src/lib/tags');
    applyConsent(['necessary', 'analytics', 'marketing']);
    applyConsent(['necessary', 'analytics', 'marketing']);
    expect(scripts()).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3',
      'https://www.googletagmanager.com/gtag/js?id=G-AB12CD34EF',
      'https://connect.facebook.net/en_US/fbevents.js',
    ]);
    expect(
      commands()
        .filter((c) => c[1] === 'update')
        .pop()?.[2],
    ).toEqual({ ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' });
  });

  it('reject: no loader; analytics only: Google tags, no pixel', async () => {
    boot(config(all));
    const { applyConsent } = await import('../../../src/lib/tags');
    applyConsent(['necessary']);
    expect(scripts()).toEqual([]);
    applyConsent(['necessary', 'analytics']);
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3', 'https://www.googletagmanager.com/gtag/js?id=G-AB12CD34EF']);
  });

  it('consent not required: every configured tag loads at once, no banner, no footer link shown', async () => {
    document.body.innerHTML = '<button data-consent-settings hidden>Cookie settings</button>';
    boot(config({ meta_pixel_id: '123456789' }, { required: false }));
    const banner = vi.fn();
    vi.doMock('../../../src/lib/consent-banner', () => ({ showConsent: banner }));
    const { startTags } = await import('../../../src/lib/tags');
    startTags();
    expect(scripts()).toEqual(['https://connect.facebook.net/en_US/fbevents.js']);
    expect(banner).not.toHaveBeenCalled();
    expect(document.querySelector('button')!.hidden).toBe(true);
  });
});
