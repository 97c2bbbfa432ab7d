import { describe, expect, it } from 'vitest';
import { loadDealer } from '../../../scripts/lib/load/load-dealer';
import { prepareSite } from '../../../scripts/lib/derive/prepare-site';
import { ALL_STOCK_PATH } from '../../../src/search/routing';
import { contentPageView } from '../../../src/views/content-page-view';
import { contentRoutes } from '../../../src/views/content-routes';
import { listingCounts } from '../../../src/views/first-page';
import { homePageView } from '../../../src/views/home-page-view';
import { layoutView } from '../../../src/views/layout-view';
import { builtSearchPaths } from '../../../src/views/linked-search-paths';
import { searchPageView } from '../../../src/views/search-page-view';
import { reservePageRoutes, reservePageView } from '../../../src/views/reserve-page-view';
import { locationCardView } from '../../../src/views/location-view';
import { isReserveEligible } from '../../../src/domain/eligibility';
import { offerCardView, offerDetailView, offerHref } from '../../../src/views/offer-view';
import { brandOverviewView } from '../../../src/views/brand-overview-view';
import { generalEnquiryView } from '../../../src/views/enquiry-form-view';
import { toSlug } from '../../../src/views/slug';
import { footerView } from '../../../src/views/footer-view';
import { chatView } from '../../../src/views/chat-view';

/*
 * What the home, search and content pages show is worked out by their view models (src/views/*-page-view.ts), so
 * the pages' frontmatter only reads and passes; these hold the views to the demo dealer's data and settings.
 */
const site = prepareSite(loadDealer('demo-motors'), new Date('2026-11-21T00:00:00Z'));
const { config } = site;

describe('homePageView', () => {
  const view = homePageView(site);
  it('counts the stock as the search page does and names the dealer in the title and description', () => {
    const total = listingCounts(site).total;
    expect(view.total).toBe(total);
    expect(view.title).toBe(`${config.name}: new, used and demo vehicles`);
    expect(view.description).toMatch(new RegExp(`^Browse ${total} vehicles at `));
  });
  it('shows the newest 8 listed cars, at most 3 offers, and preloads the first hero slide', () => {
    expect(view.latest.length).toBe(Math.min(8, site.cars.length));
    expect(view.offers.length).toBeLessThanOrEqual(3);
    expect(view.lcp).toBe(view.heroSlides[0]?.picture);
  });
});

