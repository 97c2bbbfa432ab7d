// zod/mini: the same checks at a fraction of the bundle of full zod (this module only reaches the browser as types).
import * as z from 'zod/mini';

/*
 * What the shared stores keep in localStorage, one schema per stored key: the single source of the stores' types
 * and of the checks run on every read. The browser does not load zod for these: scripts/generate-store-validators.ts
 * compiles each schema to a plain validating function (stored-validators.generated.js, ~1 KB), and a unit test
 * fails when that file no longer matches these schemas or disagrees with zod on a value.
 */

/** A favourite as stored locally (spec 3). */
export const favouriteSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  make: z.string(),
  model: z.string(),
  primary_image_url: z.nullable(z.string()),
});
export type Favourite = z.infer<typeof favouriteSchema>;

/** A viewed-car record (spec 3), most recent first. */
export const viewedCarSchema = z.object({
  id: z.string(),
  stocknum: z.nullable(z.string()),
  make: z.string(),
  model: z.string(),
  body: z.nullable(z.string()),
  simple_body: z.nullable(z.string()),
  // Shown by the recently-viewed strip; optional so records written before still read.
  name: z.optional(z.string()),
  slug: z.optional(z.string()),
  image: z.optional(z.nullable(z.string())),
  price: z.optional(z.string()),
});
export type ViewedCar = z.infer<typeof viewedCarSchema>;

export const contactDetailsSchema = z.nullable(z.object({ name: z.string(), email: z.string(), phone: z.string() }));
export type ContactDetails = NonNullable<z.infer<typeof contactDetailsSchema>>;

export const searchHistoryEntrySchema = z.object({ url: z.string(), label: z.string() });
export type SearchHistoryEntry = z.infer<typeof searchHistoryEntrySchema>;

export const sessionUserSchema = z.nullable(
  z.object({ signedIn: z.boolean(), phone: z.optional(z.nullable(z.string())), token: z.optional(z.nullable(z.string())) }),
);
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Stored key name (after the '{slug}-' prefix) -> the shape kept under it. */
export const STORED_SCHEMAS = {
  FavouritedCars: z.array(favouriteSchema),
  ViewCar: z.array(viewedCarSchema),
  EnquireCar: contactDetailsSchema,
  SearchHistory: z.array(searchHistoryEntrySchema),
  User: sessionUserSchema,
  SuccessCategory: z.nullable(z.string()),
  Watchlist: z.array(z.string()),
};
export type StoredName = keyof typeof STORED_SCHEMAS;
export type StoredValue<K extends StoredName> = z.infer<(typeof STORED_SCHEMAS)[K]>;
