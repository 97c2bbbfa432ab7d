import { buildLeadPayload, leadCarFields, type LeadCar, type LeadSite } from './lead-payload';
import { leadCategory } from '../domain/lead-forms';
import { leadFormKindSchema, type LeadFormKind } from '../domain/schemas/lead';

/*
 * Lead forms without JavaScript (a plain GET form would put the shopper's details in the address and store nothing).
 * Every lead form is a real <form method="post"> whose action is the lead API; the island's JavaScript keeps its own
 * flow (JSON, idempotency key, outbox) and never lets the browser post it. Without JavaScript the browser posts the
 * fields as application/x-www-form-urlencoded: the inputs the shopper typed (named as the lead payload's fields) plus
 * hidden inputs for what the island would have added (form kind, category, subcategory, the car...). The API turns that
 * post back into a lead payload here (leadFromFormPost) and validates it with the same schema as a JSON submission.
 */

/** The form's action: the lead endpoint of the dealer API ('' base = this site's origin). */
export function leadFormAction(apiBaseUrl: string): string {
  return `${apiBaseUrl.replace(/\/+$/, '')}/api/leads`;
}

/** Payload fields the browser sends as 'true'/'false' (a checkbox posts its value only when ticked). */
const BOOLEAN_FIELDS = new Set(['opt_in', 'agreed_terms', 'form_completed', 'offer_accepted', 'autogauge_enabled']);
/** Payload fields that are numbers; money may be typed as '$30,000'. */
const MONEY_FIELDS = new Set(['loan_amount', 'deposit', 'deposit_amount', 'vehicle_price_budget']);
const NUMBER_FIELDS = new Set(['term_years', 'form_event_id']);
const LIST_FIELDS = new Set(['additional_services']);
/** Text fields a form may post (the lead payload's own names; anything else is dropped). */
const TEXT_FIELDS = new Set([
  'form',
  'category',
  'subcategory',
  'lead_id',
  'dealership_slug',
  'manufacturer_slug',
  'stock_number',
  'Vehicle Make',
  'Vehicle Model',
  'car_type',
  'car_id',
  'vehicle_status',
  'message',
  'source',
  'car_dealership_id',
  'rego',
  'regoState',
  'id',
  'name',
  'last_name',
  'email',
  'phone',
  'postcode',
  'Rego',
  'location',
  'location_id',
  'page_id',
  'booking_datetime',
]);

/** The names a form post may carry: the payload's fields, plus the test-drive day and time that make booking_datetime. */
export const FORM_POST_FIELDS: ReadonlySet<string> = new Set([
  ...BOOLEAN_FIELDS,
  ...MONEY_FIELDS,
  ...NUMBER_FIELDS,
  ...LIST_FIELDS,
  ...TEXT_FIELDS,
  'booking_date',
  'booking_time',
]);

function money(text: string): number | string {
  const n = Number.parseFloat(text.replace(/[$,\s]/g, ''));
  return Number.isFinite(n) ? Math.round(n) : text;
}

/**
 * A posted form as the lead payload (not yet validated: the caller parses it with leadPayloadSchema, so a post is
 * held to the rules of a JSON lead). Blank inputs are left out ("not given"), as the island does; for a checkbox the
 * last value wins, so a hidden 'false' before it reads as false when unticked and 'true' when ticked. `url` is the
 * page the form was on (the Referer) and `user_agent` the browser's, as the island would send them.
 */
