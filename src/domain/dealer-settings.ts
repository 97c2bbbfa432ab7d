import { AA_NON_TEXT, AA_TEXT, contrastRatio } from './contrast';
import { dealerConfigSchema, type DealerConfig } from './schemas/dealer-config';
import { closestKey, formatPath, knownKeysAt, problemsFromZod, snakeCase, type ValidationProblem } from './schemas/friendly-errors';
import { FEATURE_AREAS } from './schemas/settings/feature-areas';
import { applyTemplate } from './templates';
import { CAR_LOCATION_FIELDS, matchLocation } from './location-match';

/*
 * Reading dealer.json, as one rule: template defaults, then the strict schema. Every unknown key is a problem
 * naming the closest known key; a key in the old camelCase style (`searchKey`) whose snake_case form is a
 * setting is read as that setting, with a deprecation warning, and so is a setting of the old catch-all `features`
 * object (now split by area: `features.fuel_tags` is `badges.fuel_tags`); unreadable theme colour pairs are warnings.
 */

export interface DealerSettings {
  config: DealerConfig | null;
  problems: ValidationProblem[];
  warnings: ValidationProblem[];
}

interface Rename {
  path: PropertyKey[];
  from: string;
  to: string;
}

/** Old camelCase keys the strict schema refused whose snake_case form it knows at the same place. */
function camelCaseKeys(input: unknown): Rename[] {
  const r = dealerConfigSchema.safeParse(input);
  if (r.success) return [];
  return r.error.issues.flatMap((issue) =>
    issue.code !== 'unrecognized_keys'
      ? []
      : issue.keys
          .map((from) => ({ path: issue.path, from, to: snakeCase(from) }))
          .filter((k) => k.to !== k.from && knownKeysAt(dealerConfigSchema, k.path).includes(k.to)),
  );
}

function objectAt(root: unknown, path: readonly PropertyKey[]): Record<string, unknown> | null {
  const v = path.reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<PropertyKey, unknown>)[k] : undefined), root);
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
}

const AREA_NAMES = [...new Set(Object.values(FEATURE_AREAS))].join(', ');

/**
 * The old catch-all `features` object, split by area: each of its settings moves to its area in `own` (a camelCase
 * key too), with a warning naming the new path. A key set both ways, or unknown, is a problem.
 */
function moveFeatureSettings(own: Record<string, unknown>, file: string, problems: ValidationProblem[], warnings: ValidationProblem[]): void {
  if (!('features' in own)) return;
  const features = own.features;
  delete own.features;
  if (!features || typeof features !== 'object' || Array.isArray(features)) {
    problems.push({
      file,
      field: 'features',
      reason: `is the old catch-all settings object, now split by area (${AREA_NAMES}); write each setting in its area`,
    });
    return;
  }
  for (const [key, value] of Object.entries(features as Record<string, unknown>)) {
    const name = key in FEATURE_AREAS ? key : snakeCase(key);
    const area = FEATURE_AREAS[name as keyof typeof FEATURE_AREAS];
    if (!area) {
      const near = closestKey(key, Object.keys(FEATURE_AREAS));
      const hint = near ? `did you mean \`${FEATURE_AREAS[near as keyof typeof FEATURE_AREAS]}.${near}\`?` : `docs/settings.md lists every setting`;
      problems.push({ file, field: `features.${key}`, reason: `unknown setting; ${hint}` });
      continue;
    }
    const now = `${area}.${name}`;
    const target = own[area] ?? (own[area] = {});
    if (!target || typeof target !== 'object' || Array.isArray(target)) continue; // the schema reports the area itself
    if (name in target) {
      problems.push({ file, field: `features.${key}`, reason: `is the old place of \`${now}\`, which is also set; keep only \`${now}\`` });
      continue;
    }
    (target as Record<string, unknown>)[name] = value;
    warnings.push({ file, field: `features.${key}`, reason: `deprecated: \`features\` is split by area; write \`${now}\` (read as that for now)` });
  }
}

/** Theme pairs checked against WCAG AA: [foreground, background, minimum ratio, what the pair is]. */
const CONTRAST_PAIRS = [
  ['on_primary', 'primary', AA_TEXT, 'text on buttons and primary-coloured bars'],
  ['text', 'background', AA_TEXT, 'body text'],
  ['accent', 'background', AA_NON_TEXT, 'badges and highlights on the page'],
] as const;

