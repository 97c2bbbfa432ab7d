/*
 * What `npm run settings:doc` writes, as functions (so a test can check the committed files are up to date):
 * the settings table (names and JSDoc from the settings-area schemas src/domain/schemas/settings/*.ts and
 * dealer-config.ts, defaults from the schema) and
 * the JSON Schema of dealer.json (z.toJSONSchema of the same zod schema, with the JSDoc as descriptions), which
 * dealer.json files point to with "$schema" so editors autocomplete settings and flag unknown ones.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { dealerConfigSchema } from '../../../src/domain/schemas';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const JSON_SCHEMA_FILE = path.join(ROOT, 'docs/dealer.schema.json');

const PREFIX: Record<string, string> = {
  identitySchema: '',
  themeSchema: 'theme.',
  financeSchema: 'finance.',
  stockVisibilitySchema: 'search.visibility.',
  searchSchema: 'search.',
  favouritesSchema: 'favourites.',
  pricingSchema: 'pricing.',
  badgesSchema: 'badges.',
  vehicleSchema: 'vehicle.',
  purchaseSchema: 'purchase.',
  contactSchema: 'contact.',
  siteSchema: 'site.',
  blocksSchema: 'blocks.',
  menusSchema: 'menus.',
  publishSchema: 'publish.',
  imagesSchema: 'images.',
  feedsSchema: 'feeds.',
  feedSchema: 'feed.',
  analyticsSchema: 'analytics.',
  consentSchema: 'consent.',
  chatSchema: 'chat.',
  dealerConfigSchema: '',
};
/** The schema files, one per settings area, in the order the table lists them; dealer-config.ts composes them. */
const SETTINGS_FILES = [
  'identity',
  'theme',
  'finance',
  'search',
  'favourites',
  'pricing',
  'badges',
  'vehicle',
  'purchase',
  'contact',
  'site',
  'blocks',
  'menus',
  'publish',
  'images',
  'feeds',
  'feed',
  'analytics',
  'consent',
  'chat',
]
  .map((area) => `settings/${area}.ts`)
  .concat('dealer-config.ts');
const REQUIRED = new Set(['slug', 'name', 'id', 'dealership_id', 'url', 'locations']);

export interface SettingDoc {
  key: string;
  doc: string;
}

/** Every documented setting, in source order: dotted key and its JSDoc text. */
export function settingDocs(): SettingDoc[] {
  const out: SettingDoc[] = [];
  for (const file of SETTINGS_FILES) {
    // Per file: what comes before a file's first schema (helper schemas such as menu items) is not a setting.
    const source = readFileSync(path.join(ROOT, 'src/domain/schemas', file), 'utf8');
    const blocks = source.split(/export const (\w+Schema) = /).slice(1);
    for (let i = 0; i < blocks.length; i += 2) {
      const prefix = PREFIX[blocks[i]!];
      if (prefix === undefined) continue;
      for (const m of blocks[i + 1]!.matchAll(/\/\*\*\s*([\s\S]*?)\s*\*\/\s*\n\s*(\w+):/g)) {
        out.push({ key: prefix + m[2]!, doc: m[1]!.replace(/\s*\n\s*\*\s?/g, ' ') });
      }
    }
  }
  return out;
}

function lookup(obj: unknown, dotted: string): unknown {
  return dotted.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), obj);
}

function show(v: unknown): string {
  if (v === undefined) return '(required)';
  const s = JSON.stringify(v);
  return '`' + (s.length > 60 ? s.slice(0, 57) + '…' : s).replace(/\|/g, '\\|') + '`';
}

/** The Markdown settings table. */
export function settingsTable(): string {
  const defaults = dealerConfigSchema.parse({
    slug: 'example',
    name: 'Example',
    id: 1,
    dealership_id: 1,
    url: 'https://example.com',
    locations: [{ id: 1, name: 'Main', slug: 'main', address: {} }],
  }) as unknown as Record<string, unknown>;
  const rows = settingDocs().map(
    ({ key, doc }) => `| \`${key}\` | ${REQUIRED.has(key) ? '(required)' : show(lookup(defaults, key))} | ${doc.replace(/\|/g, '\\|')} |`,
  );
  return ['| setting | default | what it does |', '|---|---|---|', ...rows].join('\n');
}

type JsonSchema = { properties?: Record<string, JsonSchema>; description?: string; [k: string]: unknown };

/**
 * `"type": ["string", "null"]` as `anyOf` of one type each: the same meaning, and what ajv's strict mode accepts
 * without allowUnionTypes, so the schema compiles in the strictest validators. Only bare type lists are rewritten
 * (zod writes no other keyword beside them); a node with more keywords is left as it is.
 */
function splitUnionTypes(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(splitUnionTypes);
  if (!node || typeof node !== 'object') return;
  const obj = node as Record<string, unknown>;
  const bare = Array.isArray(obj.type) && !('anyOf' in obj) && Object.keys(obj).every((k) => ['type', 'description', 'default'].includes(k));
  if (bare) {
    obj.anyOf = (obj.type as string[]).map((type) => ({ type }));
    delete obj.type;
  }
  Object.values(obj).forEach(splitUnionTypes);
}

/** The JSON Schema of dealer.json, as the text written to docs/dealer.schema.json. */
export function dealerJsonSchemaText(): string {
  // Input side: a dealer file leaves out what has a default. draft-07 is the draft every editor reads.
  const schema = z.toJSONSchema(dealerConfigSchema, { io: 'input', unrepresentable: 'any', target: 'draft-07' }) as JsonSchema;
  for (const { key, doc } of settingDocs()) {
    const node = key.split('.').reduce<JsonSchema | undefined>((s, k) => s?.properties?.[k], schema);
    if (node) node.description = doc;
  }
  splitUnionTypes(schema);
  const root = {
    $schema: schema.$schema,
    $id: 'dealer.schema.json',
    title: 'dealer.json: the settings of one dealer site',
    description: 'Generated by `npm run settings:doc` from src/domain/schemas/settings/*.ts and dealer-config.ts; docs/settings.md lists every setting.',
    ...schema,
  };
  return JSON.stringify(root, null, 1) + '\n';
}
