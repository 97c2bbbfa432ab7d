import { describe, expect, it } from 'vitest';
import {
  DELIVERY_NO_ESTIMATE,
  deliveryEstimate,
  formatKmInput,
  formatMoneyInput,
  parseMoneyInput,
  shouldSaveContactDetails,
  typedAmount,
  validatePostcode,
} from '../../../src/domain/validation';
import { makeConfig } from './fixtures';

describe('postcode: "required, exactly 4 digits"', () => {
  const message = 'Invalid postcode. Please enter a 4-digit number.';
  it('4000 passes; 400, 40000, abcd and empty fail with the message', () => {
    expect(validatePostcode('4000')).toBeNull();
    for (const bad of ['400', '40000', 'abcd', '', '40a0']) expect(validatePostcode(bad)).toBe(message);
  });
});

describe('delivery calculator', () => {
  const config = makeConfig({ vehicle: { delivery_regions: [{ name: 'Brisbane Metro', from: 4000, to: 4199, price: 250 }] } });
  it("empty postcode: 'Please enter a postcode.'", () => {
    expect(deliveryEstimate('  ', config)).toEqual({ ok: false, message: 'Please enter a postcode.' });
  });
  it('a covered postcode gives the region name and price; 4200 has no estimate', () => {
    expect(deliveryEstimate('4199', config)).toEqual({ ok: true, name: 'Brisbane Metro', price: 250 });
    expect(deliveryEstimate('4200', config)).toEqual({ ok: false, message: DELIVERY_NO_ESTIMATE });
    expect(DELIVERY_NO_ESTIMATE).toBe(
      "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
    );
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

describe('typedAmount: what a formatted number input reads', () => {
  it('digits only; none is null', () => {
    expect(typedAmount('$11,990')).toBe(11990);
    expect(typedAmount('80,000 kms')).toBe(80000);
    expect(typedAmount('$')).toBeNull();
  });
  it('an amount of 0 or less becomes 0: a minus before the digits reads as 0, not the digits', () => {
    expect(typedAmount('-100')).toBe(0);
    expect(typedAmount('$-100')).toBe(0);
    expect(typedAmount('-$2,500')).toBe(0);
    expect(typedAmount('\u2212100')).toBe(0);
  });
});
