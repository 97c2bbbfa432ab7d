import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { dealerJsonSchemaText, JSON_SCHEMA_FILE, ROOT } from '../../../scripts/lib/settings-docs';

/* docs/dealer.schema.json is what editors check dealer.json against ("$schema"): it must say what the build says. */
const committed = readFileSync(JSON_SCHEMA_FILE, 'utf8');
const validate = new Ajv({ allErrors: true, strict: false }).compile(JSON.parse(committed));
const DEMOS = ['demo-motors', 'coastal-caravans', 'demo-group'];
const demo = (slug: string) => JSON.parse(readFileSync(path.join(ROOT, 'dealers', slug, 'dealer.json'), 'utf8')) as Record<string, unknown>;

describe('docs/dealer.schema.json', () => {
  it('is up to date with the zod schema (run `npm run settings:doc` after changing a setting)', () => {
    expect(committed).toBe(dealerJsonSchemaText());
  });

  it.each(DEMOS)('%s: the demo dealer points to it and passes it', (slug) => {
    const config = demo(slug);
    expect(config.$schema).toBe('../../docs/dealer.schema.json');
    expect(validate(config), JSON.stringify(validate.errors)).toBe(true);
  });

  it('flags what the build refuses: a misspelt key, a setting of the wrong type', () => {
    const config = demo('demo-motors');
    expect(validate({ ...config, theme: { primry: '#c00000' } })).toBe(false);
    expect(validate.errors?.map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`)).toEqual(['/theme must NOT have additional properties {"additionalProperty":"primry"}']);
    expect(validate({ ...config, featurs: {} })).toBe(false);
    expect(validate({ ...config, search: { hits_per_page: 'many' } })).toBe(false);
  });

  it('carries each setting\'s documentation for editor hovers', () => {
    const schema = JSON.parse(committed);
    expect(schema.properties.theme.properties.primary.description).toBe('Brand colour for buttons and links (CSS colour).');
    expect(schema.required).toEqual(['slug', 'name', 'id', 'dealership_id', 'url', 'locations']);
  });
});
