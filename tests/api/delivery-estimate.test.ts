import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deliveryEstimateAnswer, readDeliveryRegions } from '../../scripts/server/delivery-estimate';

describe('GET /api/delivery-estimate (the dealer region table as the API data)', () => {
  const regions = [{ name: 'Brisbane Metro', from: 4000, to: 4199, price: 250 }];
  it('answers name and price; a postcode with no region is an answer (200, no estimate), not a 404 in the console', () => {
    expect(deliveryEstimateAnswer(regions, new URLSearchParams('postcode=4006'))).toEqual({ status: 200, body: { name: 'Brisbane Metro', price: 250 } });
    expect(deliveryEstimateAnswer(regions, new URLSearchParams('postcode=6000'))).toEqual({
      status: 200,
      body: { name: null, price: null, error: expect.stringMatching(/^Sorry, we can't provide an estimate/) },
    });
    expect(deliveryEstimateAnswer(regions, new URLSearchParams(''))).toEqual({ status: 400, body: { error: 'Please enter a postcode.' } });
  });
  it("reads the table from the dealer's dealer.json", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dealer-'));
    writeFileSync(path.join(dir, 'dealer.json'), JSON.stringify({ vehicle: { delivery_regions: regions } }));
    expect(readDeliveryRegions(dir)).toEqual(regions);
    expect(readDeliveryRegions(path.join(dir, 'missing'))).toEqual([]);
  });
});
