import '../domain/schemas/zod-no-eval';
// zod/mini: the reference server and tests read these; the browser gets them compiled (see below), never zod itself.
import * as z from 'zod/mini';

/*
 * The dealer platform API's contract, shared by the browser client (src/api/client.ts) and the reference server
 * (scripts/server/app.ts): every path (paths.ts), and the schema of every answer the site reads. The client checks
 * each answer with these schemas compiled to plain functions (reply-validators.generated.js, so pages calling the
 * API do not download zod); an answer of another shape is treated as a failed call, never trusted.
 *
 * Request bodies are the domain's entity schemas (src/domain/schemas/lead.ts: the lead payload, sign-in,
 * watchlist, phone-reveal and miscellaneous bodies): the forms check what the shopper typed with the same
 * schemas, and the server validates every body with them (docs/api.md).
 */

export { API_PATHS, AUTOGAUGE_PATH, autogaugePath, CAR_VIEW_PATH, carViewPath } from './paths';

const id = z.union([z.string(), z.number()]);

/** Every error answer: { error, ... }. */
export const errorReplySchema = z.looseObject({ error: z.string() });

/** 422 validation refusal: { error, issues: [{ path, message }, ...] } (a gateway's 4xx does not look like this). */
export const validationRefusalSchema = z.looseObject({
  error: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).check(z.minLength(1)),
});

/** POST /api/leads accepted: 201 { lead_id }. */
export const leadReplySchema = z.looseObject({ lead_id: id });

/** Watchlist save/remove, sign-in request, phone reveal, miscellaneous: { success[, error, message] }. */
export const successReplySchema = z.looseObject({ success: z.boolean(), error: z.optional(z.string()), message: z.optional(z.string()) });
export type SuccessReply = z.infer<typeof successReplySchema>;

/** POST /api/sign-in/verify: { success, token, phone_number }. */
export const signInVerifyReplySchema = z.looseObject({
  success: z.boolean(),
  token: z.optional(z.string()),
  phone_number: z.optional(z.string()),
  error: z.optional(z.string()),
});

/** GET /api/watchlist?phone_number=: { car_ids }. */
export const watchlistReplySchema = z.looseObject({ car_ids: z.array(id) });

/** GET /cars/{slug}/view.json: { views, car_fields }. */
export const viewCountReplySchema = z.looseObject({
  views: z.int().check(z.nonnegative()),
  car_fields: z.record(z.string(), z.unknown()),
});
export type ViewCountReply = z.infer<typeof viewCountReplySchema>;

/**
 * GET /api/delivery-estimate?postcode=: 200 { name, price }, or 200 { name: null, price: null, error } for a
 * postcode with no delivery region (an answer, not a failure: a 404 there put an error in the shopper's browser
 * console). An older API's 404 { error } is still read.
 */
export const deliveryEstimateReplySchema = z.union([
  z.looseObject({ name: z.string(), price: z.number().check(z.nonnegative()) }),
  z.looseObject({ name: z.null(), price: z.null(), error: z.string() }),
]);

/** GET /api/test-drive/slots?date=&location_id=: { date, location_id, slots: ['09:00', ...] }; the site reads slots. */
export const testDriveSlotsReplySchema = z.looseObject({
  date: z.optional(z.string()),
  location_id: z.optional(z.nullable(z.string())),
  slots: z.array(z.string().check(z.regex(/^\d{2}:\d{2}$/))),
});

/** GET /api/valuation?make=&model=&year=&km=&condition=: { offer, high, comparables }; 404/400 { error }. */
export const valuationReplySchema = z.looseObject({
  offer: z.number().check(z.nonnegative()),
  high: z.number().check(z.nonnegative()),
  comparables: z.int().check(z.nonnegative()),
});
export type ValuationReply = z.infer<typeof valuationReplySchema>;

/** GET /cars/{slug}/autogauge: the car's market range; every figure may be missing (the panel then stays hidden). */
const figure = z.optional(z.nullable(z.number()));
export const autogaugeReplySchema = z.looseObject({
  fill: figure,
  listing_price: figure,
  market_range_min: figure,
  market_range_max: figure,
  confidence: figure,
  description: z.optional(z.nullable(z.string())),
});

/** Every answer the browser client reads, by name: compiled by scripts/generate-validators.ts into reply-validators.generated.js. */
export const REPLY_SCHEMAS = {
  error: errorReplySchema,
  validationRefusal: validationRefusalSchema,
  lead: leadReplySchema,
  success: successReplySchema,
  signInVerify: signInVerifyReplySchema,
  watchlist: watchlistReplySchema,
  viewCount: viewCountReplySchema,
  deliveryEstimate: deliveryEstimateReplySchema,
  testDriveSlots: testDriveSlotsReplySchema,
  valuation: valuationReplySchema,
  autogauge: autogaugeReplySchema,
};
export type ReplyName = keyof typeof REPLY_SCHEMAS;
export type Reply<K extends ReplyName> = z.infer<(typeof REPLY_SCHEMAS)[K]>;
