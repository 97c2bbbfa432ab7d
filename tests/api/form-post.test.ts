import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';
import type { Car } from '../../src/domain/schemas';
import { defined } from '../defined';

/*
 * A lead form posted without JavaScript (application/x-www-form-urlencoded, Accept text/html) is
 * stored like a JSON lead and answered for a browser: 303 to /success, or a page listing what is wrong.
 */
let t: TestServer;
const corolla = {
  id: '101',
  slug: '2021-toyota-corolla',
  name: '2021 Toyota Corolla',
  make: 'Toyota',
  model: 'Corolla',
  stocknum: 'S101',
  car_type: 'used',
  status: 'in_stock',
  sold: false,
  tag: null,
  dealership_slug: 'demo-motors-north',
  dealership_id: '7',
} as unknown as Car;
beforeAll(async () => {
  t = await startTestServer({ bodyLimit: 4096, marketCars: [corolla] });
});
afterAll(async () => {
  await t.stop();
});

type Row = {
  lead_id: string;
  form: string;
  category: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  car_id: string | null;
  payload: string;
};
const leadsBy = (email: string) => t.preview.db.prepare('SELECT * FROM leads WHERE email = ?').all(email) as Row[];
const countLeads = () => (t.preview.db.prepare('SELECT COUNT(*) AS n FROM leads').get() as { n: number }).n;

/** What the vehicle page's no-JS enquiry form posts: the typed fields plus its hidden inputs. */
function vehicleEnquiry(email: string): [string, string][] {
  return [
    ['form', 'enquiry'],
    ['category', 'Vehicle Enquiry'],
    ['subcategory', 'Enquiry'],
    ['dealership_slug', 'demo-motors'],
    ['manufacturer_slug', 'toyota'],
    ['car_dealership_id', '5001'],
    ['source', 'vehicle-page'],
    ['stock_number', 'DM00143'],
    ['Vehicle Make', 'Ford'],
    ['Vehicle Model', 'Everest'],
    ['car_type', 'used'],
    ['car_id', '100143'],
    ['vehicle_status', 'in_stock'],
    ['form_event_id', '15'],
    ['opt_in', 'false'],
    ['name', 'Jo Citizen'],
    ['email', email],
    ['phone', '0412 345 678'],
    ['message', 'Is it still available?'],
    ['opt_in', 'true'],
  ];
}
function post(fields: [string, string][], headers: Record<string, string> = {}) {
  return fetch(`${t.base}/api/leads`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams(fields).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'text/html,application/xhtml+xml',
      referer: `${t.base}/cars/2013-ford-everest/`,
      'user-agent': 'no-js-browser',
      ...headers,
    },
  });
}

