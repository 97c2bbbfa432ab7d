import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { astroSerializeProps, serializeProps } from '../../../scripts/lib/render/patches/island-props-serializer.mjs';
import { ASTRO_SERIALIZER_FILE, islandPropsFast, serializerShapeProblem } from '../../../scripts/lib/render/patches/island-props-fast.mjs';
import { ROOT } from '../helpers';

type Transform = (code: string, id: string, options?: { ssr?: boolean }) => { code: string } | null;
const transform = (islandPropsFast() as unknown as { transform: Transform }).transform;
const ASTRO_FILE = path.join(ROOT, 'node_modules/astro/dist/runtime/server/serialize.js');
const installed = (await import(pathToFileURL(ASTRO_FILE).href)) as { serializeProps: (p: unknown, m?: unknown) => string };
const meta = { displayName: 'Gallery', hydrate: 'visible' };

class Point {
  constructor(
    public x: number,
    public y: number,
  ) {}
}
const nullProto = Object.assign(Object.create(null), { a: 1, b: 'two' });
const tagged = { a: 1, [Symbol.toStringTag]: 'Date' };
const getter = {
  get price() {
    return 24990;
  },
  name: 'x',
};
const shared = { id: 7 };
const sparse = [1, , 3]; // eslint-disable-line no-sparse-arrays

/** Props as islands get them, and everything else a component could be given. */
const cases: Record<string, unknown> = {
  vehicle: {
    name: '2019 Toyota HiLux SR5',
    slides: [
      { kind: 'image', src: '/a.jpg', w: 1600, alt: null },
      { kind: 'video', id: 'x' },
    ],
    showThumbs: true,
    spin: undefined,
    price: 24990.5,
    km: 0,
    neg: -0,
    nan: NaN,
  },
  hostile: { s: '</script><script>alert(1)</script>', q: `"'&<>`, nl: 'a\nb\u2028c\u2029', lone: '\ud800x', emoji: '🚗', backslash: '\\' },
  numbers: { big: 1e21, tiny: 5e-324, inf: Infinity, ninf: -Infinity, max: Number.MAX_SAFE_INTEGER },
  nested: { a: [[1, [2, [3, { b: [undefined, null, false] }]]]], empty: {}, none: [] },
  keys: { 2: 'two', 1: 'one', b: 1, a: 2, '': 'empty', __proto__x: 1, 'with "quote"': true },
  exotic: {
    date: new Date('2026-11-21T00:00:00Z'),
    re: /a+b/g,
    map: new Map<unknown, unknown>([
      ['k', { v: 1 }],
      [2, [3]],
    ]),
    set: new Set([1, 'a', { b: 2 }]),
    url: new URL('https://example.com/a?b=c'),
    big: 12n,
    bigObj: Object(12n),
    u8: new Uint8Array([1, 2]),
    u16: new Uint16Array([300]),
    u32: new Uint32Array([70000]),
  },
  realistic: {
    site: { slug: 'demo-motors', apiBaseUrl: 'https://api.example.com', dealershipId: 12, manufacturerSlug: null },
    car: { id: '1002886', stocknum: 'S2886', name: 'Camry' },
  },
  objects: {
    point: new Point(1, 2),
    nullProto,
    tagged,
    getter,
    fn: () => 1,
    sym: Symbol('s'),
    boxed: new String('ab'),
    sparse,
    twice: [shared, shared],
    inner: { shared },
  },
};

/** The text, or the error a value makes Astro throw (an object posing as a Date has no toISOString). */
function outcome(serialize: (p: unknown, m?: unknown) => string, props: unknown): string {
  try {
    return serialize(props, meta);
  } catch (e) {
    return `throws ${(e as Error).constructor.name}: ${(e as Error).message}`;
  }
}

