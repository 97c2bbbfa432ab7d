import { describe, expect, it } from 'vitest';
import { currentOffers, isOfferLive } from '../../../src/domain/offers';
import { isOfferShownOnSite, offerButtons, truncateOfferDescription, truncateOfferDisclaimer } from '../../../src/domain/offers';
import { offerSchema } from '../../../src/domain/schemas';

const at = (iso: string) => new Date(iso);

describe('isOfferLive', () => {
  const offer = { start: '2026-11-01', expiry: '2026-12-31' };

  it('is hidden before its start date', () => {
    expect(isOfferLive(offer, at('2026-10-31T23:59:59Z'))).toBe(false);
    expect(isOfferLive(offer, at('2026-11-01T00:00:00Z'))).toBe(true);
  });

  it('shows through the whole expiry day and is hidden after it', () => {
    expect(isOfferLive(offer, at('2026-12-31T23:59:59Z'))).toBe(true);
    expect(isOfferLive(offer, at('2027-01-01T00:00:00Z'))).toBe(false);
  });

  it('an expiry with a time ends at that moment', () => {
    expect(isOfferLive({ start: null, expiry: '2026-11-21T12:00:00Z' }, at('2026-11-21T11:59:00Z'))).toBe(true);
    expect(isOfferLive({ start: null, expiry: '2026-11-21T12:00:00Z' }, at('2026-11-21T12:00:00Z'))).toBe(false);
  });

  it('missing or unreadable dates leave that side open', () => {
    expect(isOfferLive({ start: null, expiry: null }, at('2030-01-01T00:00:00Z'))).toBe(true);
    expect(isOfferLive({ start: undefined, expiry: '2026-12-31' }, at('2000-01-01T00:00:00Z'))).toBe(true);
    expect(isOfferLive({ start: 'soon', expiry: 'whenever' }, at('2026-11-21T00:00:00Z'))).toBe(true);
  });
});

describe('currentOffers', () => {
  it('drops offers excluded for this website and offers outside their dates', () => {
    const offers = [
      { id: 'a', start: '2026-11-01', expiry: '2026-12-31', excluded_website_ids: ['9999'] },
      { id: 'b', start: '2026-11-01', expiry: '2026-12-31', excluded_website_ids: ['1001'] },
      { id: 'c', start: '2026-12-01', expiry: null, excluded_website_ids: [] },
      { id: 'd', start: null, expiry: '2026-11-20', excluded_website_ids: [] },
    ];
    expect(currentOffers(offers, '1001', at('2026-11-21T00:00:00Z')).map((o) => o.id)).toEqual(['a']);
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