export function leadFromFormPost(form: URLSearchParams, context: { url?: string | null; userAgent?: string | null } = {}): Record<string, unknown> {
  const lead: Record<string, unknown> = {};
  for (const name of new Set(form.keys())) {
    const values = form.getAll(name).map((v) => v.trim());
    const last = values[values.length - 1] ?? '';
    if (LIST_FIELDS.has(name)) {
      lead[name] = values.filter(Boolean);
      continue;
    }
    if (BOOLEAN_FIELDS.has(name)) {
      lead[name] = ['true', 'on', '1', 'yes'].includes(last.toLowerCase());
      continue;
    }
    if (last === '') continue;
    if (MONEY_FIELDS.has(name)) lead[name] = money(last);
    else if (NUMBER_FIELDS.has(name)) lead[name] = Number.isFinite(Number(last)) ? Number(last) : last;
    else if (TEXT_FIELDS.has(name)) lead[name] = last;
  }
  const day = form.get('booking_date')?.trim();
  const time = form.get('booking_time')?.trim();
  if (day && time && lead.booking_datetime === undefined) lead.booking_datetime = `${day}T${time}`;
  // The island names the category of a form that does not ask for one; a post that leaves it out gets the same.
  const kind = leadFormKindSchema.safeParse(lead.form);
  if (lead.category === undefined && kind.success) lead.category = leadCategory(kind.data);
  if (context.url) lead.url = context.url.slice(0, 2000);
  if (context.userAgent) lead.user_agent = context.userAgent.slice(0, 1000);
  return lead;
}

/**
 * The hidden inputs of a lead form: what buildLeadPayload adds to the typed fields (form, category, subcategory,
 * the car's id, stock number, make, model, type...), as text, minus the fields the form shows (`shown`). The page
 * context (url, browser, session trail) is left to the API, which reads it from the request.
 */
export function hiddenLeadFields(input: {
  form: LeadFormKind;
  site: LeadSite;
  car?: LeadCar | null;
  shown: readonly string[];
  source: string;
  category?: string;
  subcategory?: string;
  formEventId?: number;
  extra?: Record<string, unknown>;
}): [string, string][] {
  const payload = buildLeadPayload({
    form: input.form,
    site: input.site,
    car: input.car,
    fields: { ...input.extra },
    page: { url: '', userAgent: '', source: input.source, attributes: { visited_pages: [], linked_query_params: {} } },
    category: input.category,
    subcategory: input.subcategory,
    formEventId: input.formEventId,
  }) as Record<string, unknown>;
  const out: [string, string][] = [];
  for (const [name, value] of Object.entries(payload)) {
    if (input.shown.includes(name) || !FORM_POST_FIELDS.has(name)) continue;
    // A category the form asks for (general enquiries) is typed, not hidden.
    if (name === 'category' && input.shown.includes('category')) continue;
    if (value === null || value === undefined || value === '' || typeof value === 'object') continue;
    out.push([name, String(value)]);
  }
  return out;
}

/**
 * What the address of the page a form was posted from says about the lead, for forms whose static page cannot
 * read its query without JavaScript (/finance?car_id=&car_type=&vehiclePriceBudget=&preferredDealership=,
 * /cars/trade-in?car_id=, /contact?car_id=): the car `car_id` names (an id or a slug, looked up by `findCar`), else
 * the link's own car_id and car_type; the budget and dealership of the finance link. Only fields the post did not
 * carry itself are filled in; a lead that has its car (the vehicle page's own form) is left as it is.
 */
export function pageQueryFields(lead: Record<string, unknown>, page: URL | null, findCar: (idOrSlug: string) => LeadCar | null): Record<string, unknown> {
  if (!page) return lead;
  const q = page.searchParams;
  const out = { ...lead };
  // The finance link's dealership comes before the car's own (as the finance island sends it).
  const dealership = q.get('preferredDealership')?.trim();
  if (dealership && out.dealership_slug === undefined) out.dealership_slug = dealership.slice(0, 200);
  const budget = Number(q.get('vehiclePriceBudget') ?? '');
  if (out.vehicle_price_budget === undefined && Number.isFinite(budget) && budget > 0) out.vehicle_price_budget = Math.round(budget);
  const key = q.get('car_id')?.trim();
  if (key && out.car_id === undefined) {
    const car = findCar(key);
    const fields: Record<string, unknown> = car
      ? leadCarFields(car)
      : { car_id: key.slice(0, 100), ...(q.get('car_type') ? { car_type: q.get('car_type')!.slice(0, 20) } : {}) };
    for (const [k, v] of Object.entries(fields)) if (out[k] === undefined && v !== null) out[k] = v;
    if (car?.dealership_slug && out.dealership_slug === undefined) out.dealership_slug = car.dealership_slug;
  }
  return out;
}
