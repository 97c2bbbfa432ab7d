import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { GENERATED, typesFile, typesSource, validatorsSource } from '../../../scripts/generate-validators';
import { parseReply } from '../../../src/api/client';
import * as replies from '../../../src/api/reply-validators.generated.js';
import { memoryStorage, readValidated } from '../../../src/api/storage';
import * as stored from '../../../src/stores/stored-validators.generated.js';
import { defined } from '../../defined';

const favourite = { id: '7', name: '2020 Toyota Hilux', slug: 'hilux-7', make: 'Toyota', model: 'Hilux', primary_image_url: null };
const viewed = { id: '7', stocknum: 'S7', make: 'Toyota', model: 'Hilux', body: 'Ute', simple_body: null };

/**
 * Per schema: values a browser may meet, from this version, an older one, another site, a curious shopper (storage)
 * or a proxy, an older API or a broken one (answers). Each list holds values both accepted and refused.
 */
const SAMPLES: Record<string, unknown[]> = {
  // What the stores keep in localStorage.
  FavouritedCars: [
    [],
    [favourite],
    [{ ...favourite, extra: 'dropped' }],
    [{ ...favourite, id: 7 }],
    [{ ...favourite, primary_image_url: undefined }],
    {},
    null,
    'x',
    [null],
  ],
  ViewCar: [
    [viewed],
    [{ ...viewed, name: 'n', slug: 's', image: null, price: '$1' }],
    [{ ...viewed, image: 5 }],
    [{ ...viewed, stocknum: undefined }],
    [{ ...viewed, junk: [1] }],
    [[]],
  ],
  EnquireCar: [null, { name: 'A', email: 'a@b.co', phone: '0400' }, { name: 'A', email: 'a@b.co' }, { name: 'A', email: 'a@b.co', phone: 400 }, [], 'A'],
  SearchHistory: [[], [{ url: '/cars/', label: 'All' }], [{ url: '/cars/' }], [{ url: '/cars/', label: 'All', at: 1 }], [{ url: 1, label: 'x' }]],
  User: [
    null,
    { signedIn: true },
    { signedIn: true, phone: null, token: 't' },
    { signedIn: 'yes' },
    { signedIn: false, phone: 4 },
    { signedIn: true, admin: true },
    0,
  ],
  SuccessCategory: [null, 'Finance', 3, {}, true],
  Watchlist: [[], ['1', '2'], [1], ['1', null], 'abc', {}],
  // The API's answers.
  error: [{ error: 'No' }, { error: 'No', code: 4 }, { error: 4 }, {}, '<html>', null],
  validationRefusal: [
    { error: 'Bad', issues: [{ path: 'email', message: 'Required' }] },
    { error: 'Bad', issues: [] },
    { error: 'Bad' },
    { error: 'Bad', issues: [{ path: 'email', message: 'x', extra: 1 }], more: true },
    { error: 'Bad', issues: [{ path: 1, message: 'x' }] },
  ],
  lead: [{ lead_id: 'L1' }, { lead_id: 12 }, { lead_id: null }, { id: 'L1' }, { lead_id: 'L1', queued: true }, []],
  success: [{ success: true }, { success: false, error: 'No' }, { success: 'true' }, { success: true, message: 3 }, { success: true, other: 1 }, null],
  signInVerify: [{ success: true, token: 't', phone_number: '0400' }, { success: false, error: 'Wrong code' }, { success: true, token: 5 }, {}],
  watchlist: [{ car_ids: [] }, { car_ids: ['1', 2] }, { car_ids: [null] }, { car_ids: '1,2' }, { cars: [] }],
  viewCount: [
    { views: 3, car_fields: {} },
    { views: 0, car_fields: { price: 1 } },
    { views: -1, car_fields: {} },
    { views: 1.5, car_fields: {} },
    { views: 2, car_fields: [] },
    { views: '2', car_fields: {} },
    { views: 2 },
  ],
  deliveryEstimate: [{ name: 'Metro', price: 0 }, { name: 'Metro', price: 199.5 }, { name: 'Metro', price: -1 }, { name: 'Metro' }, { price: 9 }],
  testDriveSlots: [
    { slots: ['09:00', '13:30'] },
    { date: '2026-12-01', location_id: null, slots: [] },
    { slots: ['9am'] },
    { slots: '09:00' },
    { date: 3, slots: [] },
    { location_id: 5, slots: [] },
  ],
  valuation: [
    { offer: 10000, high: 12000, comparables: 4 },
    { offer: 1, high: 2, comparables: 0, note: 'x' },
    { offer: -5, high: 2, comparables: 1 },
    { offer: 1, high: 2, comparables: 1.5 },
    { offer: '1', high: 2, comparables: 1 },
  ],
  autogauge: [
    { fill: 0.3, listing_price: 30000, market_range_min: 27000, market_range_max: 36000, confidence: 0.8, description: 'Below' },
    { fill: null, confidence: 0.1 },
    { fill: '0.3' },
    { description: 5 },
    { listing_price: 1, extra: true },
    [],
  ],
};

