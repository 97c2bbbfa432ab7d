// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { buildLeadPayload } from '../../../src/api/lead-payload';
import { leadAttributes, recordVisit, MAX_VISITED_PAGES } from '../../../src/api/page-trail';
import { memoryStorage } from '../../../src/api/storage';
import { leadPayloadSchema } from '../../../src/domain/schemas/lead';
import { site, usedCar } from './setup';

const page = {
  url: 'https://demo.example/cars/2021-toyota-corolla/',
  userAgent: 'UA',
  source: 'vehicle-page',
  attributes: { visited_pages: ['/'], linked_query_params: { utm_source: 'google' } },
};

describe('buildLeadPayload', () => {
  it('carries the spec fields for a vehicle enquiry', () => {
    const p = buildLeadPayload({
      form: 'enquiry',
      site,
      car: usedCar,
      page,
      fields: { name: 'Jane', email: 'jane@example.com', phone: '0412345678', message: 'Hi', opt_in: true },
      formEventId: 15,
    });
    expect(p).toMatchObject({
      form: 'enquiry',
      category: 'Vehicle Enquiry',
      subcategory: 'Enquiry',
      dealership_slug: 'demo-motors',
      manufacturer_slug: 'toyota',
      stock_number: 'S101',
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'Corolla',
      car_type: 'used',
      car_id: '101',
      vehicle_status: 'in_stock',
      opt_in: true,
      message: 'Hi',
      url: page.url,
      source: 'vehicle-page',
      user_agent: 'UA',
      car_dealership_id: '7',
      lead_attributes: { visited_pages: ['/'], linked_query_params: { utm_source: 'google' } },
      form_event_id: 15,
    });
    expect(leadPayloadSchema.safeParse(p).success).toBe(true);
  });

  it('a sold car enquiry is subcategory "Find me something similar"', () => {
    const p = buildLeadPayload({ form: 'enquiry', site, car: { ...usedCar, status: 'sold', sold: true }, page, fields: {} });
    expect(p.subcategory).toBe('Find me something similar');
  });

  it('test drive subcategory by car type', () => {
    expect(buildLeadPayload({ form: 'test_drive', site, car: usedCar, page, fields: {} }).subcategory).toBe('Test Drive Booking Used');
    expect(buildLeadPayload({ form: 'test_drive', site, car: { ...usedCar, car_type: 'demo' }, page, fields: {} }).subcategory).toBe('Test Drive Booking Used');
  });

  it('leaves out blank optional fields and uses the site dealership id without a car', () => {
    const p = buildLeadPayload({ form: 'general', site, page, fields: { category: 'Service', Rego: '', message: 'x', location: undefined } });
    expect(p.category).toBe('Service');
    expect('Rego' in p).toBe(false);
    expect('location' in p).toBe(false);
    expect(p.car_dealership_id).toBe('7');
    expect('Vehicle Make' in p).toBe(false);
  });
});

describe('lead_attributes trail', () => {
  it('records pages without immediate repeats, keeps the newest 20, and campaign params', () => {
    const s = memoryStorage();
    recordVisit(s, 'test-motors', 'https://x.test/?utm_source=google&utm_campaign=eofy&colour=red');
    recordVisit(s, 'test-motors', 'https://x.test/?utm_source=google&utm_campaign=eofy&colour=red');
    for (let i = 0; i < 25; i++) recordVisit(s, 'test-motors', `https://x.test/cars/car-${i}/`);
    const a = leadAttributes(s, 'test-motors');
    expect(a.visited_pages).toHaveLength(MAX_VISITED_PAGES);
    expect(a.visited_pages.at(-1)).toBe('/cars/car-24/');
    expect(a.linked_query_params).toEqual({ utm_source: 'google', utm_campaign: 'eofy' });
    expect(s.getItem('test-motors-VisitedPages')).not.toBeNull();
  });

  it('reads whatever is stored as strings only: a tampered or old-format value never breaks the trail', () => {
    const s = memoryStorage();
    s.setItem('test-motors-VisitedPages', '["/old-json"]\n/cars/a/\njavascript:alert(1)');
    s.setItem('test-motors-LinkedQueryParams', '{"utm_source":1}&utm_medium=email&evil=1');
    const a = leadAttributes(s, 'test-motors');
    expect(a.visited_pages).toEqual(['/cars/a/']);
    expect(a.linked_query_params).toEqual({ utm_medium: 'email' });
    recordVisit(s, 'test-motors', 'https://x.test/finance/?utm_source=fb');
    expect(leadAttributes(s, 'test-motors')).toEqual({
      visited_pages: ['/cars/a/', '/finance/?utm_source=fb'],
      linked_query_params: { utm_medium: 'email', utm_source: 'fb' },
    });
  });
});