describe('searchPageView', () => {
  const all = builtSearchPaths(site).entries;
  const landing = all.find((e) => e.preset.path === ALL_STOCK_PATH)!;
  it("names a further page by its number and hands the island the dealer's search settings", () => {
    const first = searchPageView(site, { entry: landing, page: 0, all });
    const third = searchPageView(site, { entry: landing, page: 2, all });
    expect(first.title).toBe(landing.title);
    expect(third.title).toBe(`${landing.title}, page 3`);
    expect(first.isLanding).toBe(true);
    expect(first.app).toMatchObject({
      hitsPerPage: config.search.hits_per_page,
      cardsPerRow: config.search.cards_per_row,
      now: site.now,
      preset: landing.preset,
    });
    expect(third.pageUrl(2)).toBe(`${ALL_STOCK_PATH}page/3/`);
  });
  it('is no landing page for a make', () => {
    const make = all.find((e) => e.preset.path !== ALL_STOCK_PATH && e.preset.path.startsWith('/search/'))!;
    expect(searchPageView(site, { entry: make, page: 0, all }).isLanding).toBe(false);
  });
  it('draws the page as HTML cards: promo cards on the first page only, five page links around this one, the range without JavaScript', () => {
    const first = searchPageView(site, { entry: landing, page: 0, all });
    const pageCount = first.results.pageCount;
    const last = searchPageView(site, { entry: landing, page: pageCount - 1, all }).results;
    const third = searchPageView(site, { entry: landing, page: 2, all }).results;
    const perPage = config.search.hits_per_page;
    expect(pageCount).toBeGreaterThan(5);
    expect(first.results.items.filter((i) => i.type === 'car').length).toBe(perPage);
    // demo-motors' live promo card is for used cars, at position 5: on page 1 of used stock, on no later page.
    const used = all.find((e) => e.preset.refinements.car_type?.join() === 'used')!;
    const usedItems = (p: number) => searchPageView(site, { entry: used, page: p, all }).results.items;
    expect(usedItems(0)[4]).toMatchObject({ type: 'promo', card: { title: 'We Want Your Car!' } });
    expect(usedItems(1).every((i) => i.type === 'car')).toBe(true);
    expect(first.results.items.every((i) => i.type === 'car')).toBe(true);
    expect(first.results.pages).toEqual([0, 1, 2, 3, 4]);
    expect(third.pages).toEqual([0, 1, 2, 3, 4]);
    expect(last.pages).toEqual([pageCount - 5, pageCount - 4, pageCount - 3, pageCount - 2, pageCount - 1]);
    expect(third.range).toBe(`Cars ${2 * perPage + 1}–${3 * perPage}, page 3 of ${pageCount}`);
    const lastCars = last.items.length;
    expect(last.range).toMatch(new RegExp(`^Cars [\\d,]+–[\\d,]+, page ${pageCount} of ${pageCount}$`));
    expect(lastCars).toBeGreaterThan(0);
    expect(first.results.skeletons).toBe(config.search.cards_per_row * 2);
    expect(first.lcp?.src).toBe((first.results.items.find((i) => i.type === 'car') as { car: { picture: { src: string } } }).car.picture.src);
  });
  it('gives a one-page path no range line and an empty path the empty state', () => {
    const single = all.find((e) => e.preset.path.startsWith('/search/') && searchPageView(site, { entry: e, page: 0, all }).results.pageCount === 1)!;
    expect(searchPageView(site, { entry: single, page: 0, all }).results.range).toBeNull();
    const empty = all.find((e) => searchPageView(site, { entry: e, page: 0, all }).results.items.every((i) => i.type !== 'car'));
    if (empty) expect(searchPageView(site, { entry: empty, page: 0, all }).lcp).toBeNull();
  });
});

describe('contentPageView', () => {
  const routes = contentRoutes(config);
  const route = (kind: string) => routes.find((r) => r.kind === kind)!;
  it("fills the dealer's name into the description and renders the page's text", () => {
    const view = contentPageView(site, route('about'));
    expect(view.description).toContain(config.name);
    expect(view.description).not.toContain('{name}');
    expect(view.html.length).toBeGreaterThan(0);
  });
  it('lists the service locations on the service page, or every location when none is a service one', () => {
    const [first, ...rest] = config.locations;
    const oneService = {
      ...config,
      locations: [{ ...first!, location_type: 'service' as const }, ...rest.map((l) => ({ ...l, location_type: 'sales' as const }))],
    };
    const view = contentPageView({ ...site, config: oneService }, route('service'));
    expect(rest.length).toBeGreaterThan(0);
    expect(view.serviceLocations.map((l) => l.slug)).toEqual([first!.slug]);
    const noService = contentPageView(
      { ...site, config: { ...config, locations: config.locations.map((l) => ({ ...l, location_type: 'sales' as const })) } },
      route('service'),
    );
    expect(noService.serviceLocations).toEqual(noService.locations);
  });
});

describe('layoutView', () => {
  it("adds the dealer's name to a title that lacks it, and builds the canonical address from the site's", () => {
    const view = layoutView(site, '/finance/', { title: 'Finance' });
    expect(view.fullTitle).toBe(`Finance | ${config.name}`);
    expect(layoutView(site, '/', { title: `${config.name} home` }).fullTitle).toBe(`${config.name} home`);
    expect(view.canonical).toBe(`${config.url.replace(/\/$/, '')}/finance/`);
    expect(view.themeCss).toContain(`--dealer-primary:${config.theme.primary};`);
  });
  it('marks private pages noindex, and not the home page', () => {
    expect(layoutView(site, '/', { title: 'x' }).noindex).toBe(false);
    expect(layoutView(site, '/watchlist/', { title: 'x' }).noindex).toBe(true);
  });
});

