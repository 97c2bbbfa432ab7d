import { describe, expect, it } from 'vitest';
import { analyticsItem, platformEvent, platformEventRule, PLATFORM_EVENTS } from '../../../src/domain/analytics-mapping';
import { formEventId } from '../../../src/domain/lead-forms';
import { vehicleViewEventId } from '../../../src/domain/analytics-events';

const car = { id: 'c-1', stocknum: 'DG1042', name: '2021 Toyota Corolla Ascent Sport', make: 'Toyota', car_type: 'used' };
const item = analyticsItem(car, 24990, 'AUD');

describe('analytics mapping table', () => {
  it('maps the vehicle views (4 used, 18 other) to view_item / ViewContent', () => {
    for (const id of [vehicleViewEventId({ car_type: 'used' }), vehicleViewEventId({ car_type: 'new' })]) {
      expect(platformEventRule(id)).toMatchObject({ ga4: 'view_item', meta: 'ViewContent', metaStandard: true });
    }
  });

  it('maps the four lead form ids (14, 15, 17, 48) to generate_lead / Lead with the form type', () => {
    const types = { 14: 'enquiry', 15: 'used_enquiry', 17: 'test_drive', 48: 'used_test_drive' } as const;
    for (const [id, formType] of Object.entries(types)) {
      expect(platformEventRule(id)).toMatchObject({ ga4: 'generate_lead', meta: 'Lead', metaStandard: true, formType });
    }
    // The ids the spec's form rule produces are all in the table.
    expect(platformEventRule(formEventId({ tag: null, car_type: 'used' }, 'test_drive'))?.formType).toBe('used_test_drive');
    expect(platformEventRule(formEventId({ tag: null, car_type: 'new' }, 'enquiry'))?.formType).toBe('enquiry');
  });

  it('maps save (39) to add_to_wishlist / AddToWishlist and the call-dealer click (25) to contact / Contact', () => {
    expect(platformEventRule(39)).toMatchObject({ ga4: 'add_to_wishlist', meta: 'AddToWishlist', metaStandard: true });
    expect(platformEventRule(25)).toMatchObject({ ga4: 'contact', meta: 'Contact', metaStandard: true });
  });

  it('sends the first finance calculator use (26), the remove (49) and unknown ids as custom events', () => {
    expect(platformEventRule(26)).toMatchObject({ ga4: 'finance_calculator_use', meta: 'FinanceCalculatorUse', metaStandard: false });
    expect(platformEventRule(49)).toMatchObject({ ga4: 'remove_from_wishlist', metaStandard: false });
    expect(platformEventRule(77)).toMatchObject({ ga4: 'dealer_event_77', meta: 'DealerEvent_77', metaStandard: false });
    expect(platformEventRule('odd id!')?.ga4).toBe('dealer_event_odd_id_');
  });

  it('reports lead forms without a form id (finance, trade-in...) as generate_lead with their kind', () => {
    expect(platformEventRule('finance')).toMatchObject({ ga4: 'generate_lead', meta: 'Lead', formType: 'finance' });
    expect(platformEventRule('trade_in')?.formType).toBe('trade_in');
  });

  it('does not forward the legacy pixel name ViewContent (the view already maps from 4/18)', () => {
    expect(platformEventRule('ViewContent')).toBeNull();
    expect(platformEvent('ViewContent', {}, item)).toBeNull();
  });

  it('builds the item from the car: stock number, name, make, car type, price, currency', () => {
    expect(item).toEqual({
      item_id: 'DG1042',
      item_name: '2021 Toyota Corolla Ascent Sport',
      item_brand: 'Toyota',
      item_category: 'used',
      price: 24990,
      currency: 'AUD',
    });
    expect(analyticsItem({ ...car, stocknum: null }, null).item_id).toBe('c-1');
    expect(analyticsItem(car, 0)).not.toHaveProperty('price'); // POA / no price: no value
  });

  it('puts the item into GA4 items/value/currency and Meta content fields, with the form type on leads', () => {
    const e = platformEvent(15, { lead_id: 'L9', car_id: 'c-1' }, item)!;
    expect(e.rule.ga4).toBe('generate_lead');
    expect(e.ga4).toEqual({ currency: 'AUD', value: 24990, items: [item], form_type: 'used_enquiry', lead_id: 'L9' });
    expect(e.meta).toEqual({
      content_ids: ['DG1042'],
      content_type: 'vehicle',
      content_name: item.item_name,
      content_category: 'used',
      currency: 'AUD',
      value: 24990,
      form_type: 'used_enquiry',
      lead_id: 'L9',
    });
  });

  it('sends events without a car with no items', () => {
    const e = platformEvent(26, { kind: 'finance_calculator' }, null)!;
    expect(e.ga4).toEqual({ kind: 'finance_calculator' });
    expect(e.meta).toEqual({ kind: 'finance_calculator' });
  });

  it('documents every table row', () => {
    for (const rule of Object.values(PLATFORM_EVENTS)) expect(rule.what.length).toBeGreaterThan(5);
  });
});
