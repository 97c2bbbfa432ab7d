import { describe, expect, it } from 'vitest';
import { LEAD_CATEGORIES, leadCategory, leadSubcategory } from '../../../src/domain/lead-forms';

describe('lead category and subcategory per form', () => {
  it('each form has its category; a general enquiry without a chosen category is General Enquiry', () => {
    expect(LEAD_CATEGORIES).toEqual({
      general: 'General Enquiry', enquiry: 'Vehicle Enquiry', test_drive: 'Test Drive', photos: 'Request Photos', finance: 'Finance',
      trade_in: 'Trade-In', valuation_adjustments: 'Trade-In', rego_lookup: 'Trade-In', offer_accepted: 'Trade-In', reserve: 'Reservation',
    });
    expect(leadCategory('general')).toBe('General Enquiry');
    expect(leadCategory('reserve')).toBe('Reservation');
  });
  it('a sold car enquiry asks for something similar; a test drive is subcategorised by car type', () => {
    expect(leadSubcategory('enquiry', { status: 'sold', sold: true, car_type: 'used' })).toBe('Find me something similar');
    expect(leadSubcategory('enquiry', null)).toBe('Enquiry');
    expect(leadSubcategory('test_drive', { status: 'in_stock', car_type: 'used' })).toBe('Test Drive Booking Used');
    expect(leadSubcategory('test_drive', { status: 'in_stock', car_type: 'demo' })).toBe('Test Drive Booking New');
    expect(leadSubcategory('photos')).toBe('Request Photos');
    expect(leadSubcategory('finance')).toBe('Finance Enquiry');
    expect(leadSubcategory('trade_in')).toBe('Trade-In Valuation');
    expect(leadSubcategory('rego_lookup')).toBeUndefined();
  });
});
