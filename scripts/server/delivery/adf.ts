import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import { currentPrice } from '../../../src/domain/pricing';
import type { StoredLead } from '../db';

/*
 * ADF/XML, the auto-lead data format (version 1.0) dealer CRMs import from e-mail, built with xmlbuilder2 (escaping,
 * characters XML 1.0 cannot carry dropped) in the order and with the cardinalities of the ADF 1.0 DTD
 * (tests/fixtures/adf/adf-1.0.dtd; every kind of lead is validated against it in tests/api/adf.test.ts):
 *   adf > prospect (id*, requestdate, vehicle+, customer, vendor, provider?)
 *   vehicle (id*, year, make, model, vin?, stock?, ..., odometer?, ..., price?, ..., finance?, comments?)
 *   customer > contact (name+, ((email, phone*) | phone+), address?) ; vendor (id*, vendorname, url?, contact)
 * A prospect needs at least one vehicle, and a vehicle its year, make and model elements. So:
 * - the dealer's car the lead is about (found in the stock file by car_id, its id or its slug), interest buy /
 *   test-drive, with the price the site shows (currentPrice, as the page, JSON-LD and the ad feeds: the offer price
 *   when there is one); a car the site shows without a price (a $10 placeholder, none given) gets ADF's no-price
 *   form, <price type="call"/> (call for price), never an amount the site does not show;
 * - the shopper's own car from the trade-in valuation (year, make, model, km), interest "trade-in";
 * - neither (a general enquiry, a finance or trade-in form without a car): one vehicle that names the dealer's stock,
 *   <year/>, the make and model the lead names if any, else <model>Any vehicle in stock</model> (or "Trade-in vehicle,
 *   details to follow"), and a comment saying no particular car was chosen; the elements are present, as the DTD
 *   requires, and empty where the lead does not know them, rather than made up.
 * A lead without an e-mail address or phone cannot be ADF (its contact needs one): hasAdfContact is false and the
 * server does not queue it for e-mail (it is kept, sent by webhook, and its details reach the CRM with the lead that
 * completes it, such as the accepted trade-in offer).
 */
export interface AdfCar {
  year?: number | null;
  make?: string | null;
  model?: string | null;
  vin?: string | null;
  stocknum?: string | null;
  /** The feed's price and offer price: the price sent is the one the site shows (currentPrice). */
  price?: number | null;
  offer_price?: number | null;
  car_type?: string | null;
}
/** The shopper's own car from the trade-in valuation steps (rego lookup, then the car's answers). */
export interface AdfTradeIn {
  year?: string | number | null;
  make?: string | null;
  model?: string | null;
  km?: number | string | null;
  rego?: string | null;
  regoState?: string | null;
}
/** The dealership the lead is for; ADF's vendor contact needs an e-mail address or a phone. */
export interface AdfVendor {
  name: string;
  url?: string | null;
  email?: string | null;
  phone?: string | null;
}

export interface AdfOptions {
  vendor: AdfVendor;
  car?: AdfCar | null;
  tradeIn?: AdfTradeIn | null;
  currency?: string;
}

const TRADE_IN_FORMS = new Set(['trade_in', 'valuation_adjustments', 'rego_lookup', 'offer_accepted']);

/** ADF interest: what the shopper wants to do with the dealer's vehicle. */
function interest(form: string): 'buy' | 'test-drive' | 'trade-in' {
  if (form === 'test_drive') return 'test-drive';
  if (TRADE_IN_FORMS.has(form)) return 'trade-in';
  return 'buy';
}

type Payload = Record<string, unknown>;
const str = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : null;

/** The lead's e-mail address and phone (the stored columns, else the payload's). */
function reachable(lead: StoredLead, p: Payload): { email: string | null; phone: string | null } {
  return { email: str(lead.email) ?? str(p.email), phone: str(lead.phone) ?? str(p.phone) };
}

/** Whether the lead can be written as ADF: its contact needs an e-mail address or a phone. */
export function hasAdfContact(lead: StoredLead): boolean {
  const { email, phone } = reachable(lead, JSON.parse(lead.payload) as Payload);
  return email !== null || phone !== null;
}

/** The comments a salesperson needs: the message plus the form's own answers that have no ADF element. */
function comments(lead: StoredLead, p: Payload): string {
  const lines = [`${lead.category}${lead.subcategory ? ` / ${lead.subcategory}` : ''} (form: ${lead.form}, lead ${lead.lead_id})`];
  if (typeof p.message === 'string' && p.message.trim()) lines.push(p.message.trim());
  for (const [key, label] of [
    ['booking_datetime', 'Preferred test drive time'],
    ['location', 'Location'],
    ['postcode', 'Postcode'],
    ['Rego', 'Rego'],
    ['rego', 'Rego'],
    ['deposit_amount', 'Reservation deposit'],
    ['loan_amount', 'Loan amount'],
    ['deposit', 'Deposit'],
    ['term_years', 'Term (years)'],
    ['url', 'Sent from'],
  ] as const) {
    if (p[key] !== undefined && p[key] !== null && p[key] !== '') lines.push(`${label}: ${String(p[key])}`);
  }
  if (p.opt_in === true) lines.push('Opted in to marketing e-mails.');
  return lines.join('\n');
}

