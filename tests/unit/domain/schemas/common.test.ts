import { describe, expect, it, vi } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadDealer } from '../../../../scripts/lib/load/load-dealer';
import { carSchema, dealerConfigSchema, offerSchema, parseCar } from '../../../../src/domain/schemas';
import { problemsFromZod } from '../../../../src/domain/schemas/friendly-errors';
import { isSafeUrl, isSitePath } from '../../../../src/domain/schemas/common';

const base = { slug: 'x', name: 'X', id: 1, dealership_id: 2, url: 'https://x.example.com', locations: [{ id: 1, name: 'A', slug: 'a', address: {} }] };

/** The fields a dealer.json problem names (empty when the settings are accepted). */
function fieldsRefused(extra: Record<string, unknown>): string[] {
  const r = dealerConfigSchema.safeParse({ ...base, ...extra });
  return r.success ? [] : problemsFromZod(r.error, 'dealer.json').map((p) => p.field);
}

const HOSTILE_URLS = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/x',
  '/\\evil.example',
  '\\\\evil.example',
  'java\tscript:alert(1)',
  'https://user:pass@evil.example/',
];

describe('URL-valued settings accept http(s) URLs and site paths only', () => {
  it('the URL helpers', () => {
    for (const ok of ['/', '/finance', '/search/new-cars/?make=Toyota#x', 'https://www.example.com/a?b=c', 'http://example.com'])
      expect(isSafeUrl(ok), ok).toBe(true);
    for (const bad of [...HOSTILE_URLS, '', 'finance', 'mailto:a@b.c', '/a/../b', '/a/%2e%2e/b', '/a b']) expect(isSafeUrl(bad), bad).toBe(false);
    expect(isSitePath('https://example.com/')).toBe(false);
  });

  it.each(HOSTILE_URLS)('%s is refused in every URL setting, naming it', (bad) => {
    const settings = {
      logo: bad,
      menus: { header: [{ label: 'A', href: bad, children: [{ label: 'B', href: bad }] }], footer: [{ title: 'T', links: [{ label: 'C', href: bad }] }] },
      blocks: {
        announcement_bar: { text: 'Sale', href: bad },
        hero: [{ image: bad, title: 'H', href: bad }],
        feature_banner: [{ title: 'F', text: 't', href: bad }],
        popup: { src: bad, title: 'P', link_to: bad },
      },
      vehicle: { blogs: [{ label: 'Blog', href: bad }], custom_second_slide: bad, video_embed_host: bad },
      contact: { service_link: bad },
      badges: { certified_image: bad },
      purchase: { trade_in_path: bad },
      site: { eofy_path: bad },
      finance: { path: bad, pre_approval_path: bad },
      search: { clear_filters_path: bad, promo_cards: [{ position: 1, link: bad, image: bad }] },
      gated_routes: [bad],
    };
    const locations = [{ id: 1, name: 'A', slug: 'a', image: bad, address: { place_url: bad } }];
    expect(fieldsRefused({ ...settings, locations }).sort()).toEqual(
      [
        'blocks.announcement_bar.href',
        'blocks.feature_banner[0].href',
        'blocks.hero[0].href',
        'blocks.hero[0].image',
        'blocks.popup.link_to',
        'blocks.popup.src',
        'vehicle.blogs[0].href',
        'badges.certified_image',
        'vehicle.custom_second_slide',
        'site.eofy_path',
        'contact.service_link',
        'purchase.trade_in_path',
        'vehicle.video_embed_host',
        'finance.path',
        'finance.pre_approval_path',
        'gated_routes[0]',
        'locations[0].address.place_url',
        'locations[0].image',
        'logo',
        'menus.footer[0].links[0].href',
        'menus.header[0].children[0].href',
        'menus.header[0].href',
        'search.clear_filters_path',
        'search.promo_cards[0].image',
        'search.promo_cards[0].link',
      ].sort(),
    );
    expect(fieldsRefused({ url: bad })).toEqual(['url']);
  });

  it('a path setting with ../ is refused naming the setting (it used to fail inside Astro)', () => {
    expect(fieldsRefused({ site: { eofy_path: '/pages/../../etc' } })).toEqual(['site.eofy_path']);
    expect(fieldsRefused({ site: { eofy_path: '../eofy' } })).toEqual(['site.eofy_path']);
    expect(
      fieldsRefused({ site: { eofy_path: '/pages/eofy-sale' }, purchase: { trade_in_path: '/sell-your-car' }, finance: { path: '/apply-for-finance' } }),
    ).toEqual([]);
  });

  it("credentials in api.base_url and a key in search.host's query string are refused", () => {
    expect(fieldsRefused({ api: { base_url: 'https://user:pass@api.example.com/' } })).toEqual(['api.base_url']);
    expect(fieldsRefused({ search: { engine: 'meilisearch', host: 'https://search.example.com/?apiKey=abc', search_key: 'k', index_uid: 'cars' } })).toEqual([
      'search.host',
    ]);
    expect(
      fieldsRefused({
        api: { base_url: 'https://api.example.com/v1/' },
        search: { engine: 'meilisearch', host: 'https://search.example.com:7700', search_key: 'k', index_uid: 'cars' },
      }),
    ).toEqual([]);
    expect(fieldsRefused({ api: { base_url: '' } })).toEqual([]);
  });
});

