/*
 * Proposes a feed mapping (dealer.json `feed.fields`) from a sample of an export: each Car field gets the key whose
 * name and values fit it best (field-evidence.ts), with the options its values need (a unit key beside a distance,
 * a list separator, the key that orders photos, the export's words for car types, statuses and branches). Every
 * choice carries its reason and sample values, so the dealer can confirm it before it is written.
 */
import { CAR_FIELDS, parseCar } from '../../../../src/domain/schemas';
import type { FeedFields, FieldMapping } from '../../../../src/domain/schemas/settings/field-mapping';
import { normWord } from '../../../../src/domain/schemas/feed-mapping-apply';
import { carTypeOfWords, type CarTypeWord } from '../../../../src/domain/schemas/car-type-words';
import { matchLocation, type MatchableLocation } from '../../../../src/domain/location-match';
import { FIELD_EVIDENCE, nameScore, shapeScore } from './field-evidence';
import { profileSources, wordsOf, type SourceProfile } from './source-profile';

export interface ProposedField {
  field: string;
  mapping: FieldMapping;
  /** The key or path read (or the keys joined). */
  source: string;
  why: string;
  samples: string[];
  /** Records with a value at the source. */
  present: number;
}

/** A dealer location as feed:check matches branch words against it. */
export type LocationRef = { id: string | number; name: string; slug: string; codes?: readonly string[] } & Partial<Pick<MatchableLocation, 'city' | 'address'>>;

export interface Proposal {
  total: number;
  fields: FeedFields;
  proposals: ProposedField[];
  /** Words of the export no mapping or reader turns into a value the site knows, by field. */
  unmatched: { field: string; values: string[] }[];
  profiles: SourceProfile[];
}

interface Candidate {
  field: string;
  profile: SourceProfile;
  score: number;
  phrase: string;
  shape: number;
}

const ORDER_WORDS = new Set([
  'order',
  'position',
  'pos',
  'sequence',
  'seq',
  'sort',
  'sort order',
  'sortorder',
  'index',
  'rank',
  'priority',
  'display order',
  'number',
  'no',
]);
const UNIT_WORDS = new Set(['unit', 'units', 'uom', 'unit of measure']);

/** Reads `value` as `field` of an otherwise complete record: what the site's own reader makes of it. */
function readsAs(field: string, value: unknown): unknown {
  const r = parseCar({ id: '1', name: 'x', make: 'x', model: 'x', year: 2020, car_type: 'used', [field]: value });
  if (!r.data || r.warnings.some((w) => String(w.path[0]) === field)) return undefined;
  return (r.data as Record<string, unknown>)[field];
}

/**
 * A car-type word of a dealer system, by the Car reader's own rule (car-type-words.ts), and the one-letter codes
 * spreadsheets use (U, N, D), which that rule does not take as words: the dealer confirms them in the proposal.
 */
export function carTypeWord(word: string): CarTypeWord | null {
  const letter = ({ u: 'used', n: 'new', d: 'demo' } as const)[normWord(word) as 'u' | 'n' | 'd'];
  return letter ?? carTypeOfWords(word);
}

/** A status word → the spec's status, by its stem; null when it names none. */
export function statusWord(word: string): string | null {
  const w = normWord(word);
  if (/sold|delivered|settled/.test(w)) return 'sold';
  if (/hold|reserv|deposit|under offer|pending/.test(w)) return 'reserved';
  if (/transit|order|arriv|incoming|coming|build|pipeline|expected/.test(w)) return 'coming_soon';
  if (/avail|stock|active|live|for sale|listed|current|ready|published|online/.test(w)) return 'in_stock';
  return null;
}

/** The dealer location a branch word names, by the rule the build places cars with (location-match.ts); null when none, or several. */
export function matchLocationWord(word: string, locations: readonly LocationRef[]): LocationRef | null {
  const m = matchLocation(word, locations as readonly MatchableLocation[]);
  return m.kind === 'matched' ? (m.location as LocationRef) : null;
}

