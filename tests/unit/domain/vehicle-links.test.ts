import { describe, expect, it } from 'vitest';
import { checkoutJourneyPath, contactPath, financeLink, modelsBodySlug, vehicleSiteLinks } from '../../../src/domain/vehicle-links';
import { modelEntries } from '../../../src/views/models-view';
import type { Car } from '../../../src/domain/schemas';

const car = (over: Record<string, unknown> = {}) => ({
  id: '1',
  make: 'Mazda',
  model: 'CX-5',
  year: 2022,
  price: 30000,
  offer_price: null,
  autograb_data: null,
  car_type: 'used' as const,
  dealership_slug: 'dm-north',
  ...over,
});

describe('financeLink', () => {
  it('carries preferredDealership, vehiclePriceBudget, car_id, car_type and #finance-form', () => {
    const link = financeLink(car(), { slug: 'demo', finance: { path: '/apply-for-finance' } } as never);
    expect(link).toBe('/apply-for-finance?preferredDealership=dm-north&vehiclePriceBudget=30000&car_id=1&car_type=used#finance-form');
  });
  it('falls back to the site slug when the car has no dealership', () => {
    expect(financeLink(car({ dealership_slug: null }), { slug: 'demo', finance: { path: '/finance' } } as never)).toContain('preferredDealership=demo');
  });
  it('builds the checkout journey and contact routes with the slug', () => {
    expect(checkoutJourneyPath('a-b')).toBe('/checkout-journey?car_id=a-b');
    expect(contactPath('a-b', 'test-drive')).toBe('/contact?car_id=a-b&type=test-drive');
  });
});

describe("vehicle page links to the dealer's wider site", () => {
  it('/models?body={body}: lowercase, spaces to hyphens, & removed', () => {
    expect(modelsBodySlug('Cab Chassis')).toBe('cab-chassis');
    expect(modelsBodySlug('SUV & 4WD')).toBe('suv-4wd');
    expect(modelsBodySlug('Ute')).toBe('ute');
  });
  it("the models link, roadside assist and the dealer's EOFY path, where the dealer has them", () => {
    expect(vehicleSiteLinks('Cab Chassis', { roadside_assist_path: '/roadside-assist', eofy_path: '/pages/eofy-sale' })).toEqual([
      { label: 'Explore Cab Chassis models', href: '/models?body=cab-chassis' },
      { label: 'Roadside assist', href: '/roadside-assist' },
      { label: 'End of financial year sale', href: '/pages/eofy-sale' },
    ]);
    expect(vehicleSiteLinks(null, { roadside_assist_path: null, eofy_path: '/eofy' }).map((l) => l.href)).toEqual(['/eofy']);
  });
  it('the /models page filters by the same slug the vehicle page links with', () => {
    const car = { make: 'Ford', model: 'Ranger', body: 'Cab Chassis', simple_body: 'SUV & 4WD', images: [] } as unknown as Car;
    expect(modelEntries([car], null, 'search')[0]!.bodies).toEqual(['suv-4wd']);
  });
  it('a model\'s "from" price is the lowest price its cars\' pages show: an offer price, never a $10 placeholder', () => {
    const ranger = (price: number | null, offer_price: number | null) => ({ make: 'Ford', model: 'Ranger', price, offer_price, images: [] }) as unknown as Car;
    expect(modelEntries([ranger(72000, 69990), ranger(71000, null), ranger(10, null)], null, 'search')[0]!.fromPrice).toBe(69990);
    expect(modelEntries([ranger(10, null), ranger(0, null)], null, 'search')[0]!.fromPrice).toBeNull();
  });
});
