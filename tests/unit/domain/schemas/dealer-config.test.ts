import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { dealerJsonSchemaText, JSON_SCHEMA_FILE, ROOT } from '../../../../scripts/lib/load/settings-docs';
import { dealerConfigSchema } from '../../../../src/domain/schemas';
import { formatProblem, problemsFromZod } from '../../../../src/domain/schemas/friendly-errors';
import { applyTemplate } from '../../../../src/domain/templates';

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
    expect(validate.errors?.map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`)).toEqual([
      '/theme must NOT have additional properties {"additionalProperty":"primry"}',
    ]);
    expect(validate({ ...config, featurs: {} })).toBe(false);
    expect(validate({ ...config, search: { hits_per_page: 'many' } })).toBe(false);
  });

  it("carries each setting's documentation for editor hovers", () => {
    const schema = JSON.parse(committed);
    expect(schema.properties.theme.properties.primary.description).toBe('Brand colour for buttons and links (CSS colour).');
    expect(schema.required).toEqual(['slug', 'name', 'id', 'dealership_id', 'url', 'locations']);
  });
});

const minimalDealer = {
  slug: 'x',
  name: 'X',
  id: 1,
  dealership_id: 2,
  url: 'https://x.example.com',
  locations: [{ id: 1, name: 'A', slug: 'a', address: {} }],
};

describe('DealerConfig schema and templates', () => {
  it("fills every switch with the spec's default", () => {
    const c = dealerConfigSchema.parse(minimalDealer);
    expect(c.search.hits_per_page).toBe(21);
    expect(c.search.include_sold_cars_days).toBe(3);
    expect(c.search.make_list_length).toBe(7);
    expect(c.search.model_limit).toBe(30);
    expect(c.search.cards_per_row).toBe(3);
    expect(c.vehicle.enquire_text).toBe('Enquire Now');
    expect(c.purchase.reserve_price_text).toBe('$200');
    expect(c.finance.interest.default).toBe(12.94);
    expect(c.finance.max_price).toBe(250000);
    expect(c.state).toBe('qld');
  });

  it('lays the dealer file over its template: the caravan template gives 4 cards a row unless the dealer says otherwise', () => {
    expect(dealerConfigSchema.parse(applyTemplate({ ...minimalDealer, template: 'caravan' })).search.cards_per_row).toBe(4);
    expect(dealerConfigSchema.parse(applyTemplate({ ...minimalDealer, template: 'caravan', search: { cards_per_row: 3 } })).search.cards_per_row).toBe(3);
    expect(dealerConfigSchema.parse(applyTemplate({ ...minimalDealer, template: 'group' })).favourites.style).toBe('compare');
  });

  it('rejects a stock-visibility preset outside 0..14 with the setting path', () => {
    const r = dealerConfigSchema.safeParse({ ...minimalDealer, search: { visibility: { preset: 15 } } });
    expect(r.success).toBe(false);
    expect(problemsFromZod(r.error!, 'dealer.json').map(formatProblem)).toEqual(['dealer.json: search.visibility.preset: Too big: expected number to be <=14']);
  });
});
