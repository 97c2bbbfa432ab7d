import { describe, expect, it } from 'vitest';
import { parseDealerSettings, themeContrastWarnings } from '../../../src/domain/dealer-settings';
import { dealerConfigSchema } from '../../../src/domain/schemas';
import { closestKey, editDistance, formatProblem, knownKeysAt } from '../../../src/domain/schemas/friendly-errors';

const base = { slug: 'x', name: 'X', id: 1, dealership_id: 2, url: 'https://x.example.com', locations: [{ id: 1, name: 'A', slug: 'a', address: {} }] };
const FILE = 'dealers/x/dealer.json';
const lines = (raw: unknown) => {
  const r = parseDealerSettings(raw, FILE);
  return { problems: r.problems.map(formatProblem), warnings: r.warnings.map(formatProblem), config: r.config };
};

describe('unknown settings fail, naming file, path and the closest known key', () => {
  it('a misspelt theme colour and a misspelt area are refused, not dropped', () => {
    const r = lines({ ...base, theme: { primry: '#c00000' }, purchse: { reserve: false } });
    expect(r.config).toBeNull();
    expect(r.problems).toEqual([
      'dealers/x/dealer.json: theme.primry: unknown setting; did you mean `theme.primary`?',
      'dealers/x/dealer.json: purchse: unknown setting; did you mean `purchase`?',
    ]);
  });

  it('inside lists, nested objects and the leads block', () => {
    const r = lines({
      ...base,
      locations: [
        { ...base.locations[0], adress: {} },
        { id: 2, name: 'B', slug: 'b', address: { postcod: '4000' } },
      ],
      search: { promo_cards: [{ position: 1, dispaly: ['used'] }], visibility: { exclude_make: ['Kia'] } },
      leads: { delivery: { webhok: {} } },
      menus: { header: [{ label: 'A', children: [{ label: 'B', href: '/b', hre: '/c' }] }] },
    });
    expect(r.problems).toEqual([
      'dealers/x/dealer.json: locations[0].adress: unknown setting; did you mean `locations[0].address`?',
      'dealers/x/dealer.json: locations[1].address.postcod: unknown setting; did you mean `locations[1].address.postcode`?',
      'dealers/x/dealer.json: search.promo_cards[0].dispaly: unknown setting; did you mean `search.promo_cards[0].display`?',
      'dealers/x/dealer.json: search.visibility.exclude_make: unknown setting; did you mean `search.visibility.exclude_makes`?',
      'dealers/x/dealer.json: menus.header[0].children[0].hre: unknown setting; did you mean `menus.header[0].children[0].href`?',
      'dealers/x/dealer.json: leads.delivery.webhok: unknown setting; did you mean `leads.delivery.webhook`?',
    ]);
  });

  it('a required setting left out is "required but missing"', () => {
    const { url: _url, ...noUrl } = base;
    expect(lines({ ...noUrl, locations: [{ id: 1, name: 'A', slug: 'a' }] }).problems).toEqual([
      'dealers/x/dealer.json: url: required but missing (expected string)',
      'dealers/x/dealer.json: locations[0].address: required but missing (expected object)',
    ]);
  });

  it('a key close to nothing says where the settings are listed', () => {
    expect(lines({ ...base, colours: { brand: 'red' } }).problems).toEqual([
      'dealers/x/dealer.json: colours: unknown setting (docs/settings.md lists every setting)',
    ]);
  });

  it("$schema (the editor's JSON Schema link) is accepted", () => {
    expect(lines({ $schema: '../../docs/dealer.schema.json', ...base }).problems).toEqual([]);
  });

  it('a valid file parses with no problem and no warning', () => {
    const r = lines({ ...base, theme: { primary: '#c00000' } });
    expect(r).toMatchObject({ problems: [], warnings: [] });
    expect(r.config?.theme.primary).toBe('#c00000');
  });

  it('is not an object', () => {
    expect(lines([1]).problems).toEqual(['dealers/x/dealer.json: (root): must be a JSON object of settings']);
  });
});