describe("island props serialiser (scripts/lib/render/patches/island-props-serializer.mjs, Astro's in the server bundle)", () => {
  it("writes the same text as the installed Astro's serialiser for every kind of value", () => {
    for (const [name, props] of Object.entries(cases)) {
      const expected = outcome(installed.serializeProps, props);
      expect(outcome(serializeProps, props), name).toBe(expected);
      expect(outcome(astroSerializeProps, props), `${name} (the kept copy of Astro's code)`).toBe(expected);
      // Each value on its own too, so a difference names the value.
      for (const [key, value] of Object.entries(props as object))
        expect(outcome(serializeProps, { [key]: value }), `${name}.${key}`).toBe(outcome(installed.serializeProps, { [key]: value }));
    }
  });

  it("throws Astro's error for a cycle, at any depth and through a value Astro's own code handles", () => {
    const loop: Record<string, unknown> = { a: 1 };
    loop.self = loop;
    const deep: Record<string, unknown> = { list: [{}] };
    (deep.list as object[])[0] = { back: deep };
    const viaMap: Record<string, unknown> = {};
    viaMap.m = new Map([['x', viaMap]]);
    for (const props of [loop, deep, viaMap, { wrap: viaMap }]) {
      let astroError = '';
      try {
        installed.serializeProps(props, meta);
      } catch (e) {
        astroError = (e as Error).message;
      }
      expect(astroError).toContain('Cyclic reference detected while serializing props for <Gallery client:visible>');
      expect(() => serializeProps(props, meta)).toThrow(astroError);
    }
  });

  it('serialises a props object once: the second call for the same object is the first text, a new object is written afresh', () => {
    const props = { a: [1, 2], b: 'x' };
    const first = serializeProps(props, meta);
    expect(serializeProps(props, meta)).toBe(first);
    const other = { a: [1, 2], b: 'y' };
    expect(serializeProps(other, meta)).toBe(installed.serializeProps(other, meta));
  });

  it("the Vite plugin swaps in this file for Astro's serialiser in the server bundle only", () => {
    const out = transform('export function serializeProps() {}', ASTRO_FILE, { ssr: true });
    expect(out?.code).toBe(readFileSync(path.join(ROOT, 'scripts/lib/render/patches/island-props-serializer.mjs'), 'utf8'));
    expect(out?.code).not.toMatch(/^import /m); // it lives inside Astro's runtime chunk: nothing to resolve
    expect(transform('x', `${ASTRO_FILE}?v=1`, { ssr: true })).not.toBeNull();
    expect(transform('x', ASTRO_FILE, { ssr: false })).toBeNull();
    expect(transform('x', path.join(ROOT, 'node_modules/astro/dist/runtime/server/hydration.js'), { ssr: true })).toBeNull();
    expect(transform('x', path.join(ROOT, 'src/lib/serialize.js'), { ssr: true })).toBeNull();
  });

  it('Astro still has one serialiser, exporting serializeProps only, used where this expects (hydration and the island id)', () => {
    const source = readFileSync(ASTRO_FILE, 'utf8');
    expect(source).toMatch(/export \{\s*serializeProps\s*\};\s*$/);
    expect(Object.keys(installed)).toEqual(['serializeProps']);
    expect(readFileSync(path.join(ROOT, 'node_modules/astro/dist/runtime/server/hydration.js'), 'utf8')).toContain(
      'escapeHTML(serializeProps(props, metadata))',
    );
    expect(readFileSync(path.join(ROOT, 'node_modules/astro/dist/runtime/server/render/component.js'), 'utf8')).toMatch(
      /shorthash\([\s\S]{0,120}serializeProps\(\s*props,/,
    );
  });

  // Contract: the swap replaces a whole Astro module by path. It protects against an Astro release that moves the
  // file (the swap would apply to nothing), exports more from it (the build would lose that export) or changes
  // serializeProps' arguments.
  it("the installed Astro's serialize.js has the shape the swap relies on, and the build stops when it has not", () => {
    expect(ASTRO_SERIALIZER_FILE).toBe(ASTRO_FILE);
    expect(serializerShapeProblem(readFileSync(ASTRO_FILE, 'utf8'))).toBeNull();
    expect(Object.keys(installed)).toEqual(['serializeProps']);
    expect(installed.serializeProps).toHaveLength(2);
    const buildStart = (islandPropsFast() as unknown as { buildStart: (this: unknown) => void }).buildStart;
    const error = (message: string) => {
      throw new Error(message);
    };
    expect(() => buildStart.call({ error })).not.toThrow();
    expect(serializerShapeProblem('function serializeProps(props, metadata) {}\nexport {\n  serializeProps,\n  PROP_TYPE\n};')).toMatch(/instead of/);
    expect(serializerShapeProblem('function serializeProps(props) {}\nexport {\n  serializeProps\n};')).toMatch(/serializeProps\(props, metadata\)/);
  });
});
