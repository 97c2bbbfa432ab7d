import { describe, expect, it } from 'vitest';
import {
  deliveryEstimate, DELIVERY_NO_ESTIMATE, EARTH_RADIUS_KM, formatKmInput, formatMoneyInput, haversineKm, hoursForWeekday, isOfferShownOnSite,
  locationLayout, locationType, offerButtons, parseMoneyInput, primaryLocation, reviewStars, salesCounterValue,
  shouldSaveContactDetails, showRating, sortByDistance, truncateOfferDescription, truncateOfferDisclaimer, upcomingSpecialHours,
  validatePostcode, weeklyHours,
} from '../../../src/domain';
import { offerSchema } from '../../../src/domain/schemas';
import { makeConfig, makeLocation, NOW } from './fixtures';

describe('postcode: "required, exactly 4 digits"', () => {
  const message = 'Invalid postcode. Please enter a 4-digit number.';
  it('4000 passes; 400, 40000, abcd and empty fail with the message', () => {
    expect(validatePostcode('4000')).toBeNull();
    for (const bad of ['400', '40000', 'abcd', '', '40a0']) expect(validatePostcode(bad)).toBe(message);
  });
});

describe('delivery calculator', () => {
  const config = makeConfig({ features: { delivery_regions: [{ name: 'Brisbane Metro', from: 4000, to: 4199, price: 250 }] } });
  it("empty postcode: 'Please enter a postcode.'", () => {
    expect(deliveryEstimate('  ', config)).toEqual({ ok: false, message: 'Please enter a postcode.' });
  });
  it('a covered postcode gives the region name and price; 4200 has no estimate', () => {
    expect(deliveryEstimate('4199', config)).toEqual({ ok: true, name: 'Brisbane Metro', price: 250 });
    expect(deliveryEstimate('4200', config)).toEqual({ ok: false, message: DELIVERY_NO_ESTIMATE });
    expect(DELIVERY_NO_ESTIMATE).toBe("Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.");
  });
});

describe('enquiry form validation', () => {
  const valid = { name: 'Sam', email: 'sam@example.com', phone: '0412345678', message: 'Hi' };
  it('"Saved contact details are stored locally when name, email and phone are all present"', () => {
    expect(shouldSaveContactDetails(valid)).toBe(true);
    expect(shouldSaveContactDetails({ ...valid, phone: '' })).toBe(false);
  });
});

describe('money inputs: "$ prefix and thousand separators"', () => {
  it('parses and formats', () => {
    expect(parseMoneyInput('$12,500')).toBe(12500);
    expect(parseMoneyInput('abc')).toBe(0);
    expect(parseMoneyInput('-300')).toBe(0);
    expect(formatMoneyInput(70000)).toBe('$70,000');
    expect(formatKmInput(85000)).toBe('85,000 kms');
  });
});

