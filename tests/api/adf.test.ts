import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ParsedMail } from 'mailparser';
import { validateXML } from 'xmllint-wasm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadToAdf } from '../../scripts/server/delivery/adf';
import { readDeliveryConfig } from '../../scripts/server/delivery/settings';
import { validateAdf } from '../fixtures/adf/validate-adf';
import { startSmtpSink } from './delivery-sinks';
import { postJson, startTestServer, validEnquiry, type TestServer } from './helpers';

/*
 * Every kind of lead the site sends, stored by the reference API and e-mailed as ADF/XML, is valid against the
 * ADF 1.0 DTD (tests/fixtures/adf/adf-1.0.dtd, checked by libxml2's xmllint in WASM), with a vehicle that says what
 * the lead is about: the dealer's car, the shopper's trade-in, or the dealer's stock when there is no car.
 */
let t: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
/*
 * The dealer's folder as the preview server reads it (readDeliveryConfig: dealer.json and the stock file), so the
 * ADF's car is the one the site shows: found by id or slug, priced as the page prices it.
 */
const car = (id: string, more: Record<string, unknown>) => ({ id, name: `Car ${id}`, car_type: 'used', status: 'in_stock', ...more });
const stock = [
  car('101', { year: 2021, make: 'Toyota', model: 'Corolla', vin: 'JTNB11HK103456789', stocknum: 'S101', price: 23990 }),
  // The page, JSON-LD and the ad feeds show the offer price, $69,990.
  car('202', { slug: '2022-ford-ranger-wildtrak-202', year: 2022, make: 'Ford', model: 'Ranger', stocknum: 'S202', price: 72000, offer_price: 69990 }),
  // A $10 placeholder: the page shows the no-price text.
  car('303', { year: 2019, make: 'Mazda', model: 'CX-5', stocknum: 'S303', price: 10 }),
];

beforeAll(async () => {
  smtp = await startSmtpSink();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'adf-dealer-'));
  writeFileSync(
    path.join(dir, 'dealer.json'),
    JSON.stringify({
      name: 'Test Motors',
      url: 'https://test-motors.example.com/',
      locations: [{ contact_detail: { phone: '07 3123 4567' } }],
      leads: {
        delivery: {
          email: { smtp: { host: '127.0.0.1', port: smtp.port }, from: 'leads@test-motors.example.com', to: ['crm@dealer.example.com'] },
          retry_first_ms: 100,
        },
      },
    }),
  );
  writeFileSync(path.join(dir, 'stock.json'), JSON.stringify(stock));
  t = await startTestServer({ deliveryPollMs: 30, delivery: readDeliveryConfig(dir, 'test-motors')! });
});
afterAll(async () => {
  await t?.stop();
  await smtp?.close();
});

async function post(userData: Record<string, unknown>): Promise<string> {
  const res = await postJson(t.base, '/api/leads', { userData, isLastStep: true }, { 'idempotency-key': randomUUID() });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { lead_id: string }).lead_id;
}
async function mailOf(id: string): Promise<ParsedMail> {
  const end = Date.now() + 15_000;
  for (;;) {
    const mail = smtp.mails.find((m) => m.subject?.includes(id));
    if (mail) return mail;
    if (Date.now() > end) throw new Error(`no mail for ${id}`);
    await new Promise((r) => setTimeout(r, 30));
  }
}
/** The ADF of a lead, checked against the DTD. */
async function adfOf(id: string): Promise<string> {
  const xml = (await mailOf(id)).text!;
  const result = await validateAdf(xml);
  expect(result.errors, xml).toEqual([]);
  expect(result.valid).toBe(true);
  return xml;
}
const vehicles = (xml: string) => [...xml.matchAll(/<vehicle [^>]*>[\s\S]*?<\/vehicle>/g)].map((m) => m[0]);
const contact = { name: 'Jane', email: 'jane@example.com', phone: '0412 345 678' };

