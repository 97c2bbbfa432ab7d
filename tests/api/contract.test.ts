import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../src/api/client';
import { startTestServer, validEnquiry, type TestServer } from './helpers';
import { defined } from '../defined';

/*
 * One contract (src/api/contract.ts), two sides: the browser client parses every answer with the contract's
 * schemas, and here it talks to the reference server. Each call coming back parsed (not null / not a failure)
 * shows the server answers in the shape the client reads.
 */
let t: TestServer;
let client: ApiClient;
beforeAll(async () => {
  t = await startTestServer();
  client = createApiClient({ baseUrl: t.base });
});
afterAll(async () => {
  await t.stop();
});

describe('the client against the reference server: every answer fits the contract', () => {
  it('leads, sign-in, watchlist, view count, phone reveal, miscellaneous, test-drive slots', async () => {
    const lead = await client.submitLead({ ...validEnquiry, form: 'enquiry' }, 'contract-key-1');
    expect(lead).toMatchObject({ ok: true, lead_id: expect.any(String) });

    expect(await client.requestSignInCode('0412 555 666')).toEqual({ success: true });
    const code = defined(
      [...t.logs]
        .reverse()
        .find((l) => l.startsWith('sign-in code for 0412555666:'))
        ?.split(': ')[1],
      'the logged sign-in code',
    );
    const verified = await client.verifySignInCode('0412 555 666', code);
    expect(verified).toMatchObject({ success: true, token: expect.any(String), phone_number: '0412555666' });

    expect(await client.saveCar('0412555666', '101', verified.token)).toEqual({ success: true });
    expect(await client.watchlist('0412555666', verified.token)).toEqual(['101']);
    expect(await client.removeCar('0412555666', '101', verified.token)).toEqual({ success: true });
    expect(await client.watchlist('0412555666', verified.token)).toEqual([]);

    expect(await client.viewCount('2021-toyota-corolla', { photos_count: 3 })).toEqual({ views: 1, car_fields: {} });
    expect(await client.phoneReveal({ car_id: '101', dealership_id: '7', website_id: '1' })).toBe(true);
    expect(await client.miscellaneous({ column_name: 'valuation', lead_id: lead.ok ? lead.lead_id : null })).toBe(true);
    expect(await client.testDriveSlots('2030-01-07', '')).toEqual(expect.arrayContaining(['09:00']));
  });

  it("the API's refusals come back as its words, not as a parse failure", async () => {
    const refused = await client.submitLead({ ...validEnquiry, form: 'enquiry', email: 'not-an-email' }, 'contract-key-2');
    expect(refused).toMatchObject({ ok: false, retry: false, status: 422 });
    expect(await client.saveCar('0412555777', '101', 'no-such-token')).toEqual({ success: false, error: 'Your sign-in has expired. Please sign in again.' });
    expect(await client.deliveryEstimate('4000')).toMatchObject({ ok: false });
    expect(await client.valuation({ make: 'Toyota', model: 'Corolla', year: '2020', km: '50,000', condition: 'good' })).toEqual({
      ok: false,
      error: 'We need to see this car to value it.',
    });
  });
});