describe('URL fields from feeds: an unsafe URL is dropped with a warning, the record stays', () => {
  it('offer links and images', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const offer = offerSchema.parse({
      id: 1,
      name: 'Deal',
      image_url: 'javascript:alert(1)',
      image_or_model_image: 'https://cdn.example.com/o.jpg',
      model: { name: 'M', slug: 'm', override_url: 'data:text/html,x' },
    });
    expect(offer.image_url).toBeNull();
    expect(offer.image_or_model_image).toBe('https://cdn.example.com/o.jpg');
    expect(offer.model?.override_url).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]![0])).toContain('javascript:alert(1)');
    warn.mockRestore();
  });

  it('car files and videos; car images stay reported per image', () => {
    const car = { id: 7, slug: 'a-b', name: 'A B', year: 2020, make: 'A', model: 'B', car_type: 'used', status: 'in_stock', created_at: '2026-01-01' };
    // Car URLs go through the stock feed's warnings (file, record, field), not console.warn: see schemas/car.test.ts.
    const { data: parsed, warnings } = parseCar({
      ...car,
      file: 'javascript:alert(1)',
      video_url: 'vbscript:x',
      primary_image_url: '//evil.example/a.jpg',
      external_video_url: 'https://www.youtube.com/embed/x',
    });
    expect(parsed!.file).toBeNull();
    expect(parsed!.video_url).toBeNull();
    expect(parsed!.primary_image_url).toBeNull();
    expect(parsed!.external_video_url).toBe('https://www.youtube.com/embed/x');
    expect(warnings.map((w) => w.path.join('.')).sort()).toEqual(['file', 'primary_image_url', 'video_url']);
    expect(warnings.find((w) => w.path[0] === 'file')!.message).toBe(
      'must be an http(s) URL or a path on this site starting with / (javascript:, data: and //host are refused) (got "javascript:alert(1)"); left empty',
    );
    const images = carSchema.safeParse({ ...car, images: [{ url: 'javascript:alert(1)' }] });
    expect(images.success).toBe(false);
    expect(images.error!.issues.map((i) => i.path.join('.'))).toContain('images.0.url');
  });
});

/** The whole message of what `run` throws ('' when it does not throw). */
function thrownMessage(run: () => unknown): string {
  try {
    run();
  } catch (e) {
    return (e as Error).message;
  }
  return '';
}

describe('theme values are checked as what they are', () => {
  it('a hostile colour is refused naming theme.primary', () => {
    expect(fieldsRefused({ theme: { primary: 'red}</style><script>alert(1)</script><style>' } })).toEqual(['theme.primary']);
  });

  it("the build's loader names the file and setting: dealer.json: theme.primary", () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'theme-')), 'tiny-motors');
    cpSync(path.resolve('tests/fixtures/dealers/tiny-motors'), dir, { recursive: true });
    const cfg = JSON.parse(readFileSync(path.join(dir, 'dealer.json'), 'utf8'));
    writeFileSync(
      path.join(dir, 'dealer.json'),
      JSON.stringify({ ...cfg, theme: { primary: 'red}</style><script>alert(1)</script><style>' }, site: { eofy_path: '/../eofy' } }),
    );
    const file = path.join(path.relative(process.cwd(), dir), 'dealer.json');
    expect(thrownMessage(() => loadDealer(dir))).toBe(
      [
        '2 problems in dealer input:',
        `  - ${file}: theme.primary: must be a CSS colour: #hex, rgb(...), hsl(...) or a colour name`,
        `  - ${file}: site.eofy_path: must be a path on this site starting with / (no "//", "..", spaces or backslashes)`,
      ].join('\n'),
    );
  });

  it.each([
    ['primary', 'red;background:url(https://evil.example)'],
    ['accent', 'rgb(1,2,3)}'],
    ['text', 'expression(alert(1))'],
    ['background', '#12345g'],
    ['font_body', 'Arial}</style><script>x</script>'],
    ['font_heading', 'Arial; background: red'],
    ['font_body', '"Open Sans'],
    ['radius', '8px}'],
    ['radius', 'calc(1px)'],
  ])('theme.%s = %s is refused', (key, value) => {
    expect(fieldsRefused({ theme: { [key]: value } })).toEqual([`theme.${key}`]);
  });

  it('accepts real colours, font stacks and lengths', () => {
    expect(
      fieldsRefused({
        theme: {
          primary: '#0b5cad',
          on_primary: 'white',
          accent: 'rgb(224, 54, 44)',
          background: 'hsl(0 0% 100% / 0.9)',
          text: '#1b1f24ff',
          header_background: 'rgba(255,255,255,.5)',
          font_body: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
          font_heading: "'Open Sans', Arial, sans-serif",
          radius: '0.5rem',
        },
      }),
    ).toEqual([]);
  });
});