describe('POST /api/leads as a plain HTML form post', () => {
  it('stores the lead with its car and answers 303 to /success, with nothing of the shopper in the address', async () => {
    const email = 'jo.vehicle@example.com';
    const res = await post(vehicleEnquiry(email));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/success');
    const [first, ...more] = leadsBy(email);
    expect(more).toEqual([]);
    const row = defined(first, 'the stored lead');
    expect({ form: row.form, category: row.category, name: row.name, phone: row.phone, car_id: row.car_id }).toEqual({
      form: 'enquiry',
      category: 'Vehicle Enquiry',
      name: 'Jo Citizen',
      phone: '0412 345 678',
      car_id: '100143',
    });
    const payload = JSON.parse(row.payload) as Record<string, unknown>;
    expect(payload).toMatchObject({
      subcategory: 'Enquiry',
      stock_number: 'DM00143',
      'Vehicle Make': 'Ford',
      'Vehicle Model': 'Everest',
      car_type: 'used',
      opt_in: true,
      form_event_id: 15,
      message: 'Is it still available?',
      source: 'vehicle-page',
      url: `${t.base}/cars/2013-ford-everest/`,
      user_agent: 'no-js-browser',
    });
  });

  it("the browser's Origin names the site: the redirect goes to that site's /success (API on another origin)", async () => {
    const res = await post(vehicleEnquiry('jo.origin@example.com'), { origin: 'https://www.demomotors.example' });
    expect([res.status, res.headers.get('location')]).toEqual([303, 'https://www.demomotors.example/success']);
  });

  it('an unticked opt-in posts only the hidden false; money typed as $30,000 is a number; several services a list', async () => {
    const email = 'jo.finance@example.com';
    const res = await post([
      ['form', 'finance'],
      ['source', 'finance-page'],
      ['name', 'Jo Finance'],
      ['email', email],
      ['phone', '0412345678'],
      ['loan_amount', '$30,000'],
      ['deposit', ''],
      ['term_years', '5'],
      ['opt_in', 'false'],
      ['additional_services', 'Tint'],
      ['additional_services', 'Mats'],
      ['unknown_field', 'dropped'],
    ]);
    expect(res.status).toBe(303);
    const payload = JSON.parse(defined(leadsBy(email)[0], `the lead from ${email}`).payload) as Record<string, unknown>;
    expect(payload).toMatchObject({ category: 'Finance', opt_in: false, loan_amount: 30000, term_years: 5, additional_services: ['Tint', 'Mats'] });
    expect(['deposit', 'unknown_field'].filter((k) => k in payload)).toEqual([]);
  });

  it("a static page's ?car_id= (finance link, trade-in, contact) is read from the Referer: the lead carries that car", async () => {
    const contact = [
      ['form', 'finance'],
      ['name', 'Jo'],
      ['phone', '0412345678'],
      ['opt_in', 'false'],
    ] as [string, string][];
    await post([...contact, ['email', 'jo.fin.car@example.com']], {
      referer: `${t.base}/finance?preferredDealership=demo-motors&vehiclePriceBudget=25990&car_id=101&car_type=used#finance-form`,
    });
    await post([...contact, ['email', 'jo.contact.car@example.com']], { referer: `${t.base}/contact/?car_id=2021-toyota-corolla` });
    await post([...contact, ['email', 'jo.gone.car@example.com']], { referer: `${t.base}/finance?car_id=999&car_type=demo` });
    const car = (email: string) => {
      const p = JSON.parse(defined(leadsBy(email)[0], `the lead from ${email}`).payload) as Record<string, unknown>;
      return [
        p.car_id,
        p.stock_number ?? null,
        p['Vehicle Make'] ?? null,
        p['Vehicle Model'] ?? null,
        p.car_type,
        p.dealership_slug ?? null,
        p.vehicle_price_budget ?? null,
      ];
    };
    expect(car('jo.fin.car@example.com')).toEqual(['101', 'S101', 'Toyota', 'Corolla', 'used', 'demo-motors', 25990]);
    expect(car('jo.contact.car@example.com')).toEqual(['101', 'S101', 'Toyota', 'Corolla', 'used', 'demo-motors-north', null]);
    // A car no longer in the snapshot: the link's own id and type still go with the lead.
    expect(car('jo.gone.car@example.com')).toEqual(['999', null, null, null, 'demo', null, null]);
  });

  it('a post that carries its car keeps it, whatever the Referer says', async () => {
    await post(vehicleEnquiry('jo.own.car@example.com'), { referer: `${t.base}/contact/?car_id=101` });
    expect(leadsBy('jo.own.car@example.com')[0]?.car_id).toBe('100143');
  });

  it('pressing Send twice stores one lead', async () => {
    const email = 'jo.twice@example.com';
    expect((await post(vehicleEnquiry(email))).status).toBe(303);
    expect((await post(vehicleEnquiry(email))).status).toBe(303);
    expect(leadsBy(email).length).toBe(1);
  });

  it('an invalid post stores nothing and answers 422 with a page listing every problem and a link back to the form', async () => {
    const before = countLeads();
    const res = await post(
      [
        ['form', 'general'],
        ['category', 'Sales'],
        ['name', ''],
        ['email', 'not-an-email'],
        ['phone', ''],
        ['opt_in', 'false'],
      ],
      { referer: `${t.base}/contact/` },
    );
    expect(res.status).toBe(422);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    const items = [...html.matchAll(/<li>(.*?)<\/li>/g)].map((m) => (m[1] ?? '').replace(/<[^>]+>/g, ''));
    expect(items).toEqual(['Name: Please enter your name.', 'Email: Please enter a valid email.', 'Phone: Please enter your phone number.']);
    expect(html).toContain(`<a href="${t.base}/contact/">Go back to the form</a>`);
    expect(html).not.toContain('not-an-email');
    expect(countLeads()).toBe(before);
  });

  it('what the page echoes is escaped, and a Referer that is not http(s) is never linked', async () => {
    const res = await post(
      [
        ['form', 'reserve'],
        ['name', '<b>x</b>'],
        ['email', 'x@example.com'],
        ['phone', '0412345678'],
      ],
      { referer: 'javascript:alert(1)' },
    );
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('<li><strong>car_id:</strong> a reservation needs car_id</li>');
    expect(html).toContain('<a href="/">Go back to the form</a>');
    expect(html).not.toContain('<b>x</b>');
  });

  it('JSON leads are unchanged: no Idempotency-Key is still a 400 in JSON', async () => {
    const res = await fetch(`${t.base}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userData: { form: 'enquiry' } }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Idempotency-Key header is required (one random key per submission, reused on retry).' });
  });

  it('a form post over the body limit is 413', async () => {
    const res = await post([
      ['form', 'enquiry'],
      ['message', 'x'.repeat(5000)],
    ]);
    expect(res.status).toBe(413);
  });
});