/** Car fields that hold objects of their own (variant, specifications…): keys under them are read by the Car reader. */
const OBJECT_FIELDS = new Set(['variant', 'specifications', 'autograb_data', 'hotspots', 'standardEquipment', 'finance_lenders', 'series_values']);

function candidates(profiles: SourceProfile[], total: number): Candidate[] {
  const out: Candidate[] = [];
  for (const ev of FIELD_EVIDENCE) {
    for (const p of profiles) {
      const steps = p.path.split('.');
      if (steps.length > 1 && OBJECT_FIELDS.has(steps[0]!)) continue;
      // A key spelt as another Car field is that field (`external_video_url` is not the video_url).
      if (CAR_FIELDS.has(p.path) && p.path !== ev.field) continue;
      // A key spelt as the field itself is the strongest evidence there is (`trans` beats `variant.geartype`).
      const exact = p.path === ev.field;
      const name = exact ? { score: 5, phrase: ev.field } : nameScore(p, ev);
      if (!name.score) continue;
      const shape = shapeScore(p, ev.shape, total);
      if (shape <= 0.3) continue;
      out.push({ field: ev.field, profile: p, score: name.score + shape + p.present / Math.max(total, 1), phrase: name.phrase!, shape });
    }
  }
  return out.sort((a, b) => b.score - a.score || a.profile.path.length - b.profile.path.length);
}

const pct = (n: number, total: number) => `${Math.round((100 * n) / Math.max(total, 1))} %`;

/** The mapping proposed for a sample of records. `locations` are the dealer's (for branch words). */
export function proposeMapping(records: readonly unknown[], opts: { locations?: readonly LocationRef[] } = {}): Proposal {
  const { total, profiles } = profileSources(records);
  const byPath = new Map(profiles.map((p) => [p.path, p]));
  const chosen = new Map<string, ProposedField>();
  const usedPaths = new Set<string>();
  const unmatched: Proposal['unmatched'] = [];
  const all = candidates(profiles, total);
  const choose = (c: Candidate, mapping: FieldMapping, extra = '') => {
    chosen.set(c.field, {
      field: c.field,
      mapping,
      source: c.profile.path,
      why: `key \`${c.profile.path}\` reads as "${c.phrase}"; ${describeShape(c, total)}${extra}`,
      samples: c.profile.samples,
      present: c.profile.present,
    });
    usedPaths.add(c.profile.path);
  };
  for (const c of all) {
    if (chosen.has(c.field) || usedPaths.has(c.profile.path)) continue;
    // A location is proposed below, from how many of its words match the dealer's branches.
    if (c.field === 'location_id') continue;
    choose(c, c.profile.path);
  }
  // No id of its own: the stock number, else the VIN, names the car (both are unique per car).
  if (!chosen.has('id')) {
    const stock = chosen.get('stocknum') ?? chosen.get('vin');
    const p = stock && byPath.get(stock.source);
    // Nearly unique is enough: a record exported twice is then left out by the build as a duplicate, and named.
    const unique = p && !p.distinctCapped ? p.distinct.size / Math.max(p.present, 1) : p ? 1 : 0;
    if (p && p.present / Math.max(total, 1) > 0.9 && unique > 0.8)
      chosen.set('id', {
        ...stock!,
        field: 'id',
        mapping: stock!.source,
        why: `no id key: \`${stock!.source}\` is ${unique === 1 ? 'unique on every record' : `unique on ${Math.round(unique * 100)} % of records (the build leaves out a record exported twice, and names it)`}`,
      });
  }
  if (!chosen.has('name')) {
    const parts = ['year', 'make', 'model', 'badge'].map((f) => chosen.get(f)?.source).filter((s): s is string => !!s);
    if (parts.length >= 2)
      chosen.set('name', {
        field: 'name',
        mapping: { join: parts },
        source: parts.join(' + '),
        why: 'no title key: joined from year, make, model and badge',
        samples: [],
        present: total,
      });
  }
  priceTypeFromKey(chosen);
  refineDistance(chosen, profiles);
  refineLists(chosen, byPath);
  refineWords(chosen, byPath, 'car_type', (w) => carTypeWord(w), unmatched);
  refineWords(chosen, byPath, 'status', (w) => statusWord(w), unmatched);
  proposeLocation(chosen, all, opts.locations ?? [], unmatched, total);
  const order = FIELD_EVIDENCE.map((e) => e.field);
  const proposals = [...chosen.values()].sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
  // A field read from the key spelt as itself, with no options, is read so without a mapping: left out of it.
  const needed = proposals.filter((p) => p.mapping !== p.field);
  return { total, fields: Object.fromEntries(needed.map((p) => [p.field, p.mapping])), proposals, unmatched, profiles };
}

