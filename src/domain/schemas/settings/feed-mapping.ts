import { z } from 'zod';
import { CAR_FIELDS } from '../car';
import { fieldMappingSchema } from './field-mapping';

/*
 * dealer.json `feed.fields`: one mapping (field-mapping.ts) per Car field. The field names are checked here, apart
 * from the mapping's shape, so the feed readers can use the mapping's type without depending on the Car schema.
 */

export type { FeedFields, FieldMapping } from './field-mapping';

/** One mapping per Car field; an unknown field name is an error naming the closest Car field. */
export const feedFieldsSchema = z.strictObject(
  Object.fromEntries([...CAR_FIELDS].map((f) => [f, fieldMappingSchema.optional()])) as Record<string, z.ZodOptional<typeof fieldMappingSchema>>,
);
