import path from 'node:path';

/*
 * What `npm run test:changed` runs for a set of changed files (paths relative to the repo root, `/`-separated).
 * Pure, so the rules are tested without git or a runner.
 */

/** The module specifiers a TypeScript test file imports (static, side-effect and dynamic imports). */
export function importSpecifiers(source: string): string[] {
  const found = new Set<string>();
  for (const m of source.matchAll(/\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm))
    found.add((m[1] ?? m[2] ?? m[3])!);
  return [...found];
}

const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** The repo paths a relative specifier in `fromFile` may name (a bare package name names none). */
export function candidatePaths(fromFile: string, specifier: string): string[] {
  if (!specifier.startsWith('.')) return [];
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  return EXTENSIONS.map((ext) => base + ext);
}

/**
 * Of the tests vitest relates to the change (`related`: each imports a changed file, directly or through other
 * modules), those that import a changed file themselves or are changed: they test what changed most closely, and
 * run first, so the first answer comes within a minute even when a much-imported rule changed (one domain file
 * relates up to 60 test files, three minutes on two cores).
 */
export function nearTests(related: readonly string[], changed: ReadonlySet<string>, read: (file: string) => string): string[] {
  return related.filter((test) => changed.has(test) || importSpecifiers(read(test)).some((s) => candidatePaths(test, s).some((c) => changed.has(c))));
}

/** Files a built site is made from, besides its dealer folder: its code, public files and the build itself. */
export function isSiteCode(file: string): boolean {
  return /^(src|public)\//.test(file) || /^scripts\/(build\.ts|lib\/)/.test(file) || /^(astro\.config\.mjs|package-lock\.json|package\.json)$/.test(file);
}

/**
 * The changed files whose effect a browser test should see: page code (not the domain's pure rules, whose unit tests
 * run), the build, and the demo dealers' folders.
 */
export function changesPages(file: string): boolean {
  return !/^src\/domain\//.test(file) && (isSiteCode(file) || /^dealers\//.test(file));
}

/** The words of a path that name what it is about: "src/islands/forms/LeadForm.tsx" → islands, forms, lead, form. */
export function pathWords(file: string): Set<string> {
  const words = file
    .replace(/\.[a-z]+$/i, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length > 2);
  // A plural and its singular are one word ("leads" in a spec's name, "lead" in a form's).
  return new Set(words.flatMap((w) => (w.endsWith('s') ? [w, w.slice(0, -1)] : [w, `${w}s`])));
}

/** Words every UI path or spec name has, which say nothing about the area. */
const NOISE = new Set([
  'src',
  'islands',
  'island',
  'components',
  'component',
  'pages',
  'page',
  'spec',
  'specs',
  'tests',
  'test',
  'e2e',
  'ui',
  'uis',
  'index',
  'indexs',
]);

/**
 * The Playwright specs a change touches: the specs changed themselves, those importing a changed file of tests/e2e,
 * and those named for an area the changed page code is in (specs are named for what they test: search*.spec.ts for
 * src/islands/search, vehicle*.spec.ts for src/components/vehicle, leads for the lead forms). A page change no spec
 * name matches runs the smoke spec, which opens every kind of page. Domain rules and everything outside the pages
 * run no browser test here (their unit tests do; `npm test` runs every spec before landing).
 */
export function specsFor(changed: readonly string[], specs: readonly string[], read: (file: string) => string): string[] {
  const picked = new Set<string>();
  const changedSet = new Set(changed);
  for (const spec of specs) {
    if (changedSet.has(spec)) picked.add(spec);
    else if (importSpecifiers(read(spec)).some((s) => candidatePaths(spec, s).some((c) => changedSet.has(c)))) picked.add(spec);
  }
  for (const file of changed) {
    if (!changesPages(file)) continue;
    const words = [...pathWords(file)].filter((w) => !NOISE.has(w));
    const named = specs.filter((spec) => {
      const specWords = pathWords(path.posix.basename(spec).replace(/\.spec\.ts$/, ''));
      return words.some((w) => specWords.has(w) && !NOISE.has(w));
    });
    for (const spec of named.length ? named : specs.filter((s) => /(^|\/)smoke\.spec\.ts$/.test(s))) picked.add(spec);
  }
  return specs.filter((s) => picked.has(s));
}
