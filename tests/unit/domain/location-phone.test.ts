import { describe, expect, it } from 'vitest';
import { locationPhone, phonesByCarType, telHref } from '../../../src/domain/location-phone';

const loc = {
  phone: '07 1111 1111',
  contact_detail: { phone: '07 3000 0000', landline_phone: null, phone_new: '07 3000 0001', phone_used: '07 3000 0002', phone_demo: null, opening_hours: [] },
};
const on = { contact: { phone_by_car_type: true } } as never;
const off = { contact: { phone_by_car_type: false } } as never;

describe('location phone by car type', () => {
  it('uses the car type number where the site chooses phones by type', () => {
    expect(locationPhone(loc, on, 'new')).toBe('07 3000 0001');
    expect(locationPhone(loc, on, 'used')).toBe('07 3000 0002');
  });
  it('falls back to the main phone when the type has no number', () => {
    expect(locationPhone(loc, on, 'demo')).toBe('07 3000 0000');
  });
  it('ignores the type numbers when the switch is off', () => {
    expect(locationPhone(loc, off, 'new')).toBe('07 3000 0000');
    expect(phonesByCarType(loc, off)).toEqual([]);
  });
  it('lists the department numbers that exist', () => {
    expect(phonesByCarType(loc, on).map((p) => p.label)).toEqual(['New cars', 'Used cars']);
  });
  it('falls back to the top-level phone', () => {
    expect(locationPhone({ phone: '1300 000 000', contact_detail: { opening_hours: [] } } as never, off)).toBe('1300 000 000');
  });
  it('builds tel links from digits', () => {
    expect(telHref('(07) 3000 0000')).toBe('tel:0730000000');
  });
});
