/*
 * The one place that reads DEALER_PATCHES_OFF, a switch for measuring what each build-time patch buys (README.md
 * here): a comma-separated list of patch names, or `all`. Unset (every real build), every patch applies. An unknown
 * name stops the build, so a typo cannot make a measurement of nothing. The list is part of the bundle cache's key
 * (bundle-cache.ts), so a measurement never renders from a bundle made with other patches.
 */

/** Every patch the switch knows. */
export const PATCH_NAMES = /** @type {const} */ ([
  'react-islands-to-string',
  'share-bundle',
  'qs-unused-in-browser',
  'meilisearch-esm-in-browser',
  'meilisearch-search-only-in-browser',
]);

/**
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string[]} the patches switched off, sorted (empty when every patch applies)
 */
export function patchesOff(env = process.env) {
  const raw = (env.DEALER_PATCHES_OFF ?? '').trim();
  if (!raw) return [];
  if (raw === 'all') return [...PATCH_NAMES].sort();
  const names = raw
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !PATCH_NAMES.includes(/** @type {any} */ (n)));
  if (unknown.length) throw new Error(`DEALER_PATCHES_OFF: unknown patch ${unknown.join(', ')} (known: ${PATCH_NAMES.join(', ')}, or all)`);
  return [...new Set(names)].sort();
}

/**
 * @param {(typeof PATCH_NAMES)[number]} name
 * @param {NodeJS.ProcessEnv} [env]
 */
export function patchOn(name, env = process.env) {
  return !patchesOff(env).includes(name);
}
