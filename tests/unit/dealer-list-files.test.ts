import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DealerValidationError, loadDealer } from '../../scripts/lib/load/load-dealer';
import { brandSchema, makeSchema, offerSchema } from '../../src/domain/schemas';
import { formatProblem, knownKeysAt } from '../../src/domain/schemas/friendly-errors';

/*
 * offers.json, brands.json and makes.json are read as strictly as dealer.json: a key the schema does not know is a
 * problem naming file, record and the closest known field, and the build is refused. Before, their schemas dropped
 * such a key unseen, so a misspelt field quietly became a missing one.
 */

const TINY = path.resolve(import.meta.dirname, '../fixtures/dealers/tiny-motors');
const roots: string[] = [];
afterEach(() => {
  for (const r of roots.splice(0)) rmSync(r, { recursive: true, force: true });
});

/** The problems loadDealer reports for a copy of the tiny fixture dealer with these list files added. */
function problems(files: Record<string, unknown>): string[] {
  const root = mkdtempSync(path.join(os.tmpdir(), 'list-files-'));
  roots.push(root);
  const dir = path.join(root, 'tiny-motors');
  cpSync(TINY, dir, { recursive: true });
  for (const [name, value] of Object.entries(files)) writeFileSync(path.join(dir, name), JSON.stringify(value));
  try {
    loadDealer(dir);
  } catch (e) {
    if (!(e instanceof DealerValidationError)) throw e;
    // Paths relative to the dealer folder's parent, so the lines read the same wherever the copy is.
    return e.problems.map((p) => formatProblem({ ...p, file: path.relative(root, path.resolve(p.file)) }));
  }
  return [];
}

const offer = { id: 7, name: 'EOFY', model: { name: 'CX-5', slug: 'cx-5' } };
const brand = { title: 'Toyota', slug: 'toyota', kind: 'car' };
const make = { id: 3, name: 'Skoda', slug: 'skoda' };

describe('offers.json, brands.json and makes.json: an unknown key fails the build naming the closest field', () => {
  it('offers.json: a misspelt field, at the top and inside model, names the record and the field meant', () => {
    expect(
      problems({
        'offers.json': {
          offers: [
            { id: 1, name: 'Fine' },
            { ...offer, disclamer: 'T&Cs', model: { ...offer.model, overide_url: 'https://x.example/cx-5' } },
          ],
        },
      }),
    ).toEqual([
      'tiny-motors/offers.json record #1 (7): model.overide_url: unknown field; did you mean `model.override_url`?',
      'tiny-motors/offers.json record #1 (7): disclamer: unknown field; did you mean `disclaimer`?',
    ]);
  });

  it('brands.json: a misspelt field names the brand by its slug and the field meant', () => {
    expect(problems({ 'brands.json': [brand, { ...brand, slug: 'mazda', title: 'Mazda', bannner: 'https://x.example/b.jpg' }] })).toEqual([
      'tiny-motors/brands.json record #1 (mazda): bannner: unknown field; did you mean `banner`?',
    ]);
  });

  it('makes.json: a misspelt field names the make by id and slug and the field meant', () => {
    expect(problems({ 'makes.json': [{ ...make, nmae: 'Škoda' }] })).toEqual([
      'tiny-motors/makes.json record #0 (3 / skoda): nmae: unknown field; did you mean `name`?',
    ]);
  });

  it('a key close to no field says where the fields are listed (docs/build-pipeline.md)', () => {
    expect(
      problems({
        'offers.json': [{ ...offer, titel: 'EOFY' }],
        'brands.json': [{ ...brand, logo_url: 'https://x.example/l.png' }],
        'makes.json': [{ ...make, display_nme: 'Škoda' }],
      }),
    ).toEqual([
      'tiny-motors/offers.json record #0 (7): titel: unknown field (docs/build-pipeline.md lists every field)',
      'tiny-motors/brands.json record #0 (toyota): logo_url: unknown field (docs/build-pipeline.md lists every field)',
      'tiny-motors/makes.json record #0 (3 / skoda): display_nme: unknown field (docs/build-pipeline.md lists every field)',
    ]);
  });

  it('reviews.json, strict already, now names the closest field too (before: "(root): Unrecognized key")', () => {
    expect(problems({ 'reviews.json': [{ id: 5, customer_name: 'A', text: 'Great', rating: 5, ratng: 4 }] })).toEqual([
      'tiny-motors/reviews.json record #0 (5): ratng: unknown field; did you mean `rating`?',
    ]);
  });

  it('files with known fields only still load', () => {
    expect(problems({ 'offers.json': [{ ...offer, disclaimer: 'T&Cs' }], 'brands.json': [brand], 'makes.json': [make] })).toEqual([]);
  });
});

describe('docs/build-pipeline.md lists every field of the three files', () => {
  const doc = readFileSync(path.resolve(import.meta.dirname, '../../docs/build-pipeline.md'), 'utf8');
  const fields = (schema: Parameters<typeof knownKeysAt>[0], at: PropertyKey[] = [], prefix = '') => knownKeysAt(schema, at).map((k) => prefix + k);
  it.each([
    ['offers.json', [...fields(offerSchema), ...fields(offerSchema, ['manufacturer'], 'manufacturer.'), ...fields(offerSchema, ['model'], 'model.')]],
    ['brands.json', fields(brandSchema)],
    ['makes.json', fields(makeSchema)],
  ])('%s', (file, keys) => {
    const section = doc.split(/^### /m).find((s) => s.startsWith(`\`${file}\``)) ?? '';
    const listed = [...section.matchAll(/^- `([\w.]+)`/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual([...keys].sort());
  });
});