function describeShape(c: Candidate, total: number): string {
  const p = c.profile;
  const coverage = `in ${pct(p.present, total)} of records`;
  if (p.lists) return `lists, ${coverage}`;
  if (p.urlLists) return `text holding several URLs, ${coverage}`;
  if (p.years && p.years === p.present) return `four-digit years, ${coverage}`;
  if (p.numbers && p.numbers >= p.present * 0.5) return `numbers, ${coverage}`;
  return `${coverage}`;
}

/** Price kinds a price key may be named after (`Drive Away`, `DAP`, `EGC`): the kind the site and Google must show. */
const PRICE_KINDS: [RegExp, string][] = [
  [/\b(drive ?away|dap)\b/, 'drive_away'],
  [/\b(egc|excl(uding)? (govt|government) charges)\b/, 'egc'],
];

/** No price-type key, but the price key says which kind it is: that kind for every record. */
function priceTypeFromKey(chosen: Map<string, ProposedField>): void {
  const price = chosen.get('price');
  if (!price || chosen.has('price_type')) return;
  const words = wordsOf(price.source).join(' ');
  const kind = PRICE_KINDS.find(([re]) => re.test(words))?.[1];
  if (kind)
    chosen.set('price_type', {
      field: 'price_type',
      mapping: { const: kind },
      source: `(the name of \`${price.source}\`)`,
      why: `the price key \`${price.source}\` says the kind of price`,
      samples: [kind],
      present: price.present,
    });
}

/** A distance with a unit beside it (`odometer.unit`, `mileage_unit`) or a key that says miles. */
function refineDistance(chosen: Map<string, ProposedField>, profiles: SourceProfile[]): void {
  const km = chosen.get('km');
  if (!km) return;
  const steps = km.source.split('.');
  const parent = steps.slice(0, -1).join('.');
  const base = wordsOf(steps[steps.length - 1]!);
  const unit = profiles.find((p) => {
    const words = p.words;
    const last = wordsOf(p.path.split('.').pop()!);
    const sibling = parent && p.path.startsWith(`${parent}.`) && p.path.split('.').length === steps.length && UNIT_WORDS.has(last.join(' '));
    const named =
      !p.path.includes('.') === !parent &&
      UNIT_WORDS.has(last[last.length - 1]!) &&
      (last.some((w) => base.includes(w)) || /odometer|mileage|distance|odo|km/.test(words.join(' ')));
    return (sibling || named) && [...p.distinct.keys()].some((v) => /^(mi|miles?|km|kms|kilomet)/i.test(v.trim()));
  });
  if (unit) {
    km.mapping = { from: km.source, unit_from: unit.path };
    km.why += `; each value's unit from \`${unit.path}\` (${[...unit.distinct.keys()].slice(0, 3).join(', ')}): miles converted to km`;
  } else if (base.includes('miles')) {
    km.mapping = { from: km.source, unit: 'mi' };
    km.why += '; the key says miles: converted to km';
  }
}

