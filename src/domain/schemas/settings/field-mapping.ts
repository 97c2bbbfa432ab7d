import { z } from 'zod';

/*
 * One field's mapping in dealer.json `feed.fields`: how a dealer's own export maps onto the Car fields, written once (proposed by
 * `npm run feed:check`, confirmed by the dealer) instead of guessed every night. A field the mapping does not name
 * is read as before (the spec's key or one of its other names, car-keys.ts).
 */

/** A key of the record, or a dotted path into it (`price.amount`, `odometer.value`, `images.0.url`). */
export const sourcePathSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[^\s.][^.]*(\.[^.]+)*$/, 'must be a key of the record or a dotted path (price.amount)');

/** The export's word (any letter case and spacing) → the spec's value. */
const valuesSchema = z.record(z.string().min(1).max(200), z.union([z.string().max(200), z.number(), z.boolean(), z.null()]));

export const fieldMappingObjectSchema = z
  .strictObject({
    /** The source key or dotted path. */
    from: sourcePathSchema.optional(),
    /** Several source keys joined (a title from make, model and badge); blank ones are skipped. */
    join: z.array(sourcePathSchema).min(1).max(20).optional(),
    /** Between joined values; default one space. */
    separator: z.string().max(10).optional(),
    /** A fixed value for every record (item_type "caravan" for a caravan yard's feed). */
    const: z.union([z.string().max(500), z.number(), z.boolean(), z.null()]).optional(),
    /** Distances: the unit every value is in (`mi` values are converted to km). */
    unit: z.enum(['km', 'mi']).optional(),
    /** Distances: a key or path of the record holding each value's unit (`mi`, `miles`, `km`). */
    unit_from: sourcePathSchema.optional(),
    /** Lists given as one text: the separator between items (`;`, `|`, `,`). */
    split: z.string().min(1).max(10).optional(),
    /** Image lists: the key of each item that orders them (order, position, sequence). */
    order_by: sourcePathSchema.optional(),
    /** Words of the export → the spec's values (status, car type, condition, location, fuel, body, transmission). */
    values: valuesSchema.optional(),
  })
  .refine((m) => [m.from, m.join, m.const].filter((v) => v !== undefined).length === 1, {
    message: 'give exactly one of `from`, `join` or `const`',
  });

/** A field's mapping: a source key or path as text, or an object with options. */
export const fieldMappingSchema = z.union([sourcePathSchema, fieldMappingObjectSchema]);
export type FieldMapping = z.infer<typeof fieldMappingSchema>;

/** The mapping of each Car field named (settings/feed-mapping.ts checks the names). */
export type FeedFields = Partial<Record<string, FieldMapping>>;
