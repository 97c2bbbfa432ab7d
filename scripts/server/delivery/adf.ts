import type { StoredLead } from '../db';

/*
 * ADF/XML, the auto-lead data format (version 1.0) dealer CRMs import from e-mail:
 * <adf><prospect><requestdate/><vehicle/><customer/><vendor/></prospect></adf>. Built from the stored lead;
 * year, VIN and price come from the dealer's stock when the server knows the car (carLookup).
 */
export interface AdfCar { year?: number | null; make?: string | null; model?: string | null; vin?: string | null; stocknum?: string | null; price?: number | null; car_type?: string | null }

const esc = (v: unknown) => String(v).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)
  // XML 1.0 cannot carry most control characters at all: drop them rather than write an unreadable file.
  .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');
const el = (name: string, value: unknown, attrs = '') => (value === undefined || value === null || value === '' ? '' : `<${name}${attrs}>${esc(value)}</${name}>`);

/** ADF interest: what the shopper wants to do with the vehicle. */
function interest(form: string): string {
  if (form === 'test_drive') return 'test-drive';
  if (form === 'trade_in' || form === 'valuation_adjustments' || form === 'rego_lookup' || form === 'offer_accepted') return 'trade-in';
  return 'buy';
}

/** The comments a salesperson needs: the message plus the form's own answers that have no ADF element. */
function comments(lead: StoredLead, p: Record<string, unknown>): string {
  const lines = [`${lead.category}${lead.subcategory ? ` / ${lead.subcategory}` : ''} (form: ${lead.form}, lead ${lead.lead_id})`];
  if (typeof p.message === 'string' && p.message.trim()) lines.push(p.message.trim());
  for (const [key, label] of [['booking_datetime', 'Preferred test drive time'], ['location', 'Location'], ['postcode', 'Postcode'], ['Rego', 'Rego'], ['rego', 'Rego'],
    ['deposit_amount', 'Reservation deposit'], ['loan_amount', 'Loan amount'], ['deposit', 'Deposit'], ['term_years', 'Term (years)'], ['url', 'Sent from']] as const) {
    if (p[key] !== undefined && p[key] !== null && p[key] !== '') lines.push(`${label}: ${String(p[key])}`);
  }
  if (p.opt_in === true) lines.push('Opted in to marketing e-mails.');
  return lines.join('\n');
}

export function leadToAdf(lead: StoredLead, opts: { vendorName: string; car?: AdfCar | null }): string {
  const p = JSON.parse(lead.payload) as Record<string, unknown>;
  const car = opts.car ?? null;
  const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : null);
  const carType = str(car?.car_type) ?? str(p.car_type);
  const status = carType === 'new' ? 'new' : 'used';
  const vehicle = `<vehicle interest="${interest(lead.form)}" status="${status}">` +
    el('year', car?.year) + el('make', car?.make ?? str(p['Vehicle Make'])) + el('model', car?.model ?? str(p['Vehicle Model'])) +
    el('vin', car?.vin) + el('stock', car?.stocknum ?? str(p.stock_number)) +
    (typeof car?.price === 'number' ? `<price type="asking" currency="AUD">${esc(car.price)}</price>` : '') +
    '</vehicle>';
  const first = str(p.name)?.trim() ?? '';
  const last = str(p.last_name)?.trim() ?? '';
  const names = last ? el('name', first, ' part="first"') + el('name', last, ' part="last"') : el('name', first, ' part="full"');
  const contact = `<contact>${names}${el('email', lead.email ?? str(p.email))}${el('phone', lead.phone ?? str(p.phone), ' type="voice"')}</contact>`;
  return '<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n' +
    `<adf><prospect status="new"><id sequence="1" source="dealer-sites">${esc(lead.lead_id)}</id>` +
    `<requestdate>${esc(lead.created_at)}</requestdate>${vehicle}` +
    `<customer>${contact}${el('comments', comments(lead, p))}</customer>` +
    `<vendor>${el('vendorname', opts.vendorName)}</vendor>` +
    '<provider><name part="full">dealer-sites reference API</name></provider>' +
    '</prospect></adf>\n';
}