describe('reservePageView and its routes', () => {
  const eligible = site.cars.filter((c) => isReserveEligible(c, config));
  it('gives every reserve-eligible car a page under the one route the site reserves through', () => {
    expect(eligible.length).toBeGreaterThan(0);
    expect(reservePageRoutes('checkout', config, site.cars).map((r) => r.params.slug)).toEqual(eligible.map((c) => c.slug));
    expect(reservePageRoutes('buy-online', config, site.cars)).toEqual([]);
    const buyOnline = { ...config, purchase: { ...config.purchase, buy_online: true } };
    expect(reservePageRoutes('checkout', buyOnline, site.cars)).toEqual([]);
    expect(reservePageRoutes('buy-online', buyOnline, site.cars)).toHaveLength(eligible.length);
  });
  it("names the route and the car, and lists the car's year, make, model and stock number", () => {
    const car = eligible.find((c) => c.stocknum)!;
    const view = reservePageView(car, 'Reserve', config);
    expect(view.heading).toBe(`Reserve: ${car.name}`);
    expect(view.crumbs.map((c) => c.label)).toEqual(['Home', car.name, 'Reserve']);
    expect(view.facts).toBe(`${[car.year, car.make, car.model].filter(Boolean).join(' ')} · Stock ${car.stocknum}`);
    expect(view).toMatchObject({ kind: 'reserve', formHeading: 'Reserve this vehicle' });
    expect(reservePageView({ ...car, stocknum: null }, 'Buy Online', { ...config, purchase: { ...config.purchase, buy_online: true } })).toMatchObject({
      kind: 'buy_online',
      formHeading: 'Buy this vehicle online',
      facts: [car.year, car.make, car.model].filter(Boolean).join(' '),
    });
  });
});

describe('locationCardView', () => {
  const loc = config.locations.find((l) => l.contact_detail.opening_hours.length > 0)!;
  it("hands the browser the location's hours and special hours from the day before the build on, on its own clock", () => {
    const view = locationCardView(loc, config, site.now);
    expect(view.href).toBe(`/locations/${loc.slug}/`);
    expect(view.holidayId).toBe(`holiday-${loc.slug}`);
    const today = JSON.parse(view.hours!.today) as { tz: string; special: { date: string }[] };
    expect(today.tz).toBe(loc.time_zone);
    expect(today.special.every((s) => s.date.slice(0, 10) >= '2026-11-20')).toBe(true);
    expect(view.hours!.rows.length).toBe(7);
  });
  it('shows no hours without opening hours, and a rating only at or above the minimum', () => {
    const bare = { ...loc, contact_detail: { ...loc.contact_detail, opening_hours: [] }, average_rating: 4.8, review_count: 12 };
    expect(locationCardView(bare, config, site.now).hours).toBeNull();
    const min = config.contact.min_review_rating;
    expect(locationCardView(bare, config, site.now).rating).toEqual(4.8 >= min ? { rating: 4.8, count: 12 } : null);
    expect(locationCardView({ ...bare, average_rating: min - 0.1 }, config, site.now).rating).toBeNull();
    expect(locationCardView({ ...bare, average_rating: null }, config, site.now).rating).toBeNull();
  });
});

describe('offer views', () => {
  const offer = site.offers[0]!;
  const hostile = {
    ...offer,
    sanitized_description: null,
    description: '<p>Half price <script>alert(1)</script><b>servicing</b></p>',
    disclaimer: '<img src=x onerror=alert(1)>T&C',
  };
  it('sanitises the feed HTML of a card and of the page, and describes the page by its text', () => {
    const card = offerCardView(hostile, config, site.cars);
    expect(card.description.text).not.toMatch(/alert|</);
    expect(card.disclaimer.text).not.toMatch(/onerror|</);
    expect(card.href).toBe(offerHref(offer));
    const page = offerDetailView(hostile, config, site.cars);
    expect(page.description).not.toMatch(/script|alert/);
    expect(page.disclaimer).not.toMatch(/onerror/);
    expect(page.metaDescription).toBe('Half price servicing');
    expect(page.crumbs.map((c) => c.label)).toEqual(['Home', 'Special offers', offer.name]);
  });
  it('shows the words of the feed HTML, its entities read once: "Tom & Jerry\'s", not "Tom &amp; Jerry&#39;s"', () => {
    const named = { ...offer, sanitized_description: null, description: "<p>Tom & Jerry's <b>deal</b></p>" };
    expect(offerCardView(named, config, site.cars).description.text).toBe("Tom & Jerry's deal");
    expect(offerDetailView(named, config, site.cars).metaDescription).toBe("Tom & Jerry's deal");
  });
  it("falls back to the offer's name and the dealer's for a page without text, and has no Explore link without a model", () => {
    const bare = { ...offer, sanitized_description: null, description: '', model: null };
    expect(offerDetailView(bare, config, site.cars).metaDescription).toBe(`${offer.name} at ${config.name}`);
    expect(offerCardView(bare, config, site.cars).explore).toBeNull();
  });
});

