import './zod-no-eval';
import { z } from 'zod';
import { withoutInvisibleDeep } from '../invisible-characters';
import { LEAD_FORM_KINDS, type LeadFormKind } from '../lead-form-kinds';

/*
 * Leads, sign-in and watchlist bodies: one zod schema per entity, imported by the browser forms (to check
 * what the shopper typed and to build the payload) and by the reference API (to validate every request body).
 * Field names are the spec's, including the quoted 'Vehicle Make' / 'Vehicle Model' keys.
 */

export const LEAD_MESSAGES = {
  name: 'Please enter your name.',
  firstName: 'Please enter your first name.',
  lastName: 'Please enter your last name.',
  email: 'Please enter your email.',
  emailInvalid: 'Please enter a valid email.',
  phone: 'Please enter your phone number.',
  mobile: 'Please enter your mobile number.',
  phoneInvalid: 'Please enter a valid phone number.',
  message: 'Please enter a message.',
  category: 'Please select a category.',
  location: 'Please select a location.',
  dealership: 'Please select a dealership.',
  terms: 'Please agree to the terms and conditions.',
  postcode: 'Invalid postcode. Please enter a 4-digit number.',
  dateTime: 'Please choose a valid date and time.',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Australian numbers as typed: digits with spaces, dashes, brackets and a leading +; 8 to 15 digits. */
const PHONE = /^\+?[\d\s()-]+$/;
const phoneDigits = (v: string) => v.replace(/\D/g, '').length;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);
const email = required(LEAD_MESSAGES.email).regex(EMAIL, LEAD_MESSAGES.emailInvalid);
const phone = (missing: string = LEAD_MESSAGES.phone) =>
  required(missing).refine((v) => PHONE.test(v) && phoneDigits(v) >= 8 && phoneDigits(v) <= 15, LEAD_MESSAGES.phoneInvalid);
/** Spec: postcode required, exactly 4 digits, max length 4. */
export const postcodeSchema = z
  .string({ error: LEAD_MESSAGES.postcode })
  .trim()
  .regex(/^\d{4}$/, LEAD_MESSAGES.postcode);
const optionalText = z.string().trim().max(5000).optional();
/** An optional field that, when filled, must still be well-formed (Request Photos: all fields optional). */
const optionalEmail = z.union([z.literal(''), z.string().trim().regex(EMAIL, LEAD_MESSAGES.emailInvalid)]).optional();
const optionalPhone = z.union([z.literal(''), phone()]).optional();

/** Name, email and phone: the contact fields of the enquiry (spec). */
export const contactFieldsSchema = z.object({ name: required(LEAD_MESSAGES.name).max(200), email, phone: phone() });
export type ContactFields = z.infer<typeof contactFieldsSchema>;

/** Enquiry dialog. opt_in defaults to true ('Email me similar stock and latest offers.'). */
export const enquiryFormSchema = contactFieldsSchema.extend({
  message: required(LEAD_MESSAGES.message).max(5000),
  opt_in: z.boolean().default(true),
});

/** Test-drive dialog: contact fields, optional message, optional date-time booking and distribution location. */
export const testDriveFormSchema = contactFieldsSchema.extend({
  message: optionalText,
  opt_in: z.boolean().default(true),
  booking_datetime: z.union([z.literal(''), z.string().refine((s) => !Number.isNaN(Date.parse(s)), LEAD_MESSAGES.dateTime)]).optional(),
  location_id: z.string().max(100).optional(),
});

/** Reserve / buy online / checkout journey: contact fields, optional message (the car and deposit are the point). */
export const reserveFormSchema = contactFieldsSchema.extend({
  message: optionalText,
  opt_in: z.boolean().default(true),
});

/** Request Photos: every field optional (spec), but what is typed must be well-formed. */
export const requestPhotosFormSchema = z.object({
  name: optionalText,
  email: optionalEmail,
  phone: optionalPhone,
  message: optionalText,
});