/** year, make, model (always, as the DTD requires), then what else is known, in the DTD's order. */
function vehicle(
  parent: XMLBuilder,
  attrs: { interest: string; status: string },
  v: {
    year?: string | null;
    make?: string | null;
    model?: string | null;
    vin?: string | null;
    stock?: string | null;
    km?: string | null;
    /** The price the site shows; null: the site shows none (ADF's call for price); undefined: no price element. */
    price?: number | null;
    finance?: Payload | null;
    comment?: string | null;
    currency: string;
  },
): void {
  const el = parent.ele('vehicle', attrs);
  el.ele('year').txt(v.year ?? '');
  el.ele('make').txt(v.make ?? '');
  el.ele('model').txt(v.model ?? '');
  if (v.vin) el.ele('vin').txt(v.vin);
  if (v.stock) el.ele('stock').txt(v.stock);
  if (v.km) el.ele('odometer', { units: 'km' }).txt(v.km);
  if (typeof v.price === 'number') el.ele('price', { type: 'asking', currency: v.currency }).txt(String(v.price));
  else if (v.price === null) el.ele('price', { type: 'call' });
  const loan = v.finance ? str(v.finance.loan_amount) : null;
  const deposit = v.finance ? str(v.finance.deposit) : null;
  if (loan || deposit) {
    const f = el.ele('finance');
    f.ele('method').txt('finance');
    if (loan) f.ele('amount', { type: 'total', limit: 'maximum', currency: v.currency }).txt(loan);
    if (deposit) f.ele('amount', { type: 'downpayment', limit: 'exact', currency: v.currency }).txt(deposit);
  }
  if (v.comment) el.ele('comments').txt(v.comment);
}

// eslint-disable-next-line max-lines-per-function -- the ADF document in the DTD's element order, one element a line, so it reads against the DTD
export function leadToAdf(lead: StoredLead, opts: AdfOptions): string {
  const p = JSON.parse(lead.payload) as Payload;
  const currency = opts.currency ?? 'AUD';
  const car = opts.car ?? null;
  const trade = opts.tradeIn ?? null;
  const { email, phone } = reachable(lead, p);
  if (!email && !phone) throw new Error(`lead ${lead.lead_id} has no e-mail address or phone, which an ADF contact needs`);
  const vendor = opts.vendor;
  const vendorEmail = str(vendor.email);
  const vendorPhone = str(vendor.phone);
  if (!vendorEmail && !vendorPhone) throw new Error('the dealership has no e-mail address or phone for the ADF vendor contact');

  const carType = str(car?.car_type) ?? str(p.car_type);
  const status = carType === 'new' ? 'new' : 'used';
  const finance = lead.form === 'finance' ? p : null;

  const doc = create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' });
  doc.ins('adf', 'version="1.0"');
  const prospect = doc.ele('adf').ele('prospect', { status: 'new' });
  prospect.ele('id', { sequence: '1', source: 'dealer-sites' }).txt(lead.lead_id);
  prospect.ele('requestdate').txt(lead.created_at);

  let vehicles = 0;
  const make = str(car?.make) ?? str(p['Vehicle Make']);
  const model = str(car?.model) ?? str(p['Vehicle Model']);
  const year = str(car?.year);
  if (make && model && year) {
    vehicle(
      prospect,
      { interest: interest(lead.form) === 'trade-in' ? 'buy' : interest(lead.form), status },
      {
        year,
        make,
        model,
        vin: str(car?.vin),
        stock: str(car?.stocknum) ?? str(p.stock_number),
        price: car ? currentPrice({ price: car.price ?? null, offer_price: car.offer_price ?? null }) : undefined,
        finance,
        currency,
      },
    );
    vehicles++;
  }
  if (trade && str(trade.make) && str(trade.model)) {
    const rego = str(trade.rego);
    vehicle(
      prospect,
      { interest: 'trade-in', status: 'used' },
      {
        year: str(trade.year),
        make: str(trade.make),
        model: str(trade.model),
        km: str(trade.km),
        currency,
        comment: rego ? `Rego ${rego}${str(trade.regoState) ? ` (${str(trade.regoState)})` : ''}` : null,
      },
    );
    vehicles++;
  }
  if (vehicles === 0) {
    const tradeIn = TRADE_IN_FORMS.has(lead.form);
    const named = make || model ? [make, model].filter(Boolean).join(' ') : null;
    vehicle(
      prospect,
      { interest: interest(lead.form), status },
      {
        make,
        model: model ?? (named ? null : tradeIn ? 'Trade-in vehicle, details to follow' : 'Any vehicle in stock'),
        stock: str(p.stock_number),
        finance,
        currency,
        comment: tradeIn
          ? 'Trade-in: the shopper has not described the car yet.'
          : named
            ? `Asked about ${named}; not in the dealer's stock file, so year and VIN are unknown.`
            : `General enquiry: no particular vehicle; about ${vendor.name}'s stock.`,
      },
    );
  }

  const customer = prospect.ele('customer');
  const contact = customer.ele('contact');
  const first = str(p.name) ?? str(lead.name) ?? '';
  const last = str(p.last_name);
  if (last) {
    contact.ele('name', { part: 'first' }).txt(first);
    contact.ele('name', { part: 'last' }).txt(last);
  } else {
    contact.ele('name', { part: 'full' }).txt(first);
  }
  if (email) contact.ele('email').txt(email);
  if (phone) contact.ele('phone', { type: 'voice' }).txt(phone);
  customer.ele('comments').txt(comments(lead, p));

  const v = prospect.ele('vendor');
  v.ele('vendorname').txt(vendor.name);
  if (str(vendor.url)) v.ele('url').txt(str(vendor.url)!);
  const vc = v.ele('contact');
  vc.ele('name', { part: 'full', type: 'business' }).txt(vendor.name);
  if (vendorEmail) vc.ele('email').txt(vendorEmail);
  if (vendorPhone) vc.ele('phone', { type: 'voice' }).txt(vendorPhone);

  prospect.ele('provider').ele('name', { part: 'full', type: 'business' }).txt('dealer-sites reference API');
  return `${doc.end({ prettyPrint: false })}\n`;
}