describe('the old catch-all `features` is split by area: its settings are still read, with a warning naming the new path', () => {
  it('each features.<key> is read as <area>.<key> and warned about, word for word', () => {
    const r = lines({
      ...base,
      features: { fuel_tags: true, buy_online: true, closed_text: 'Enquire Now', offers_subscription: true, hide_twitter: true, menu_hover: true },
    });
    expect(r.problems).toEqual([]);
    expect(r.warnings).toEqual([
      'dealers/x/dealer.json: features.fuel_tags: deprecated: `features` is split by area; write `badges.fuel_tags` (read as that for now)',
      'dealers/x/dealer.json: features.buy_online: deprecated: `features` is split by area; write `purchase.buy_online` (read as that for now)',
      'dealers/x/dealer.json: features.closed_text: deprecated: `features` is split by area; write `contact.closed_text` (read as that for now)',
      'dealers/x/dealer.json: features.offers_subscription: deprecated: `features` is split by area; write `pricing.offers_subscription` (read as that for now)',
      'dealers/x/dealer.json: features.hide_twitter: deprecated: `features` is split by area; write `vehicle.hide_twitter` (read as that for now)',
      'dealers/x/dealer.json: features.menu_hover: deprecated: `features` is split by area; write `site.menu_hover` (read as that for now)',
    ]);
    expect(r.config?.badges.fuel_tags).toBe(true);
    expect(r.config?.purchase.buy_online).toBe(true);
    expect(r.config?.contact.closed_text).toBe('Enquire Now');
    expect(r.config?.pricing.offers_subscription).toBe(true);
    expect(r.config?.vehicle.hide_twitter).toBe(true);
    expect(r.config?.site.menu_hover).toBe(true);
  });

  it('an old key keeps the checks of its setting, and a camelCase one is read too', () => {
    const r = lines({ ...base, features: { buyOnline: true } });
    expect(r.warnings).toEqual([
      'dealers/x/dealer.json: features.buyOnline: deprecated: `features` is split by area; write `purchase.buy_online` (read as that for now)',
    ]);
    expect(r.config?.purchase.buy_online).toBe(true);
    expect(lines({ ...base, features: { eofy_path: '//evil.example' } }).problems).toEqual([
      'dealers/x/dealer.json: site.eofy_path: must be a path on this site starting with / (no "//", "..", spaces or backslashes)',
    ]);
  });

  it('set both ways is a problem; an unknown features key names the closest setting in its new place', () => {
    expect(lines({ ...base, features: { fuel_tags: true }, badges: { fuel_tags: false } }).problems).toEqual([
      'dealers/x/dealer.json: features.fuel_tags: is the old place of `badges.fuel_tags`, which is also set; keep only `badges.fuel_tags`',
    ]);
    expect(lines({ ...base, features: { fuel_tag: true } }).problems).toEqual([
      'dealers/x/dealer.json: features.fuel_tag: unknown setting; did you mean `badges.fuel_tags`?',
    ]);
    expect(lines({ ...base, features: 'all' }).problems).toEqual([
      'dealers/x/dealer.json: features: is the old catch-all settings object, now split by area (pricing, badges, vehicle, purchase, contact, site); write each setting in its area',
    ]);
  });
});

describe('old camelCase names are read as their snake_case setting, with a deprecation warning', () => {
  it('searchKey, indexUid, baseUrl, the popup and promo card fields', () => {
    const r = lines({
      ...base,
      search: {
        engine: 'meilisearch',
        host: 'https://search.example.com',
        searchKey: 'pub',
        indexUid: 'cars',
        promo_cards: [{ position: 2, strictDisplay: true }],
      },
      api: { baseUrl: 'https://api.example.com' },
      blocks: { popup: { src: '/p.svg', title: 'Sale', expiryDate: '2027-01-01', linkTo: '/offers', buttonText: 'Go' } },
    });
    expect(r.problems).toEqual([]);
    expect(r.warnings).toEqual([
      'dealers/x/dealer.json: search.promo_cards[0].strictDisplay: deprecated camelCase name; write `search.promo_cards[0].strict_display` (read as that for now)',
      'dealers/x/dealer.json: search.searchKey: deprecated camelCase name; write `search.search_key` (read as that for now)',
      'dealers/x/dealer.json: search.indexUid: deprecated camelCase name; write `search.index_uid` (read as that for now)',
      'dealers/x/dealer.json: blocks.popup.expiryDate: deprecated camelCase name; write `blocks.popup.expiry_date` (read as that for now)',
      'dealers/x/dealer.json: blocks.popup.linkTo: deprecated camelCase name; write `blocks.popup.link_to` (read as that for now)',
      'dealers/x/dealer.json: blocks.popup.buttonText: deprecated camelCase name; write `blocks.popup.button_text` (read as that for now)',
      'dealers/x/dealer.json: api.baseUrl: deprecated camelCase name; write `api.base_url` (read as that for now)',
    ]);
    expect(r.config?.search).toMatchObject({ search_key: 'pub', index_uid: 'cars', promo_cards: [{ strict_display: true }] });
    expect(r.config?.api.base_url).toBe('https://api.example.com');
    expect(r.config?.blocks.popup).toMatchObject({ expiry_date: '2027-01-01', link_to: '/offers', button_text: 'Go' });
  });

  it('the old name beside the new one is a problem, not a silent pick', () => {
    expect(lines({ ...base, search: { searchKey: 'a', search_key: 'b' } }).problems).toEqual([
      'dealers/x/dealer.json: search.searchKey: is the old name of `search.search_key`, which is also set; keep only `search.search_key`',
    ]);
  });

  it('an old name keeps the checks of its setting', () => {
    expect(lines({ ...base, api: { baseUrl: 'https://user:pw@api.example.com' } }).problems).toEqual([
      'dealers/x/dealer.json: api.base_url: must be empty (same site), a path on this site or an http(s) URL with a plain host name, without user:password (credentials would be published)',
    ]);
  });
});

