import type { z } from 'zod';

export interface ValidationProblem {
  file: string;
  /** Record index within a list file (stock, offers...), when the problem is in one record. */
  index?: number;
  /** Record identity (car id / slug) when known. */
  record?: string;
  /** Dotted field path, e.g. "locations[0].address.postcode". */
  field: string;
  reason: string;
}

export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : acc ? `${acc}.${String(key)}` : String(key)), '') || '(root)';
}

/** Levenshtein distance (insert, delete, substitute = 1; a swap of neighbours = 1), enough to catch a typo in a key. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

/** `searchKey` -> `search_key`: the settings are written in snake_case. */
export const snakeCase = (key: string): string => key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

/**
 * The known key closest to a mistyped one, or null when none is close enough to be a typo: case and `_`/`-`
 * are ignored, then at most 1 edit for short keys, 2 from 6 letters, 3 from 12.
 */
export function closestKey(key: string, known: readonly string[]): string | null {
  const norm = (s: string) => s.toLowerCase().replace(/[_-]/g, '');
  const limit = key.length >= 12 ? 3 : key.length >= 6 ? 2 : 1;
  let best: { key: string; d: number } | null = null;
  for (const k of known) {
    const d = norm(k) === norm(key) ? 0 : editDistance(key.toLowerCase(), k.toLowerCase());
    if (d <= limit && (!best || d < best.d)) best = { key: k, d };
  }
  return best?.key ?? null;
}

/* zod 4 keeps each schema's definition in `_zod.def`; only the wrapper kinds a settings schema uses are followed. */
type Def = {
  type: string;
  shape?: Record<string, unknown>;
  innerType?: unknown;
  element?: unknown;
  valueType?: unknown;
  options?: unknown[];
  in?: unknown;
  out?: unknown;
  left?: unknown;
  right?: unknown;
};
const defOf = (s: unknown): Def | undefined => (s as { _zod?: { def?: Def } } | undefined)?._zod?.def;

/** The object schemas an input value at `path` is checked against (several under a union). */
function objectsAt(schema: unknown, path: readonly PropertyKey[]): Def[] {
  const def = defOf(schema);
  if (!def) return [];
  if (def.innerType) return objectsAt(def.innerType, path);
  switch (def.type) {
    case 'object':
      return path.length === 0 ? [def] : def.shape && typeof path[0] === 'string' && path[0] in def.shape ? objectsAt(def.shape[path[0]], path.slice(1)) : [];
    case 'array':
      return typeof path[0] === 'number' ? objectsAt(def.element, path.slice(1)) : [];
    case 'record':
      return path.length ? objectsAt(def.valueType, path.slice(1)) : [];
    case 'union':
      return (def.options ?? []).flatMap((o) => objectsAt(o, path));
    case 'pipe':
      return [...objectsAt(def.in, path), ...objectsAt(def.out, path)];
    case 'intersection':
      return [...objectsAt(def.left, path), ...objectsAt(def.right, path)];
    default:
      return [];
  }
}

/** The keys a strict object schema accepts at `path` of its input (empty when there is no object there). */
export function knownKeysAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  return [...new Set(objectsAt(schema, path).flatMap((d) => Object.keys(d.shape ?? {})))];
}

/**
 * What a file's keys are called and where they are listed: dealer.json has settings (docs/settings.md); the list
 * files (offers.json, brands.json, makes.json, reviews.json) have records of fields (docs/build-pipeline.md).
 */
export interface KeyNames {
  noun: string;
  listedIn: string;
}
export const SETTING_KEYS: KeyNames = { noun: 'setting', listedIn: 'docs/settings.md' };
export const RECORD_FIELD_KEYS: KeyNames = { noun: 'field', listedIn: 'docs/build-pipeline.md' };

/** "unknown setting; did you mean `theme.primary`?" for a key a strict object refused. */
export function unknownKeyReason(schema: z.ZodType | undefined, path: readonly PropertyKey[], key: string, names: KeyNames = SETTING_KEYS): string {
  const near = schema ? closestKey(key, knownKeysAt(schema, path)) : null;
  return near
    ? `unknown ${names.noun}; did you mean \`${formatPath([...path, near])}\`?`
    : `unknown ${names.noun} (${names.listedIn} lists every ${names.noun})`;
}

/** zod's "Invalid input: expected string, received undefined" for a left-out field says what happened: it is missing. */
function plainReason(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && /received undefined$/.test(issue.message)) return `required but missing (expected ${issue.expected})`;
  return issue.message;
}

/**
 * One readable reason per zod issue, at its path. A key a strict object refused is one reason per key, at the
 * key's own path, with the closest known key when `schema` (the one that was parsed) is given.
 */
export function reasonsFromZod(error: z.ZodError, schema?: z.ZodType, names: KeyNames = SETTING_KEYS): { path: PropertyKey[]; reason: string }[] {
  return error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ path: [...issue.path, key], reason: unknownKeyReason(schema, issue.path, key, names) }))
      : [{ path: issue.path, reason: plainReason(issue) }],
  );
}

/** One readable problem per zod issue (reasonsFromZod), naming file, record and field. */
export function problemsFromZod(
  error: z.ZodError,
  file: string,
  where: { index?: number; record?: string } = {},
  schema?: z.ZodType,
  names: KeyNames = SETTING_KEYS,
): ValidationProblem[] {
  return reasonsFromZod(error, schema, names).map(({ path, reason }) => ({ file, ...where, field: formatPath(path), reason }));
}

export function formatProblem(p: ValidationProblem): string {
  const rec = p.index === undefined ? '' : ` record #${p.index}${p.record ? ` (${p.record})` : ''}`;
  return `${p.file}${rec}: ${p.field}: ${p.reason}`;
}