/** Money typed as '$12,500' (or a number); blank is "not given". */
const moneyInput = z.preprocess(
  (v) => {
    if (v === '' || v == null) return undefined;
    if (typeof v === 'number') return v;
    const n = Number.parseFloat(String(v).replace(/[$,\s]/g, ''));
    return Number.isFinite(n) ? Math.round(n) : v;
  },
  z.number({ error: 'Please enter an amount in dollars.' }).nonnegative().optional(),
);

/** Finance enquiry: contact fields plus optional amount, deposit and term. */
export const financeEnquiryFormSchema = contactFieldsSchema.extend({
  message: optionalText,
  opt_in: z.boolean().default(true),
  loan_amount: moneyInput,
  deposit: moneyInput,
  term_years: z.preprocess((v) => (v === '' || v == null ? undefined : Number(v)), z.number().min(1).max(7).optional()),
});

/** Trade-in lead form: First Name, last name, postcode (4 digits), Mobile Number, Email Address. */
export const tradeInFormSchema = z.object({
  name: required(LEAD_MESSAGES.firstName).max(100),
  last_name: required(LEAD_MESSAGES.lastName).max(100),
  postcode: postcodeSchema,
  phone: phone(LEAD_MESSAGES.mobile),
  email,
});

export interface GeneralEnquiryRules {
  /** Message required unless the site disables that. */
  messageRequired?: boolean;
  locationShown?: boolean;
  dealershipShown?: boolean;
  /** Some sites require agreement to terms before submit. */
  requireTerms?: boolean;
}

const generalEnquiryBase = contactFieldsSchema.extend({
  message: optionalText,
  category: required(LEAD_MESSAGES.category),
  location: z.string().max(200).optional(),
  dealership_slug: z.string().max(200).optional(),
  Rego: z.string().trim().max(12).optional(),
  opt_in: z.boolean().default(true),
  agreed_terms: z.boolean().optional(),
  page_id: z.string().max(200).optional(),
  additional_services: z.array(z.string().max(200)).max(50).default([]),
});

/**
 * General enquiry: category required; location/dealership required when shown; terms where configured. The
 * conditional rules are field schemas, not a refinement: zod runs a refinement only once every field passed, so
 * 'Please select a location.' and 'Please enter a message.' used to appear in a second round, after the shopper fixed
 * the first.
 */
export function generalEnquiryFormSchema(rules: GeneralEnquiryRules = {}) {
  return generalEnquiryBase.extend({
    message: (rules.messageRequired ?? true) ? required(LEAD_MESSAGES.message).max(5000) : optionalText,
    location: rules.locationShown ? required(LEAD_MESSAGES.location).max(200) : generalEnquiryBase.shape.location,
    dealership_slug: rules.dealershipShown ? required(LEAD_MESSAGES.dealership).max(200) : generalEnquiryBase.shape.dealership_slug,
    agreed_terms: rules.requireTerms ? z.literal(true, { error: LEAD_MESSAGES.terms }) : generalEnquiryBase.shape.agreed_terms,
  });
}

/** Which form produced a lead; decides which fields the API insists on. */
export const leadFormKindSchema = z.enum(LEAD_FORM_KINDS);
export type { LeadFormKind };

export const leadAttributesSchema = z.object({
  /** Pages seen this session, oldest first (capped by the client). */
  visited_pages: z.array(z.string().max(2000)).max(50).default([]),
  /** Campaign query parameters (utm_*, gclid, fbclid...) from the landing URL. */
  linked_query_params: z.record(z.string(), z.string().max(500)).default({}),
});
export type LeadAttributes = z.infer<typeof leadAttributesSchema>;

/** Ids (car, lead, dealership): a string of at most 100 characters or a number; a 60 KB car_id is refused. */
export const ID_MAX = 100;
const id = z.union([z.string().trim().max(ID_MAX), z.number().finite()]).transform(String);
/** Free-form answers (valuation adjustments): short keys, plain short values, a bounded count. */
const answerValue = z.union([z.string().max(1000), z.number(), z.boolean(), z.null(), z.array(z.union([z.string().max(200), z.number()])).max(50)]);

