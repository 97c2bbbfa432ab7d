import { describe, expect, it } from 'vitest';
import {
  EARTH_RADIUS_KM,
  haversineKm,
  hoursForWeekday,
  locationLayout,
  locationType,
  primaryLocation,
  reviewStars,
  showRating,
  sortByDistance,
  specialHoursText,
  upcomingSpecialHours,
  weeklyHours,
} from '../../../src/domain/locations';
import { NOW, makeConfig, makeLocation } from './fixtures';

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
    const loc = makeLocation({
      contact_detail: {
        opening_hours: [
          { weekday: 1, status: 'Open', formated_hours: '8:30am - 5:30pm' },
          { weekday: 0, status: 'Closed' },
        ],
      },
    });
    expect(hoursForWeekday(loc, 1, makeConfig())).toMatchObject({ day: 'Monday', text: '8:30am - 5:30pm', open: true });
    expect(hoursForWeekday(loc, 0, makeConfig()).text).toBe('Closed');
    expect(hoursForWeekday(loc, 0, makeConfig({ contact: { closed_text: 'By appointment only' } })).text).toBe('By appointment only');
    expect(hoursForWeekday(loc, 3, makeConfig({ contact: { closed_text: 'Enquire Now' } })).text).toBe('Enquire Now');
    expect(weeklyHours(loc, makeConfig()).map((r) => r.day)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
  });
  it("a holiday closure reads 'Closed' on every site: the closed text of ordinary days ('Enquire Now') is not holiday hours", () => {
    const loc = makeLocation({ contact_detail: { opening_hours: [{ weekday: 0, status: 'Closed' }] } });
    for (const closed_text of ['Enquire Now', 'By appointment only'] as const) {
      expect(hoursForWeekday(loc, 0, makeConfig({ contact: { closed_text } })).text).toBe(closed_text);
    }
    expect(specialHoursText({ status: 'Closed', start_hour: null, end_hour: null })).toBe('Closed');
    expect(specialHoursText({ status: 'Open', start_hour: '9:00am', end_hour: '1:00pm' })).toBe('9:00am - 1:00pm');
    expect(specialHoursText({ status: 'Open', start_hour: null, end_hour: null })).toBe('Open');
  });
  it('holiday hours button "only when special hours exist" (from today on)', () => {
    const loc = makeLocation({
      special_hours: [
        { date: '2026-03-14', status: 'Closed' },
        { date: '2026-04-03', status: 'Closed' },
        { date: '2026-03-15', status: 'Open' },
      ],
    });
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
    const near = sortByDistance(
      [makeLocation({ slug: 'far', address: { lat: -33.8688, long: 151.2093 } }), makeLocation({ slug: 'none', address: {} }), makeLocation({ slug: 'here' })],
      bne,
    );
    expect(near.map((l) => l.slug)).toEqual(['here', 'far', 'none']);
  });
  it('"carousel cards when more than 3 locations"', () => {
    expect(locationLayout(1)).toBe('card');
    expect(locationLayout(3)).toBe('list');
    expect(locationLayout(4)).toBe('carousel');
  });
});