describe('brandOverviewView', () => {
  const group = prepareSite(loadDealer('demo-group'), new Date('2026-11-21T00:00:00Z'));
  const makes = Object.entries(listingCounts(group).make);
  const brand = group.brands.find((b) => makes.some(([m]) => toSlug(m) === b.slug))!;
  it("links the make's search page with the count the search page shows, and lists its latest available cars and its locations", () => {
    const view = brandOverviewView(brand, group);
    const count = makes.find(([m]) => toSlug(m) === brand.slug)![1];
    expect(view.stockLink).toEqual({ href: `/search/${brand.slug}/`, text: `View all ${count} ${brand.title} vehicles` });
    expect(view.latest.length).toBeGreaterThan(0);
    expect(view.latest.length).toBeLessThanOrEqual(4);
    expect(view.latest.every((c) => toSlug(c.make) === brand.slug && !c.sold)).toBe(true);
    expect(view.title).toBe(`${brand.title} overview`);
  });
  it('has no stock link for a brand the index does not list', () => {
    expect(brandOverviewView({ ...brand, slug: 'no-such-make', title: 'Nothing' }, group)).toMatchObject({ stockLink: null, latest: [], locations: [] });
  });
});

describe('generalEnquiryView', () => {
  it("starts the select on the page's own category and offers a location select only among several visible locations", () => {
    const view = generalEnquiryView(config, 'Service');
    expect(view.categories.map((c) => c.value)).toEqual(['Service', 'General Enquiry', 'Sales', 'Parts', 'Finance', 'Fleet']);
    expect(view.locations?.length).toBe(config.locations.filter((l) => l.visible).length);
    const one = { ...config, locations: config.locations.slice(0, 1).map((l) => ({ ...l, visible: true })) };
    expect(generalEnquiryView(one, 'Sales').locations).toBeUndefined();
  });
});

describe('footerView and chatView', () => {
  it("lists up to 8 visible locations (none for a one-location dealer), the primary's address and the build year's copyright", () => {
    const primary = config.locations.find((l) => l.primary)!;
    const view = footerView(config, [], primary, '2026-11-21T00:00:00Z');
    const visible = config.locations.filter((l) => l.visible);
    expect(view.locations.map((l) => l.name)).toEqual(visible.slice(0, 8).map((l) => l.name));
    expect(view.visit).toMatchObject({ name: primary.name, href: `/locations/${primary.slug}/` });
    expect(view.copyright).toContain('2026');
    const one = { ...config, locations: [{ ...primary, visible: true }] };
    expect(footerView(one, [], primary, site.now).locations).toEqual([]);
    expect(footerView(config, [], undefined, site.now).visit).toBeNull();
  });
  it('hands the chat its script, keys and host only where the dealer has a chat script', () => {
    expect(chatView({ ...config, chat: { ...config.chat, script_url: null } })).toBeNull();
    const chat = chatView({ ...config, chat: { ...config.chat, script_url: 'https://widget.example.com/chat.js', widget_id: 'w1' } })!;
    expect(chat.host).toBe('widget.example.com');
    expect(chat.runtime).toMatchObject({
      src: 'https://widget.example.com/chat.js',
      widgetId: 'w1',
      consentKey: `${config.slug}-Consent`,
      chatKey: `${config.slug}-ChatConsent`,
    });
  });
});