/** Photos and features given as one text: the separator; photo objects with an order key: sorted by it. */
function refineLists(chosen: Map<string, ProposedField>, byPath: Map<string, SourceProfile>): void {
  for (const field of ['images', 'features']) {
    const f = chosen.get(field);
    const p = f && byPath.get(f.source);
    if (!f || !p) continue;
    const sep = [...p.separators].sort((a, b) => b[1] - a[1])[0]?.[0];
    const mapping: Exclude<FieldMapping, string> = { from: f.source };
    if (sep && !p.lists && !(field === 'images' && sep === ',')) {
      mapping.split = sep;
      f.why += `; one text per record, split at ${JSON.stringify(sep)}`;
    }
    const orderKey = [...p.itemKeys].find((k) => ORDER_WORDS.has(wordsOf(k).join(' ')));
    if (field === 'images' && orderKey) {
      mapping.order_by = orderKey;
      f.why += `; photos ordered by \`${orderKey}\``;
    }
    if (mapping.split || mapping.order_by) f.mapping = mapping;
  }
}

/** Words of the export the site's reader does not know, mapped by their stem; words that match nothing are reported. */
function refineWords(
  chosen: Map<string, ProposedField>,
  byPath: Map<string, SourceProfile>,
  field: 'car_type' | 'status',
  stem: (w: string) => string | null,
  unmatched: Proposal['unmatched'],
): void {
  const f = chosen.get(field);
  const p = f && byPath.get(f.source);
  if (!f || !p || p.distinctCapped || p.distinct.size > 40) return;
  const values: Record<string, string> = {};
  const missed: string[] = [];
  for (const word of p.distinct.keys()) {
    const read = readsAs(field, word);
    if (field === 'status' ? read === 'in_stock' || read === 'coming_soon' || read === 'sold' : read !== undefined) continue;
    const to = stem(word);
    if (to === 'reserved') {
      values[word] = 'on hold';
    } else if (to) values[word] = to;
    else missed.push(word);
  }
  if (Object.keys(values).length) {
    f.mapping = { from: f.source, values };
    f.why += `; export words mapped: ${Object.entries(values)
      .map(([a, b]) => `${a} → ${b}`)
      .join(', ')}`;
  }
  if (missed.length) unmatched.push({ field, values: missed });
}

/** The branch key whose words match the most dealer locations, each word mapped to its location's id. */
function proposeLocation(
  chosen: Map<string, ProposedField>,
  all: Candidate[],
  locations: readonly LocationRef[],
  unmatched: Proposal['unmatched'],
  total: number,
): void {
  const used = new Set([...chosen.values()].map((p) => p.source));
  let best: { c: Candidate; values: Record<string, string>; missed: string[]; matched: number } | null = null;
  for (const c of all) {
    if (c.field !== 'location_id' || used.has(c.profile.path) || c.profile.distinctCapped) continue;
    const values: Record<string, string> = {};
    const missed: string[] = [];
    let matched = 0;
    for (const [word, count] of c.profile.distinct) {
      const loc = matchLocationWord(word, locations);
      if (loc) {
        // A word that is already the location's id needs no entry.
        if (normWord(word) !== normWord(String(loc.id))) values[word] = String(loc.id);
        matched += count;
      } else missed.push(word);
    }
    if (!best || matched > best.matched || (matched === best.matched && c.score > best.c.score)) best = { c, values, missed, matched };
  }
  if (!best || (locations.length && !best.matched)) return;
  const { c } = best;
  chosen.set('location_id', {
    field: 'location_id',
    mapping: Object.keys(best.values).length ? { from: c.profile.path, values: best.values } : c.profile.path,
    source: c.profile.path,
    why: `key \`${c.profile.path}\` reads as "${c.phrase}"; ${best.matched} of ${c.profile.present} values name a location of dealer.json (in ${pct(c.profile.present, total)} of records)`,
    samples: c.profile.samples,
    present: c.profile.present,
  });
  if (best.missed.length) unmatched.push({ field: 'location_id', values: best.missed });
}