/** The lead payload (spec field names), sent as `userData`; leadPayloadSchema below is what validates it. */
const leadPayloadFields = z
  .object({
    form: leadFormKindSchema,
    category: z.string().trim().min(1).max(200),
    subcategory: z.string().max(200).optional(),
    lead_id: id.optional(),
    dealership_slug: z.string().max(200).nullish(),
    manufacturer_slug: z.string().max(200).nullish(),
    stock_number: z.string().max(100).nullish(),
    'Vehicle Make': z.string().max(100).nullish(),
    'Vehicle Model': z.string().max(100).nullish(),
    car_type: z.string().max(20).nullish(),
    car_id: id.nullish(),
    vehicle_status: z.string().max(50).nullish(),
    opt_in: z.boolean().optional(),
    message: z.string().max(5000).optional(),
    url: z.string().max(2000).optional(),
    source: z.string().max(200).optional(),
    user_agent: z.string().max(1000).optional(),
    car_dealership_id: id.nullish(),
    lead_attributes: leadAttributesSchema.optional(),
    form_completed: z.boolean().optional(),
    offer_accepted: z.boolean().optional(),
    rego: z.string().max(12).optional(),
    regoState: z.string().max(10).optional(),
    adjustmentAnswers: z
      .record(z.string().max(100), answerValue)
      .refine((r) => Object.keys(r).length <= 100, 'at most 100 answers')
      .optional(),
    id: id.optional(),
    autogauge_enabled: z.boolean().optional(),
    // Contact and form fields.
    name: z.string().max(200).optional(),
    last_name: z.string().max(100).optional(),
    email: z.string().max(320).optional(),
    phone: z.string().max(40).optional(),
    postcode: z.string().max(10).optional(),
    Rego: z.string().max(12).optional(),
    location: z.string().max(200).optional(),
    location_id: z.string().max(100).optional(),
    page_id: z.string().max(200).optional(),
    additional_services: z.array(z.string().max(200)).max(50).optional(),
    agreed_terms: z.boolean().optional(),
    booking_datetime: z.string().max(40).optional(),
    loan_amount: z.number().nonnegative().optional(),
    deposit: z.number().nonnegative().optional(),
    term_years: z.number().min(1).max(7).optional(),
    form_event_id: z.number().int().optional(),
    /** Reserve / buy online: the deposit asked for (reserve_price_text as dollars). */
    deposit_amount: z.number().nonnegative().max(1_000_000).optional(),
    /** Finance page opened from a vehicle page: the vehicle price it was opened with (vehiclePriceBudget). */
    vehicle_price_budget: z.number().nonnegative().max(100_000_000).optional(),
  })
  .superRefine((lead, ctx) => {
    // The same rules the forms apply, so a hand-made request cannot store a lead the site would refuse.
    const check = (schema: z.ZodType, value: unknown) => {
      const r = schema.safeParse(value);
      if (!r.success) for (const issue of r.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    };
    switch (lead.form) {
      // The trade-in valuation steps have no contact form of their own; an e-mail or phone they carry is still checked
      // as every form checks it (a rego lookup used to take any text as its email).
      case 'rego_lookup':
      case 'valuation_adjustments':
      case 'offer_accepted':
        check(z.object({ email: optionalEmail, phone: optionalPhone }), lead);
    }
    switch (lead.form) {
      case 'enquiry':
      case 'test_drive':
      case 'finance':
      case 'general':
        check(contactFieldsSchema, lead);
        break;
      case 'reserve':
        check(contactFieldsSchema, lead);
        if (lead.car_id == null) ctx.addIssue({ code: 'custom', path: ['car_id'], message: 'a reservation needs car_id' });
        break;
      case 'photos':
        check(requestPhotosFormSchema, lead);
        break;
      case 'trade_in':
        check(tradeInFormSchema, lead);
        break;
      case 'valuation_adjustments':
        if (lead.id === undefined) ctx.addIssue({ code: 'custom', path: ['id'], message: 'id of the valuation lead is required' });
        if (!lead.adjustmentAnswers) ctx.addIssue({ code: 'custom', path: ['adjustmentAnswers'], message: 'adjustmentAnswers is required' });
        break;
      case 'rego_lookup':
        if (!lead.rego) ctx.addIssue({ code: 'custom', path: ['rego'], message: 'rego is required' });
        if (!lead.regoState) ctx.addIssue({ code: 'custom', path: ['regoState'], message: 'regoState is required' });
        break;
      case 'offer_accepted':
        if (lead.lead_id === undefined) ctx.addIssue({ code: 'custom', path: ['lead_id'], message: 'lead_id is required' });
        if (lead.offer_accepted !== true) ctx.addIssue({ code: 'custom', path: ['offer_accepted'], message: 'offer_accepted must be true' });
        if (lead.subcategory !== OFFER_ACCEPTED_SUBCATEGORY)
          ctx.addIssue({ code: 'custom', path: ['subcategory'], message: `subcategory must be '${OFFER_ACCEPTED_SUBCATEGORY}'` });
        break;
    }
  });
/**
 * The lead payload as validated and stored: bidirectional controls and zero-width characters are taken out of every
 * text first (src/domain/invisible-characters.ts), here in one place, so no name or message reaches the database,
 * the webhook, the ADF document or the dealer's inbox with them, and a name of only such characters is empty.
 */
export const leadPayloadSchema = z.preprocess((v: z.input<typeof leadPayloadFields>) => withoutInvisibleDeep(v), leadPayloadFields);
export type LeadPayload = z.infer<typeof leadPayloadSchema>;
export type LeadPayloadInput = z.input<typeof leadPayloadSchema>;

export const OFFER_ACCEPTED_SUBCATEGORY = '3. Offer Accepted';

/** Body of POST /api/leads: the lead submission helper sends userData and isLastStep. */
export const leadSubmissionSchema = z.object({
  userData: leadPayloadSchema,
  isLastStep: z.boolean().default(true),
});
export type LeadSubmission = z.input<typeof leadSubmissionSchema>;

/** Answer of the lead helper: lead_id on success, otherwise an error text. */
export const leadAnswerSchema = z.object({ lead_id: id.optional(), error: z.string().optional() });
export type LeadAnswer = z.infer<typeof leadAnswerSchema>;

const phoneNumber = z
  .string({ error: LEAD_MESSAGES.phone })
  .trim()
  .min(1, LEAD_MESSAGES.phone)
  .refine((v) => PHONE.test(v) && phoneDigits(v) >= 8 && phoneDigits(v) <= 15, LEAD_MESSAGES.phoneInvalid);
/** Phone numbers are compared by digits only, so '0412 345 678' and '0412345678' are one user. */
export const normalisePhone = (v: string) => v.replace(/\D/g, '');

/** POST /api/watchlist/save-car and /remove-car: {phone_number, car_id} -> {success}. */
export const watchlistCarBodySchema = z.object({ phone_number: phoneNumber, car_id: id.pipe(z.string().min(1).max(100)) });
export type WatchlistCarBody = z.input<typeof watchlistCarBodySchema>;
export const watchlistAnswerSchema = z.object({ success: z.boolean(), error: z.string().optional() });

/** Sign-in by phone: request a one-time code, then verify it. */
export const signInRequestSchema = z.object({ phone_number: phoneNumber });
export const signInVerifySchema = z.object({
  phone_number: phoneNumber,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Please enter the 6-digit code.'),
});
export const signInAnswerSchema = z.object({
  success: z.boolean(),
  token: z.string().optional(),
  phone_number: z.string().optional(),
  error: z.string().optional(),
});

/** Phone reveal event: car_id, dealership_id, website_id; the answer is only logged. */
export const phoneRevealSchema = z.object({ car_id: id, dealership_id: id.nullish(), website_id: id.nullish() });

/** POST /api/miscellaneous: a valuation result plus column_name 'valuation' (other columns allowed). */
export const miscellaneousSchema = z.looseObject({ column_name: z.string().trim().min(1).max(100) });

/** GET {api}/cars/{slug}/view.json answer. */
export const viewCountAnswerSchema = z.object({ views: z.number().int().nonnegative(), car_fields: z.record(z.string(), z.unknown()) });
export type ViewCountAnswer = z.infer<typeof viewCountAnswerSchema>;
