import { describe, expect, it } from 'vitest';
import { LEAD_CATEGORIES, leadCategory, leadSubcategory } from '../../../src/domain/lead-forms';
import { OPT_IN_LABEL, enquiryDefaults, formEventId, testDriveSubcategory } from '../../../src/domain/lead-forms';
import { makeCar } from './fixtures';

describe('lead category and subcategory per form', () => {
  it('each form has its category; a general enquiry without a chosen category is General Enquiry', () => {
    expect(LEAD_CATEGORIES).toEqual({
      general: 'General Enquiry',
      enquiry: 'Vehicle Enquiry',
      test_drive: 'Test Drive',
      photos: 'Request Photos',
      finance: 'Finance',
      trade_in: 'Trade-In',
      valuation_adjustments: 'Trade-In',
      rego_lookup: 'Trade-In',
      offer_accepted: 'Trade-In',
      reserve: 'Reservation',
    });
    expect(leadCategory('general')).toBe('General Enquiry');
    expect(leadCategory('reserve')).toBe('Reservation');
  });
  it('a sold car enquiry asks for something similar; a test drive is subcategorised by car type', () => {
    expect(leadSubcategory('enquiry', { status: 'sold', sold: true, car_type: 'used' })).toBe('Find me something similar');
    expect(leadSubcategory('enquiry', null)).toBe('Enquiry');
    expect(leadSubcategory('test_drive', { status: 'in_stock', car_type: 'used' })).toBe('Test Drive Booking Used');
    expect(leadSubcategory('test_drive', { status: 'in_stock', car_type: 'demo' })).toBe('Test Drive Booking Used');
    expect(leadSubcategory('test_drive', { status: 'in_stock', car_type: 'new' })).toBe('Test Drive Booking New');
    expect(leadSubcategory('photos')).toBe('Request Photos');
    expect(leadSubcategory('finance')).toBe('Finance Enquiry');
    expect(leadSubcategory('trade_in')).toBe('Trade-In Valuation');
    expect(leadSubcategory('rego_lookup')).toBeUndefined();
  });
});

describe('forms', () => {
  it('"Form event id: 17 when tag is the test-drive-only label; used 48 test drive else 15; otherwise 17 test drive else 14"; a demo car is used, as the page labels it', () => {
    expect(formEventId(makeCar({ tag: 'Test Drive Only', car_type: 'used' }), 'enquiry')).toBe(17);
    expect(formEventId(makeCar({ car_type: 'used' }), 'test_drive')).toBe(48);
    expect(formEventId(makeCar({ car_type: 'used' }), 'enquiry')).toBe(15);
    expect(formEventId(makeCar({ car_type: 'new' }), 'test_drive')).toBe(17);
    expect(formEventId(makeCar({ car_type: 'new' }), 'enquiry')).toBe(14);
    expect(formEventId(makeCar({ car_type: 'demo' }), 'enquiry')).toBe(15);
    expect(formEventId(makeCar({ car_type: 'demo' }), 'test_drive')).toBe(48);
  });
  it("test-drive subcategory 'Test Drive Booking Used' for used (a demo car is used, as the page labels it), else 'Test Drive Booking New'", () => {
    expect(testDriveSubcategory(makeCar({ car_type: 'used' }))).toBe('Test Drive Booking Used');
    expect(testDriveSubcategory(makeCar({ car_type: 'demo' }))).toBe('Test Drive Booking Used');
    expect(testDriveSubcategory(makeCar({ car_type: 'new' }))).toBe('Test Drive Booking New');
  });
  it("sold vehicle: 'Can you please find me something similar?' with subcategory 'Find me something similar'; opt_in true", () => {
    expect(enquiryDefaults(makeCar({ status: 'sold' }))).toEqual({
      opt_in: true,
      message: 'Can you please find me something similar?',
      subcategory: 'Find me something similar',
    });
    expect(enquiryDefaults(makeCar()).opt_in).toBe(true);
    expect(OPT_IN_LABEL).toBe('Email me similar stock and latest offers.');
  });
});