describe('validators generated from the zod schemas the browser checks data with', () => {
  for (const g of GENERATED) {
    const validators: Record<string, (d: unknown) => boolean> = g.file.includes('stored-') ? stored : replies;

    it(`${g.file.split('/').slice(-2).join('/')} is what scripts/generate-validators.ts makes from today's ${g.source}`, () => {
      expect(readFileSync(g.file, 'utf8')).toBe(validatorsSource(g));
      expect(Object.keys(validators).sort()).toEqual(Object.keys(g.schemas).sort());
    });

    it(`${typesFile(g).split('/').slice(-2).join('/')} is what scripts/generate-validators.ts makes from today's ${g.source}`, () => {
      expect(readFileSync(typesFile(g), 'utf8')).toBe(typesSource(g));
    });

    for (const [name, schema] of Object.entries(g.schemas)) {
      it(`${name}: accepts and refuses what zod does, and keeps what zod keeps`, () => {
        const samples = defined(SAMPLES[name], `samples for ${name}`);
        let accepted = 0;
        for (const sample of samples) {
          const byZod = z.safeParse(schema, structuredClone(sample));
          const copy = structuredClone(sample);
          const ok = defined(validators[name], `the validator ${name}`)(copy);
          expect(ok, `${name} ${JSON.stringify(sample)}`).toBe(byZod.success);
          if (ok) {
            expect(copy).toEqual(byZod.data);
            accepted++;
          }
        }
        // Both answers are exercised, so a validator saying yes (or no) to everything fails.
        expect(accepted).toBeGreaterThan(0);
        expect(accepted).toBeLessThan(samples.length);
      });
    }
  }

  it('readValidated gives the stored value when valid (unknown keys dropped) and the fallback otherwise', () => {
    const storage = memoryStorage();
    storage.setItem('k', JSON.stringify([{ ...favourite, extra: 1 }]));
    expect(readValidated(storage, 'k', stored.FavouritedCars, [])).toEqual([favourite]);
    storage.setItem('k', JSON.stringify([{ ...favourite, name: 5 }]));
    expect(readValidated(storage, 'k', stored.FavouritedCars, [])).toEqual([]);
    storage.setItem('k', '{not json');
    expect(readValidated(storage, 'k', stored.FavouritedCars, [])).toEqual([]);
    expect(readValidated(null, 'k', stored.Watchlist, ['x'])).toEqual(['x']);
  });

  it('parseReply gives the answer when it fits its schema, null otherwise', () => {
    expect(parseReply(replies.lead, { lead_id: 'L1', extra: true })).toEqual({ lead_id: 'L1', extra: true });
    expect(parseReply(replies.lead, '<html>gateway</html>')).toBeNull();
  });
});