describe('locations', () => {
  it('"empty counts as sales"', () => {
    expect(locationType(makeLocation({ location_type: '' }))).toBe('sales');
    expect(locationType(makeLocation({ location_type: null }))).toBe('sales');
    expect(locationType(makeLocation({ location_type: 'parts' }))).toBe('parts');
  });
  it('primary location: flagged primary, else first sales location', () => {
    const parts = makeLocation({ id: 1, slug: 'parts', location_type: 'parts' });
    const sales = makeLocation({ id: 2, slug: 'sales', location_type: '' });
    const flagged = makeLocation({ id: 3, slug: 'flagged', location_type: 'service', primary: true });
    expect(primaryLocation([parts, sales, flagged])?.slug).toBe('flagged');
    expect(primaryLocation([parts, sales])?.slug).toBe('sales');
    expect(primaryLocation([])).toBeNull();
  });
  it("closed hours show 'Closed', 'By appointment only' or 'Enquire Now' depending on site", () => {
    const loc = makeLocation({ contact_detail: { opening_hours: [
      { weekday: 1, status: 'Open', formated_hours: '8:30am - 5:30pm' },
      { weekday: 0, status: 'Closed' },
    ] } });
    expect(hoursForWeekday(loc, 1, makeConfig())).toMatchObject({ day: 'Monday', text: '8:30am - 5:30pm', open: true });
    expect(hoursForWeekday(loc, 0, makeConfig()).text).toBe('Closed');
    expect(hoursForWeekday(loc, 0, makeConfig({ features: { closed_text: 'By appointment only' } })).text).toBe('By appointment only');
    expect(hoursForWeekday(loc, 3, makeConfig({ features: { closed_text: 'Enquire Now' } })).text).toBe('Enquire Now');
    expect(weeklyHours(loc, makeConfig()).map((r) => r.day)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
  });
  it('holiday hours button "only when special hours exist" (from today on)', () => {
    const loc = makeLocation({ special_hours: [{ date: '2026-03-14', status: 'Closed' }, { date: '2026-04-03', status: 'Closed' }, { date: '2026-03-15', status: 'Open' }] });
    expect(upcomingSpecialHours(loc, NOW).map((s) => s.date)).toEqual(['2026-03-15', '2026-04-03']);
    expect(upcomingSpecialHours(makeLocation(), NOW)).toEqual([]);
  });
  it('"stars shown when the rating fraction is over 30 percent"', () => {
    expect(reviewStars(4.1)).toEqual({ full: 4, partial: 0 });
    expect(reviewStars(4.3)).toEqual({ full: 4, partial: 0 });
    expect(reviewStars(4.31)).toEqual({ full: 4, partial: 0.31 });
    expect(reviewStars(5)).toEqual({ full: 5, partial: 0 });
  });
  it('"minimum review rating 4"', () => {
    expect(showRating(makeLocation({ average_rating: 4 }), makeConfig())).toBe(true);
    expect(showRating(makeLocation({ average_rating: 3.9 }), makeConfig())).toBe(false);
  });
  it('haversine distance with Earth radius 6371 km', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * 6371, 6);
    const bne = { lat: -27.4698, lng: 153.0251 };
    const syd = { lat: -33.8688, lng: 151.2093 };
    expect(haversineKm(bne, syd)).toBeGreaterThan(725);
    expect(haversineKm(bne, syd)).toBeLessThan(735);
    const near = sortByDistance([makeLocation({ slug: 'far', address: { lat: -33.8688, long: 151.2093 } }), makeLocation({ slug: 'none', address: {} }), makeLocation({ slug: 'here' })], bne);
    expect(near.map((l) => l.slug)).toEqual(['here', 'far', 'none']);
  });
  it('"carousel cards when more than 3 locations"', () => {
    expect(locationLayout(1)).toBe('card');
    expect(locationLayout(3)).toBe('list');
    expect(locationLayout(4)).toBe('carousel');
  });
});

describe('sales counter: "192 per day, one unit per 450 s, Brisbane time"', () => {
  it('counts one unit per 450 s from Brisbane midnight of the start date', () => {
    const since = '2026-03-01';
    const brisbaneMidnight = Date.parse('2026-02-28T14:00:00Z');
    expect(salesCounterValue(new Date(brisbaneMidnight + 449_000), { base: 1000, since })).toBe(1000);
    expect(salesCounterValue(new Date(brisbaneMidnight + 450_000), { base: 1000, since })).toBe(1001);
    expect(salesCounterValue(new Date(brisbaneMidnight + 86_400_000), { base: 1000, since })).toBe(1192);
    expect(salesCounterValue(new Date(brisbaneMidnight - 1), { base: 1000, since })).toBe(1000);
  });
});

describe('offers', () => {
  it('"Descriptions truncate at 160 characters with view more when over 200"', () => {
    expect(truncateOfferDescription('a'.repeat(200))).toEqual({ text: 'a'.repeat(200), viewMore: false });
    expect(truncateOfferDescription('a'.repeat(201))).toEqual({ text: `${'a'.repeat(160)}...`, viewMore: true });
    expect(truncateOfferDescription('<p>Hello <b>there</b></p>').text).toBe('Hello there');
  });
  it('"disclaimers truncate at 200"', () => {
    expect(truncateOfferDisclaimer('d'.repeat(200)).truncated).toBe(false);
    expect(truncateOfferDisclaimer('d'.repeat(201))).toEqual({ text: `${'d'.repeat(200)}...`, truncated: true });
  });
  it("'Enquire Now' default button and 'Explore {model}'; excluded websites", () => {
    const offer = offerSchema.parse({ id: 1, name: 'EOFY', model: { name: 'Seltos', slug: 'seltos' }, excluded_website_ids: [9] });
    expect(offerButtons(offer)).toEqual({ enquire: 'Enquire Now', explore: 'Explore Seltos' });
    expect(isOfferShownOnSite(offer, '9')).toBe(false);
    expect(isOfferShownOnSite(offer, '10')).toBe(true);
  });
});