describe('ADF 1.0 of every kind of lead', () => {
  it('the DTD check itself refuses what ADF 1.0 refuses: the empty vehicle written before, a vendor without contact', async () => {
    const good = await adfOf(await post(validEnquiry));
    expect((await validateAdf(good.replace(/<vehicle [\s\S]*?<\/vehicle>/, '<vehicle interest="buy" status="used"></vehicle>'))).errors.join(' ')).toMatch(
      /Element 'vehicle': Missing child element\(s\)\. Expected is one of \( id, year \)/,
    );
    expect((await validateAdf(good.replace(/<vendor>[\s\S]*<\/vendor>/, '<vendor><vendorname>X</vendorname></vendor>'))).valid).toBe(false);
    expect((await validateAdf(good.replace(/<email>[^<]*<\/email><phone[^>]*>[^<]*<\/phone>/, ''))).valid).toBe(false);
  });

  it('the ADF 1.0 DTD itself loads in xmllint (an XML comment may not hold a double hyphen)', async () => {
    const r = await validateXML({
      xml: { fileName: 'lead.xml', contents: '<?xml version="1.0"?><!DOCTYPE adf SYSTEM "adf-1.0.dtd"><adf/>' },
      preload: [{ fileName: 'adf-1.0.dtd', contents: readFileSync(path.join(import.meta.dirname, '../fixtures/adf/adf-1.0.dtd'), 'utf8') }],
      normalization: 'format',
      // --loaddtd reads the external DTD, so a DTD xmllint cannot parse is an error here.
      modifyArguments: (args) => ['--loaddtd', ...args],
    });
    expect(r.errors.map((e) => e.rawMessage)).toEqual([]);
  });

  it('a car with an offer price: the offer price the page, JSON-LD and ad feeds show, not the price it replaces', async () => {
    const xml = await adfOf(await post({ ...validEnquiry, car_id: '202', stock_number: 'S202', 'Vehicle Make': 'Ford', 'Vehicle Model': 'Ranger' }));
    expect(vehicles(xml)).toEqual([
      '<vehicle interest="buy" status="used"><year>2022</year><make>Ford</make><model>Ranger</model><stock>S202</stock><price type="asking" currency="AUD">69990</price></vehicle>',
    ]);
  });

  it("a $10 placeholder price: no amount, ADF's call-for-price, as the page shows no price", async () => {
    const xml = await adfOf(await post({ ...validEnquiry, car_id: '303', stock_number: 'S303', 'Vehicle Make': 'Mazda', 'Vehicle Model': 'CX-5' }));
    expect(vehicles(xml)).toEqual([
      '<vehicle interest="buy" status="used"><year>2019</year><make>Mazda</make><model>CX-5</model><stock>S303</stock><price type="call"/></vehicle>',
    ]);
  });

  it('a lead naming the car by its slug (the finance form before its car is found; a made slug too): that car, not "Any vehicle in stock"', async () => {
    const finance = await adfOf(
      await post({
        form: 'finance',
        category: 'Finance',
        subcategory: 'Finance Enquiry',
        ...contact,
        car_id: '2022-ford-ranger-wildtrak-202',
        car_type: 'used',
        loan_amount: 60000,
      }),
    );
    expect(vehicles(finance)).toEqual([
      '<vehicle interest="buy" status="used"><year>2022</year><make>Ford</make><model>Ranger</model><stock>S202</stock><price type="asking" currency="AUD">69990</price><finance><method>finance</method><amount type="total" limit="maximum" currency="AUD">60000</amount></finance></vehicle>',
    ]);
    const made = await adfOf(
      await post({ form: 'reserve', category: 'Reservation', subcategory: 'Reserve Vehicle', ...contact, car_id: '2021-toyota-corolla-101' }),
    );
    expect(vehicles(made)[0]).toContain('<year>2021</year><make>Toyota</make><model>Corolla</model><vin>JTNB11HK103456789</vin><stock>S101</stock>');
  });

  it("the preview server's stock lookup: a car by id or slug, its feed prices, in the dealer's currency", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'adf-nzd-'));
    writeFileSync(path.join(dir, 'dealer.json'), JSON.stringify({ name: 'Kiwi Cars', currency: 'NZD' }));
    writeFileSync(path.join(dir, 'stock.json'), JSON.stringify(stock));
    const cfg = readDeliveryConfig(dir, 'kiwi-cars')!;
    expect(cfg.currency).toBe('NZD');
    expect(cfg.carLookup!('202')).toEqual(cfg.carLookup!('2022-ford-ranger-wildtrak-202'));
    expect(cfg.carLookup!('202')).toMatchObject({ make: 'Ford', model: 'Ranger', price: 72000, offer_price: 69990 });
    expect(cfg.carLookup!('no-such-car')).toBeNull();
  });

  it("car enquiry: the dealer's car, year, VIN and price from the stock", async () => {
    const xml = await adfOf(await post(validEnquiry));
    expect(vehicles(xml)).toEqual([
      '<vehicle interest="buy" status="used"><year>2021</year><make>Toyota</make><model>Corolla</model><vin>JTNB11HK103456789</vin><stock>S101</stock><price type="asking" currency="AUD">23990</price></vehicle>',
    ]);
    expect(xml).toContain(
      '<vendor><vendorname>Test Motors</vendorname><url>https://test-motors.example.com/</url><contact><name part="full" type="business">Test Motors</name><email>leads@test-motors.example.com</email><phone type="voice">07 3123 4567</phone></contact></vendor>',
    );
  });

  it('test drive: interest test-drive', async () => {
    const xml = await adfOf(
      await post({ ...validEnquiry, form: 'test_drive', category: 'Test Drive', subcategory: 'Test Drive Booking Used', booking_datetime: '2026-12-01T10:00' }),
    );
    expect(vehicles(xml)[0]).toMatch(/^<vehicle interest="test-drive" status="used"><year>2021<\/year>/);
  });

  it('reservation and request photos of a car', async () => {
    for (const lead of [
      { ...validEnquiry, form: 'reserve', category: 'Reservation', subcategory: 'Reserve Vehicle', deposit_amount: 200 },
      { ...validEnquiry, form: 'photos', category: 'Request Photos', subcategory: 'Request Photos', name: '', phone: '' },
    ])
      expect(vehicles(await adfOf(await post(lead)))[0]).toContain('<year>2021</year><make>Toyota</make><model>Corolla</model>');
  });

  it("general enquiry (no car): one vehicle naming the dealer's stock, with a comment", async () => {
    const xml = await adfOf(await post({ form: 'general', category: 'General Enquiry', ...contact, message: 'Opening hours?' }));
    expect(vehicles(xml)).toEqual([
      '<vehicle interest="buy" status="used"><year></year><make></make><model>Any vehicle in stock</model><comments>General enquiry: no particular vehicle; about Test Motors\'s stock.</comments></vehicle>',
    ]);
  });

  it('finance (no car): the stock vehicle with the loan and deposit as ADF finance amounts', async () => {
    const xml = await adfOf(
      await post({ form: 'finance', category: 'Finance', subcategory: 'Finance Enquiry', ...contact, loan_amount: 30000, deposit: 5000, term_years: 5 }),
    );
    expect(vehicles(xml)[0]).toContain(
      '<finance><method>finance</method><amount type="total" limit="maximum" currency="AUD">30000</amount><amount type="downpayment" limit="exact" currency="AUD">5000</amount></finance>',
    );
  });

  it('trade-in form (contact only): a trade-in vehicle, details to follow', async () => {
    const xml = await adfOf(
      await post({
        form: 'trade_in',
        category: 'Trade-In',
        subcategory: 'Trade-In Valuation',
        name: 'Sam',
        last_name: 'Lee',
        postcode: '4000',
        phone: '0400 000 000',
        email: 'sam@example.com',
      }),
    );
    expect(vehicles(xml)[0]).toMatch(
      /^<vehicle interest="trade-in" status="used"><year><\/year><make><\/make><model>Trade-in vehicle, details to follow<\/model>/,
    );
    expect(xml).toContain('<name part="first">Sam</name><name part="last">Lee</name>');
  });

  it("trade-in valuation: the rego lookup and the car's answers carry no contact, so no ADF; the accepted offer carries the shopper's car as interest trade-in", async () => {
    const rego = await post({ form: 'rego_lookup', category: 'Trade-In', subcategory: '1. Rego Lookup', rego: 'ABC123', regoState: 'QLD' });
    const answers = await post({
      form: 'valuation_adjustments',
      category: 'Trade-In',
      subcategory: '2. Valuation Adjustments',
      id: rego,
      adjustmentAnswers: { make: 'Mazda', model: 'CX-5', year: '2018', km: 85000 },
    });
    const offer = await post({
      form: 'offer_accepted',
      category: 'Trade-In',
      subcategory: '3. Offer Accepted',
      lead_id: rego,
      form_completed: true,
      offer_accepted: true,
      ...contact,
    });
    const xml = await adfOf(offer);
    expect(vehicles(xml)).toEqual([
      '<vehicle interest="trade-in" status="used"><year>2018</year><make>Mazda</make><model>CX-5</model><odometer units="km">85000</odometer><comments>Rego ABC123 (QLD)</comments></vehicle>',
    ]);
    const queued = (id: string) =>
      (t.preview.db.prepare('SELECT destination FROM lead_deliveries WHERE lead_id = ?').all(id) as { destination: string }[]).map((r) => r.destination);
    expect([queued(rego), queued(answers), queued(offer)]).toEqual([[], [], ['email']]);
    expect(t.logs.some((l) => l.includes(`lead ${rego} stored`) && l.endsWith('(not e-mailed as ADF: no e-mail address or phone)'))).toBe(true);
  });

  it('the no-JavaScript form post of a car enquiry', async () => {
    const fields = [
      ['form', 'enquiry'],
      ['category', 'Vehicle Enquiry'],
      ['subcategory', 'Enquiry'],
      ['car_id', '101'],
      ['stock_number', 'S101'],
      ['Vehicle Make', 'Toyota'],
      ['Vehicle Model', 'Corolla'],
      ['car_type', 'used'],
      ['name', 'Jo No-JS'],
      ['email', 'jo.nojs@example.com'],
      ['phone', '0412 345 678'],
      ['message', 'Still there?'],
    ];
    const res = await fetch(`${t.base}/api/leads`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    });
    expect(res.status).toBe(303);
    const { lead_id } = t.preview.db.prepare("SELECT lead_id FROM leads WHERE email = 'jo.nojs@example.com'").get() as { lead_id: string };
    expect(vehicles(await adfOf(lead_id))[0]).toContain('<year>2021</year><make>Toyota</make><model>Corolla</model>');
  });

  it('a car the stock file does not know: its make and model, the year left empty, and why', async () => {
    const xml = await adfOf(await post({ ...validEnquiry, car_id: '999', 'Vehicle Make': 'Ford', 'Vehicle Model': 'Ranger' }));
    expect(vehicles(xml)[0]).toBe(
      '<vehicle interest="buy" status="used"><year></year><make>Ford</make><model>Ranger</model><stock>S101</stock><comments>Asked about Ford Ranger; not in the dealer\'s stock file, so year and VIN are unknown.</comments></vehicle>',
    );
  });

  it('bidirectional controls and zero-width characters typed in a name reach neither the ADF nor the subject', async () => {
    const id = await post({ ...validEnquiry, name: 'Jane\u202Egpj.exe\u200B', message: 'hi\u2066there\u2069' });
    const mail = await mailOf(id);
    const xml = await adfOf(id);
    expect(xml).toContain('<name part="full">Janegpj.exe</name>');
    expect(xml).toContain('hithere');
    expect(xml).not.toMatch(/[\u200B-\u200D\u202A-\u202E\u2066-\u2069\uFEFF]/);
    expect(mail.subject).toBe(`New lead: Vehicle Enquiry / Enquiry from Janegpj.exe (${id})`);
  });

  it('text XML cannot carry is dropped and markup escaped, and the document stays valid', async () => {
    const xml = leadToAdf(
      {
        lead_id: 'L-1',
        idempotency_key: 'k',
        form: 'enquiry',
        category: 'Vehicle Enquiry',
        subcategory: null,
        name: '</name><x>',
        email: 'a@b.co',
        phone: null,
        car_id: null,
        is_last_step: 1,
        payload: JSON.stringify({ name: '</name><x>', message: ']]><!-- \u0001 \uFFFE', 'Vehicle Make': 'Ford"' }),
        created_at: '2026-11-21T00:00:00.000Z',
      },
      { vendor: { name: 'V & Co', email: 'leads@v.example' } },
    );
    expect(xml).toContain('<name part="full">&lt;/name&gt;&lt;x&gt;</name>');
    expect(xml).toContain(']]&gt;&lt;!-- ');
    // eslint-disable-next-line no-control-regex -- the characters XML cannot carry must be gone
    expect(xml).not.toMatch(/[\u0001\uFFFE]/);
    expect((await validateAdf(xml)).valid).toBe(true);
  });
});
