import type { z } from 'zod';
import { LEFT_OUT } from './feed-values';
import { formatPath } from './friendly-errors';

/** One problem with one value of a feed record. */
export interface FeedIssue {
  /** Path of the value within the record ("price", "images[1].url"). */
  path: PropertyKey[];
  /** Why it could not be read and what it was; for a warning, also what the record got instead. */
  message: string;
}

export interface FeedRecordResult<T> {
  /** The record as the schema reads it, with unreadable values left out; null when the record is refused. */
  data: T | null;
  /** Unreadable values the record cannot do without: the record is refused. */
  errors: FeedIssue[];
  /** Unreadable values the record can do without: left out (the field takes its default), the record kept. */
  warnings: FeedIssue[];
}

type Path = PropertyKey[];

/**
 * Reads one feed record with its schema so that a bad value costs that value, not the record: a value the
 * schema refuses is left out (a list item is removed, a field falls back to its default) and reported as a
 * warning; only a refused value in one of the `essential` top-level fields makes the record an error.
 * The schema stays the one place that says what a value may look like; this only decides what a refusal costs.
 */
export function parseFeedRecord<T>(schema: z.ZodType<T>, raw: unknown, essential: ReadonlySet<string>): FeedRecordResult<T> {
  const first = schema.safeParse(raw);
  if (first.success) return { data: first.data, errors: [], warnings: [] };
  const isEssential = (p: Path) => p.length === 0 || essential.has(String(p[0]));
  const seen = new Set<string>();
  const issues = first.error.issues.filter((i) => !seen.has(formatPath(i.path)) && seen.add(formatPath(i.path)));
  const errors = issues.filter((i) => isEssential(i.path)).map((i) => ({ path: i.path, message: describe(i.message, shownValue(raw, i.path)) }));
  const unreadable = issues.filter((i) => !isEssential(i.path));
  if (errors.length) return { data: null, errors, warnings: unreadable.map((i) => ({ path: i.path, message: describe(i.message, shownValue(raw, i.path)) })) };

  const input = structuredClone(raw);
  const cuts: Path[] = unreadable.map((i) => leaveOut(input, i.path));
  for (let pass = 0; pass < 3; pass++) {
    const r = schema.safeParse(input);
    if (r.success) {
      const warnings = unreadable.map((i) => ({ path: i.path, message: `${describe(i.message, shownValue(raw, i.path))}; ${effect(i.path, cuts, r.data)}` }));
      return { data: r.data, errors: [], warnings };
    }
    // A value left out was one its object cannot do without (an image's url): leave out the nearest list item
    // holding it, or else the whole field.
    for (const issue of r.error.issues) {
      if (isEssential(issue.path)) break;
      const item = issue.path.findLastIndex((k) => typeof k === 'number');
      cuts.push(leaveOut(input, item >= 0 ? issue.path.slice(0, item + 1) : issue.path.slice(0, 1)));
    }
  }
  return { data: null, errors: unreadable.map((i) => ({ path: i.path, message: describe(i.message, shownValue(raw, i.path)) })), warnings: [] };
}

function valueAt(root: unknown, path: Path): unknown {
  let v = root;
  for (const key of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

/** The value a warning shows: the one at path, or the plain value standing where an object was expected ("images[2]": "a b.jpg"). */
function shownValue(root: unknown, path: Path): unknown {
  let v = root;
  for (const key of path) {
    if (v === null || typeof v !== 'object') return v;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

/** Removes the value at path (a list item is replaced by LEFT_OUT so later items keep their index); returns what was cut. */
function leaveOut(root: unknown, path: Path): Path {
  if (path.length === 0) return path;
  const parent = valueAt(root, path.slice(0, -1));
  const key = path[path.length - 1]!;
  if (Array.isArray(parent) && typeof key === 'number') parent[key] = LEFT_OUT;
  else if (parent !== null && typeof parent === 'object') delete (parent as Record<PropertyKey, unknown>)[key];
  else return leaveOut(root, path.slice(0, -1));
  return path;
}

function describe(message: string, value: unknown): string {
  if (value === undefined) return message;
  const text = JSON.stringify(value) ?? String(value);
  return `${message} (got ${text.length > 60 ? `${text.slice(0, 57)}...` : text})`;
}

const isPrefix = (p: Path, of: Path) => p.length <= of.length && p.every((k, i) => k === of[i]);

/** What the record got instead of an unreadable value, for the warning. */
function effect(path: Path, cuts: Path[], data: unknown): string {
  const cut = cuts.filter((c) => isPrefix(c, path)).sort((a, b) => a.length - b.length)[0] ?? path;
  if (typeof cut[cut.length - 1] === 'number') return cut.length === path.length ? 'item left out' : `${formatPath(cut)} left out`;
  if (cut.length > 1) return 'left out';
  const v = valueAt(data, cut);
  return v === null || v === undefined || (Array.isArray(v) && v.length === 0) ? 'left empty' : `read as ${JSON.stringify(v)}`;
}