describe('theme contrast against WCAG AA', () => {
  const theme = (over: object) => dealerConfigSchema.parse({ ...base, theme: over }).theme;

  it('the default theme passes', () => {
    expect(themeContrastWarnings(theme({}), FILE)).toEqual([]);
  });

  it('yellow buttons with white text, and a pale accent, are warned about by name and ratio', () => {
    expect(themeContrastWarnings(theme({ primary: '#ffcc00', accent: 'rgb(250, 240, 200)' }), FILE).map(formatProblem)).toEqual([
      'dealers/x/dealer.json: theme.on_primary: #ffffff on theme.primary #ffcc00 has a contrast of 1.51:1, below WCAG AA 4.5:1 for text on buttons and primary-coloured bars; pick a darker or lighter colour',
      'dealers/x/dealer.json: theme.accent: rgb(250, 240, 200) on theme.background #ffffff has a contrast of 1.14:1, below WCAG AA 3:1 for badges and highlights on the page; pick a darker or lighter colour',
    ]);
  });

  it('grey body text on a dark background, in hsl()', () => {
    expect(themeContrastWarnings(theme({ background: 'hsl(0, 0%, 20%)', text: '#555' }), FILE).map((p) => p.field)).toEqual(['theme.text', 'theme.accent']);
  });

  it('colours it cannot read (names other than white/black) are not guessed at', () => {
    expect(themeContrastWarnings(theme({ primary: 'rebeccapurple', on_primary: 'gold' }), FILE)).toEqual([]);
  });

  it('parseDealerSettings returns them as warnings: the build still publishes', () => {
    const r = lines({ ...base, theme: { primary: '#ffcc00' } });
    expect(r.config).not.toBeNull();
    expect(r.warnings.map((w) => w.split(': ')[1])).toEqual(['theme.on_primary']);
  });
});

describe('every block of the settings is strict', () => {
  /** Paths of the object schemas under `schema` that would let an unknown key through. */
  function looseObjects(schema: unknown, at = 'dealer.json', seen = new Set<unknown>()): string[] {
    type Def = { type: string; shape?: Record<string, unknown>; catchall?: { _zod: { def: { type: string } } }; [k: string]: unknown };
    const def = (schema as { _zod?: { def?: Def } })?._zod?.def;
    if (!def || seen.has(schema)) return [];
    seen.add(schema);
    const own = def.type === 'object' && def.catchall?._zod.def.type !== 'never' ? [at] : [];
    const children: [string, unknown][] = [
      ...Object.entries(def.shape ?? {}).map(([k, v]) => [`${at}.${k}`, v] as [string, unknown]),
      ...(['innerType', 'element', 'valueType', 'in', 'out', 'left', 'right'] as const).map((k) => [at, def[k]] as [string, unknown]),
      ...((def.options as unknown[] | undefined) ?? []).map((o) => [at, o] as [string, unknown]),
    ];
    return [...own, ...children.flatMap(([p, c]) => looseObjects(c, p, seen))];
  }

  it("no object in dealer.json's schema accepts unknown keys (a block added later must use z.strictObject)", () => {
    expect(looseObjects(dealerConfigSchema)).toEqual([]);
  });
});

describe('suggestion helpers', () => {
  it('edit distance counts a swap of neighbours as one edit', () => {
    expect(editDistance('primary', 'primry')).toBe(1);
    expect(editDistance('primary', 'pirmary')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('closest key ignores case and separators, and refuses far-off keys', () => {
    expect(closestKey('hitsPerPage', ['hits_per_page', 'host'])).toBe('hits_per_page');
    expect(closestKey('engin', ['engine', 'host'])).toBe('engine');
    expect(closestKey('colour', ['engine', 'host'])).toBeNull();
  });

  it('known keys follow lists, defaults and nullable blocks', () => {
    expect(knownKeysAt(dealerConfigSchema, ['blocks', 'popup'])).toEqual(['src', 'expiry_date', 'link_to', 'title', 'description', 'button_text']);
    expect(knownKeysAt(dealerConfigSchema, ['locations', 3, 'address'])).toContain('postcode');
    expect(knownKeysAt(dealerConfigSchema, ['nothing'])).toEqual([]);
  });
});
