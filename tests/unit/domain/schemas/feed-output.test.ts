import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { gives, outputOf } from '../../../../src/domain/schemas/feed-output';
import { boolValue, numberValue, textValue } from '../../../../src/domain/schemas/feed-values';
import { carSchema } from '../../../../src/domain/schemas/car';
import { siteCarSchema } from '../../../../src/domain/schemas/site-data';

/*
 * What a feed field gives once read, checked again without its reader (src/domain/schemas/feed-output.ts): the schema
 * gives() noted for a field, or one made from a record's fields.
 */
describe('outputOf', () => {
  it('gives the schema gives() noted, and leaves the field as it was', () => {
    const price = z.unknown().transform(Number);
    const output = z.number();
    expect(gives(price, output)).toBe(price);
    expect(outputOf(price)).toBe(output);
  });

  it('makes an object strict from its fields, keeping optional ones optional, and a record from its values', () => {
    const record = z.object({ name: textValue, km: numberValue.optional(), flags: z.record(z.string(), boolValue) });
    const output = outputOf(record);
    expect(output.parse({ name: null, flags: { sport: true } })).toEqual({ name: null, flags: { sport: true } });
    // Data already read: text as it was read, no reader to read '12,000' as a number again.
    expect(output.safeParse({ name: 'Red', km: '12,000', flags: {} }).error?.issues.map((i) => i.path.join('.'))).toEqual(['km']);
    expect(output.safeParse({ name: 'Red', flags: { sport: 'yes' } }).error?.issues.map((i) => i.path.join('.'))).toEqual(['flags.sport']);
    expect(output.safeParse({ name: 'Red', flags: {}, colour: 'red' }).error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['colour'] });
  });

  it('names the field that says nothing of what it gives', () => {
    expect(() => outputOf(z.object({ name: textValue, trim: z.object({ code: z.unknown().transform(String) }) }))).toThrow(/^trim\.code has no output schema/);
  });

  it('checks a listed car (site-data.ts) by every field of the Car, and no other', () => {
    const shape = (siteCarSchema as unknown as z.ZodObject).shape;
    expect(Object.keys(shape)).toEqual(Object.keys(carSchema.shape));
  });
});
