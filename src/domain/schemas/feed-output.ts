import { z } from 'zod';

/*
 * What a feed field gives once read, as a schema of its own, without the reader. Data already read (a listed car in
 * site.json: site-data.ts) is checked with these, since reading it again would change it. Each kind of field names
 * what it gives where it is made (gives), and a record's output is made from its fields' (outputOf), so the fields
 * are listed once, in the record's schema.
 */

/** Whether two types are each assignable to the other; `Assert` fails to compile when they are not. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type Assert<T extends true> = T;

const outputs = new WeakMap<z.ZodType, z.ZodType>();

/** `field` itself, noting `output` as the schema of what it gives: its type must be the field's output type exactly. */
export function gives<S extends z.ZodType, O extends z.ZodType>(field: S, output: O & (Same<z.output<O>, z.output<S>> extends true ? unknown : never)): S {
  outputs.set(field, output);
  return field;
}

/**
 * The schema of what `schema` gives: the one gives() noted, else made from its parts (an object's fields, strictly, so
 * a key no field has is refused; an optional field's; a record's values). Throws naming a field that has none.
 */
export function outputOf<S extends z.ZodType>(schema: S, path = ''): z.ZodType<z.output<S>> {
  return partOutput(schema, path) as z.ZodType<z.output<S>>;
}

function partOutput(schema: z.ZodType, path: string): z.ZodType {
  const noted = outputs.get(schema);
  if (noted) return noted;
  if (schema instanceof z.ZodOptional) return partOutput(schema.unwrap() as z.ZodType, path).optional();
  if (schema instanceof z.ZodRecord) return z.record(schema.keyType as z.ZodString, partOutput(schema.valueType as z.ZodType, `${path}.*`));
  if (schema instanceof z.ZodObject) {
    const shape = Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, field]) => [key, partOutput(field, path ? `${path}.${key}` : key)]);
    return z.strictObject(Object.fromEntries(shape) as z.ZodRawShape);
  }
  throw new Error(`${path || 'the schema'} has no output schema: name what it gives with gives() (feed-output.ts)`);
}
