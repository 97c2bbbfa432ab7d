// ESLint: `npm run lint` (with the import layers). The typed rules of typescript-eslint are left out on purpose:
// this runs in everyone's test loop, and tsc already checks types in the typecheck phase.
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/*.generated.js',
      'dist/**',
      '.astro/**',
      '.cache/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      'data/**',
      'dealers/**',
      'public/**',
    ],
  },
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}', 'tests/**/*.{ts,tsx}', '*.{js,mjs,cjs,ts}', '.dependency-cruiser.cjs'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore marks a parameter a signature needs or a key left out of a rest copy, on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // A function a reader takes in at once: past 80 lines, split it (routes, steps, hooks, groups) or say beside a
    // disable why it stays whole. Tests are left out: a test reads top to bottom as one story.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}'],
    rules: { 'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }] },
  },
  // The templates: Astro's own rules and the accessibility rules the React islands have, read from their markup.
  ...astro.configs.recommended,
  // Its jsx-a11y config registers that plugin for every file; kept to the templates, so it does not clash with the islands' copy.
  ...astro.configs['jsx-a11y-recommended'].map((config) => ({ files: ['**/*.astro'], ...config })),
  {
    files: ['src/**/*.astro'],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Safari with VoiceOver drops the list role from a list styled without bullets; role="list" gives it back.
      'astro/jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
    },
  },
  {
    files: ['src/**/*.tsx', 'tests/**/*.tsx'],
    extends: [reactHooks.configs.flat['recommended-latest'], jsxA11y.flatConfigs.recommended],
    rules: {
      // Safari with VoiceOver drops the list role from a list styled without bullets; role="list" gives it back.
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
      // FormattedNumberInput renders an <input>, so a label around it is associated.
      'jsx-a11y/label-has-associated-control': ['error', { controlComponents: ['FormattedNumberInput'] }],
    },
  },
  {
    // Islands render the static HTML first and read what only the browser knows (address, storage, media queries,
    // stores) in an effect after hydration, so the first client render matches that HTML.
    files: ['src/islands/**/*.tsx'],
    rules: { 'react-hooks/set-state-in-effect': 'off' },
  },
  {
    // Render-time ref caches (the slider's last scale, the last grid rendered behind the drawer, the latest
    // callback for Swiper) keep these stable between searches and swipes; the site does not use the React Compiler.
    files: ['src/islands/search/widgets/RangeFacet.tsx', 'src/islands/search/widgets/Results.tsx', 'src/islands/vehicle/Gallery.tsx'],
    rules: { 'react-hooks/refs': 'off' },
  },
  {
    // Component tests hand what a probe component rendered back to the test through a variable outside it.
    files: ['tests/**/*.tsx'],
    rules: { 'react-hooks/globals': 'off' },
  },
  {
    // Playwright reads a test's fixtures from its first parameter's destructuring: a test with none needs `{}`.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