/** Theme colour pairs below WCAG AA, as warnings (a build still publishes: the dealer decides, but is told). */
export function themeContrastWarnings(theme: DealerConfig['theme'], file: string): ValidationProblem[] {
  return CONTRAST_PAIRS.flatMap(([fg, bg, min, what]) => {
    const ratio = contrastRatio(theme[fg], theme[bg]);
    if (ratio === null || ratio >= min) return [];
    return [
      {
        file,
        field: `theme.${fg}`,
        reason: `${theme[fg]} on theme.${bg} ${theme[bg]} has a contrast of ${ratio.toFixed(2)}:1, below WCAG AA ${min}:1 for ${what}; pick a darker or lighter colour`,
      },
    ];
  });
}

/**
 * The stats banner shows only the dealer's own figures (a group's '50+ Locations' is true of one group only), so a
 * banner switched on without `blocks.stats` shows nothing: said at build time, not left to be noticed on the site.
 */
export function statsBannerWarnings(blocks: DealerConfig['blocks'], file: string): ValidationProblem[] {
  return blocks.stats_banner && blocks.stats.length === 0
    ? [
        {
          file,
          field: 'blocks.stats',
          reason:
            'blocks.stats_banner is on but no stats are set, so the banner is left out; write the figures ([{ "value": "50+", "label": "Locations" }, ...]) or turn the banner off',
        },
      ]
    : [];
}

/**
 * A feed mapping's `values` that turn an export's branch word into a location must name a location the dealer has
 * (by id, slug, name or code, as the stock's own values are matched): otherwise every car with that word is shown
 * without a branch, night after night, and only the per-car warnings would hint why.
 */
export function feedLocationValueWarnings(config: Pick<DealerConfig, 'feed' | 'locations'>, file: string): ValidationProblem[] {
  const out: ValidationProblem[] = [];
  const fields = config.feed?.fields ?? {};
  for (const name of CAR_LOCATION_FIELDS) {
    const mapping = fields[name];
    if (!mapping || typeof mapping === 'string' || !mapping.values) continue;
    for (const [word, target] of Object.entries(mapping.values)) {
      if (typeof target !== 'string' && typeof target !== 'number') continue;
      const found = matchLocation(target, config.locations);
      if (found.kind === 'matched') continue;
      const ids = config.locations.map((l) => l.id).join(', ');
      out.push({
        file,
        field: `feed.fields.${name}.values.${word}`,
        reason:
          found.kind === 'ambiguous'
            ? `"${target}" names several locations (${found.locations.map((l) => l.id).join(', ')}); write one location's id (${ids})`
            : `"${target}" names no location; write one location's id (${ids})`,
      });
    }
  }
  return out;
}

/** Parses the raw dealer.json value (`file` names it in messages). */
export function parseDealerSettings(raw: unknown, file: string): DealerSettings {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    return { config: null, problems: [{ file, field: '(root)', reason: 'must be a JSON object of settings' }], warnings: [] };
  }
  const problems: ValidationProblem[] = [];
  const warnings: ValidationProblem[] = [];
  // Template defaults are snake_case, so an old-style key found after the merge is the dealer's own: rename it there.
  const own = structuredClone(raw) as Record<string, unknown>;
  moveFeatureSettings(own, file, problems, warnings);
  for (const { path, from, to } of camelCaseKeys(applyTemplate(own))) {
    const obj = objectAt(own, path);
    if (!obj || !(from in obj)) continue;
    if (to in obj) {
      problems.push({
        file,
        field: formatPath([...path, from]),
        reason: `is the old name of \`${formatPath([...path, to])}\`, which is also set; keep only \`${formatPath([...path, to])}\``,
      });
      delete obj[from];
      continue;
    }
    obj[to] = obj[from];
    delete obj[from];
    warnings.push({
      file,
      field: formatPath([...path, from]),
      reason: `deprecated camelCase name; write \`${formatPath([...path, to])}\` (read as that for now)`,
    });
  }
  const r = dealerConfigSchema.safeParse(applyTemplate(own));
  if (!r.success) problems.push(...problemsFromZod(r.error, file, {}, dealerConfigSchema));
  const config = r.success && !problems.length ? r.data : null;
  if (config)
    warnings.push(...themeContrastWarnings(config.theme, file), ...statsBannerWarnings(config.blocks, file), ...feedLocationValueWarnings(config, file));
  return { config, problems, warnings };
}
