import { leadCategory, leadSubcategory } from '../domain/lead-forms';
import type { Car, DealerConfig } from '../domain/schemas';
import { currentPrice } from '../domain/pricing';
import type { LeadAttributes, LeadFormKind, LeadPayloadInput } from '../domain/schemas/lead';

/** What a lead needs to know about the site; plain, serialisable island props. */
export interface LeadSite {
  slug: string;
  /** Dealer platform API base ('' = same origin). */
  apiBaseUrl: string;
  /** Sent as car_dealership_id when no car is involved. */
  dealershipId: string;
  websiteId: string;
  manufacturerSlug: string | null;
  /** Whether the "Email me…" opt-in starts ticked (dealer.json consent.email_opt_in_ticked); unset is ticked. */
  optInTicked?: boolean;
}

/** The few car fields a lead carries (a subset of Car, so islands get small props). */
export interface LeadCar {
  id: string;
  slug: string;
  name: string;
  make: string;
  model: string;
  stocknum?: string | null;
  car_type: string;
  status: string;
  sold?: boolean;
  tag?: string | null;
  dealership_slug?: string | null;
  dealership_id?: string | null;
  /** The sale price (offer price, else price; null = none): analytics item value only, never sent with a lead. */
  price?: number | null;
  /**
   * Whether the checkout journey may sell it (isBuyOnlineEligible at build time, in its lead-car files): the page is
   * static and opens on any `?car_id=`, so a sold, unpriced or pre-order car is turned away there too, not only by
   * the vehicle page's missing button. Never sent with a lead.
   */
  buy_online?: boolean;
}

/** The fields a lead carries, from a full car (vehicle and reserve pages at build time, the per-car lead-car files). */
export function leadCarOf(car: Car): LeadCar {
  return {
    id: String(car.id),
    slug: car.slug,
    name: car.name,
    make: car.make,
    model: car.model,
    stocknum: car.stocknum ?? null,
    car_type: car.car_type,
    status: car.status,
    sold: car.sold,
    tag: car.tag ?? null,
    dealership_slug: car.dealership_slug ?? null,
    dealership_id: car.dealership_id ?? null,
    price: currentPrice(car),
  };
}

/** The spec's car fields of a lead (also filled in by the API for a form posted without JavaScript). */
export function leadCarFields(car: LeadCar) {
  return {
    stock_number: car.stocknum ?? null,
    'Vehicle Make': car.make,
    'Vehicle Model': car.model,
    car_type: car.car_type,
    car_id: car.id,
    vehicle_status: car.status,
  };
}

export interface PageContext {
  url: string;
  userAgent: string;
  /** Where on the site the form sits, e.g. 'vehicle-page', 'contact-page'. */
  source: string;
  attributes: LeadAttributes;
}

/** The lead payload with the spec's field names, from the form's fields plus site, car and page context. */
export function buildLeadPayload(input: {
  form: LeadFormKind;
  fields: Record<string, unknown>;
  site: LeadSite;
  car?: LeadCar | null;
  page: PageContext;
  category?: string;
  subcategory?: string;
  formEventId?: number;
}): LeadPayloadInput {
  const { form, site, car, page } = input;
  // Empty optional inputs are left out rather than sent as '' so the dealer's CRM sees "not given".
  const fields = Object.fromEntries(Object.entries(input.fields).filter(([, v]) => v !== '' && v !== undefined && v !== null));
  const category = input.category ?? (typeof fields.category === 'string' ? fields.category : leadCategory(form));
  const payload: LeadPayloadInput = {
    ...fields,
    form,
    category,
    subcategory: input.subcategory ?? (typeof fields.subcategory === 'string' ? fields.subcategory : leadSubcategory(form, car)),
    dealership_slug: (typeof fields.dealership_slug === 'string' ? fields.dealership_slug : car?.dealership_slug) ?? null,
    manufacturer_slug: site.manufacturerSlug,
    car_dealership_id: car?.dealership_id ?? site.dealershipId,
    url: page.url,
    source: page.source,
    user_agent: page.userAgent,
    lead_attributes: page.attributes,
  };
  if (car) Object.assign(payload, leadCarFields(car));
  if (input.formEventId !== undefined) payload.form_event_id = input.formEventId;
  return payload;
}

/** What every lead form island is told of the dealer: where leads go, whose they are, and how the opt-in starts. */
export function leadSiteOf(config: DealerConfig): LeadSite {
  return {
    slug: config.slug,
    apiBaseUrl: config.api.base_url,
    dealershipId: config.dealership_id,
    websiteId: config.id,
    manufacturerSlug: config.manufacturer?.slug ?? null,
    optInTicked: config.consent.email_opt_in_ticked,
  };
}
