/*
 * The layer table (README "Layers", ../shared/ARCHITECTURE.md) as rules: `npm run lint:layers` (part of `npm test`)
 * fails on any import that breaks it. Paths are relative to the folder the check runs in (the repo root).
 * Astro files are checked by their imports (scripts/lint/layers.ts, which `npm run lint:layers` runs).
 */
const BROWSER = '^src/(domain|search|stores|api|islands|lib)/';
/**
 * The build's stages in the order a build runs them: load → derive → render → publish (scripts/lib/<stage>/).
 * scripts/lib/shared/ is below all of them and scripts/lib/fleet/ (dealer groups, build:all) above.
 */
const STAGES = ['load', 'derive', 'render', 'publish'];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-imports-only-zod',
      comment:
        "src/domain holds the schemas and pure rules: it imports its own files, JSON data, zod, and @sindresorhus/slugify (the URL-slug rule's transliteration) only.",
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { pathNot: ['^src/domain/', 'node_modules/zod/', 'node_modules/@sindresorhus/(slugify|transliterate)/'] },
    },
    {
      name: 'search-imports-domain',
      comment: 'src/search (engine, client, index builder) imports the domain only, within src.',
      severity: 'error',
      from: { path: '^src/search/' },
      to: { path: '^src/', pathNot: '^src/(domain|search)/' },
    },
    {
      name: 'stores-hold-state-only',
      comment:
        'src/stores imports the domain, nanostores, zod and the one browser-storage door (src/api/storage.ts and its schema reader storage-parsed.ts); no API client, analytics or UI.',
      severity: 'error',
      from: { path: '^src/stores/' },
      to: { pathNot: ['^src/(domain|stores)/', '^src/api/storage(-parsed)?\\.ts$', 'node_modules/(nanostores|zod)/'] },
    },
    {
      name: 'api-imports-domain',
      comment: 'src/api (the dealer API client, its contract, browser storage) imports the domain only, within src.',
      severity: 'error',
      from: { path: '^src/api/' },
      to: { path: '^src/', pathNot: '^src/(domain|api)/' },
    },
    {
      name: 'lib-imports-domain',
      comment:
        "src/lib holds helpers without Node that islands and build code share (analytics, the one alert, consent banner, image-CDN URLs, postcode lookup, the card view every card of a car draws): it imports the domain, the one browser-storage door (src/api/storage.ts) and the search hit's card fields (src/search/card-attributes.ts) only, within src.",
      severity: 'error',
      from: { path: '^src/lib/' },
      to: { path: '^src/', pathNot: ['^src/(domain|lib)/', '^src/api/storage(-parsed)?\\.ts$', '^src/search/card-attributes\\.ts$'] },
    },
    {
      name: 'islands-import-lower-layers',
      comment: 'src/islands (React that hydrates) imports domain, search, stores, api, lib and styles; never build-time code or Astro.',
      severity: 'error',
      from: { path: '^src/islands/' },
      to: { path: '^src/', pathNot: '^src/(domain|search|stores|api|lib|islands|styles)/' },
    },
    {
      name: 'views-import-domain-and-search',
      comment:
        'src/views (what a page shows) runs at build time in Node: domain, search, lib, the render runtime (the job of the render in progress) and npm / node built-ins; the shapes of island props it produces may be imported as types only.',
      severity: 'error',
      from: { path: '^src/views/' },
      to: { path: '^src/', pathNot: '^src/(domain|search|lib|views|render-runtime)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'views-types-from-islands-only',
      comment: "Even as types, src/views reads nothing but islands' prop shapes from the upper layers.",
      severity: 'error',
      from: { path: '^src/views/' },
      to: { path: '^src/(stores|api|components|layouts|pages)/' },
    },
    // A stage imports its own folder, the stages before it and shared/ only: never a later stage, nor fleet/.
    ...STAGES.map((stage, i) => ({
      name: `stage-${stage}-imports-earlier-stages`,
      comment: `scripts/lib/${stage}/ runs after ${STAGES.slice(0, i).join(', ') || 'nothing'} (load → derive → render → publish): it may import those stages and shared/, never ${[...STAGES.slice(i + 1), 'fleet'].join(', ')}.`,
      severity: 'error',
      from: { path: `^scripts/lib/${stage}/` },
      to: { path: `^scripts/lib/(${[...STAGES.slice(i + 1), 'fleet'].join('|')})/` },
    })),
    {
      name: 'shared-imports-no-stage',
      comment: 'scripts/lib/shared/ is below every stage (load → derive → render → publish) and fleet/: within scripts/lib it imports only its own files.',
      severity: 'error',
      from: { path: '^scripts/lib/shared/' },
      to: { path: '^scripts/lib/', pathNot: '^scripts/lib/shared/' },
    },
    {
      name: 'render-runtime-below-views',
      comment:
        'src/render-runtime (how a render runs: the render job, its scope, progress lines, shards, the island-style hoist, HTML rendered once per dealer) runs in Node under the views: it imports domain and lib, and the site data of src/views as a type only.',
      severity: 'error',
      from: { path: '^src/render-runtime/' },
      to: { path: '^src/', pathNot: '^src/(domain|lib|render-runtime)/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'render-runtime-types-from-views-only',
      comment: 'Even as types, src/render-runtime reads nothing above it but the views.',
      severity: 'error',
      from: { path: '^src/render-runtime/' },
      to: { path: '^src/(search|stores|api|islands|components|layouts|pages)/' },
    },
    {
      name: 'browser-code-without-node',
      comment: 'Code that ships to the browser (or must stay pure) does not use Node built-ins.',
      severity: 'error',
      from: { path: BROWSER },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'src-never-imports-scripts-or-tests',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(scripts|tests)/' },
    },
    {
      name: 'scripts-never-import-tests',
      severity: 'error',
      from: { path: '^scripts/' },
      to: { path: '^tests/' },
    },
    {
      name: 'no-circular',
      comment: 'A module never needs itself back through its imports (type-only imports included): a circle makes load order decide what a module sees.',
      severity: 'error',
      from: { path: '^(src|scripts)/' },
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that does not resolve cannot be checked.',
      severity: 'error',
      from: { path: '^(src|scripts)/' },
      to: { couldNotResolve: true, pathNot: '^astro:' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|\\.astro)/' },
    // Type-only imports count too (and are told apart, for the views rule above).
    tsPreCompilationDeps: true,
    tsConfig: { fileName: require('node:path').join(__dirname, 'tsconfig.json') },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
