import type { SearchDocument } from '../../src/search/document';
import { rng } from './fixture-stock';

/**
 * How hits are compared. `ordered`: same ids in the same order (browse or sorted queries, where the order is fully
 * defined). `relevance`: same set of ids on the page plus the same top hit (Meilisearch's relevance ties are not
 * reproducible id for id). `error`: both answer an error with the same code.
 */
export type CaseMode = 'ordered' | 'relevance' | 'error';
export type Case = { name: string; mode: CaseMode; request: Record<string, unknown> };

/** What the search page asks for alongside every query (the spec's facet list). */
export const UI_FACETS = ['make', 'model', 'body', 'fuel', 'transmission', 'drive', 'colour', 'seats', 'car_type', 'status', 'tag', 'price', 'km', 'year'];
const AIS_PRE = '__ais-highlight__';
const AIS_POST = '__/ais-highlight__';

/** instant-meilisearch quotes both sides: `"make"="Toyota"`. */
const refine = (attr: string, value: string) => `"${attr}"="${value.replace(/"/g, '\\"')}"`;

function distinct(docs: readonly SearchDocument[], key: keyof SearchDocument): string[] {
  const seen = new Map<string, number>();
  for (const d of docs) {
    const v = d[key];
    if (v === null || v === undefined || Array.isArray(v)) continue;
    seen.set(String(v), (seen.get(String(v)) ?? 0) + 1);
  }
  return [...seen.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([v]) => v);
}

/** One-typo variants Meilisearch accepts for words of 5+ letters: a substitution, a deletion, an insertion. */
export function oneTypo(word: string, kind: number): string {
  const w = word.toLowerCase();
  const at = Math.min(w.length - 2, 2 + (kind % 2));
  if (kind % 3 === 0) return w.slice(0, at) + (w[at] === 'x' ? 'z' : 'x') + w.slice(at + 1);
  if (kind % 3 === 1) return w.slice(0, at) + w.slice(at + 1);
  return w.slice(0, at) + 'q' + w.slice(at);
}

/** The word with its first letter replaced. */
export function firstLetterTypo(word: string): string {
  const w = word.toLowerCase();
  return (w[0] === 'x' ? 'z' : 'x') + w.slice(1);
}

const browse = (extra: Record<string, unknown>) => ({ q: '', facets: UI_FACETS, hitsPerPage: 21, page: 1, ...extra });

/** A deterministic mix of at least 300 requests built from the values that exist in `docs`. */
export function buildCorpus(docs: readonly SearchDocument[]): Case[] {
  const r = rng(9);
  const makes = distinct(docs, 'make');
  const models = distinct(docs, 'model');
  const bodies = distinct(docs, 'body');
  const colours = distinct(docs, 'colour');
  const years = distinct(docs, 'year')
    .map(Number)
    .sort((a, b) => a - b);
  const prices = docs
    .map((d) => d.price)
    .filter((p): p is number => typeof p === 'number' && p > 0)
    .sort((a, b) => a - b);
  const q = (p: number) => prices[Math.floor((prices.length - 1) * p)] ?? 0;
  const make0 = makes[0]!;
  const make1 = makes[1] ?? make0;
  const cases: Case[] = [];
  const names = new Set<string>();
  // Values drawn at random can repeat; a repeated name is the same request, so it is asked once.
  const add = (name: string, mode: CaseMode, request: Record<string, unknown>) => {
    if (names.has(name)) return;
    names.add(name);
    cases.push({ name, mode, request });
  };

  // 1. Filter grammar, as the documentation writes it.
  const grammar: string[] = [
    `make = ${make0}`,
    `make = "${make0}"`,
    `make = '${make0}'`,
    `"make" = "${make0}"`,
    `make = ${make0.toLowerCase()}`,
    `make != ${make0}`,
    `NOT make = ${make0}`,
    `make IN [${make0}, "${make1}"]`,
    `make NOT IN [${make0}]`,
    `NOT make IN [${make0}, ${make1}]`,
    `price > ${q(0.5)}`,
    `price >= ${q(0.5)}`,
    `price < ${q(0.2)}`,
    `price <= ${q(0.2)}`,
    `price = ${q(0.3)}`,
    `price != ${q(0.3)}`,
    `price ${q(0.25)} TO ${q(0.75)}`,
    `NOT price ${q(0.25)} TO ${q(0.75)}`,
    `price = 0`,
    `price > 0`,
    `price IS NULL`,
    `price IS NOT NULL`,
    `km = 0`,
    `km < 10000`,
    `km IS NULL`,
    `year IN [${years.at(-1)}, ${years.at(-2)}]`,
    `year = "${years.at(-1)}"`,
    `year >= ${years.at(-4)}`,
    `tag EXISTS`,
    `tag NOT EXISTS`,
    `tag IS NULL`,
    `tag IS NOT NULL`,
    `tag IS EMPTY`,
    `categories IS EMPTY`,
    `categories IS NOT EMPTY`,
    `colour IS NULL OR colour = ${colours[0]}`,
    `sold = true`,
    `sold = false`,
    `certified = true`,
    `reserved = false`,
    `seats = 7`,
    `seats > 5`,
    `filtered_features = "Sunroof"`,
    `filtered_features = "Apple CarPlay" AND filtered_features = "Tow Bar"`,
    `categories = "Used Vehicles"`,
    `make = ${make0} AND price < ${q(0.5)}`,
    `make = ${make0} OR make = ${make1}`,
    `(make = ${make0} OR make = ${make1}) AND year >= ${years.at(-5)}`,
    `make = ${make0} OR make = ${make1} AND year >= ${years.at(-5)}`,
    `NOT (make = ${make0} OR body = ${bodies[0]})`,
    `NOT NOT make = ${make0}`,
    `status IN [in_stock, coming_soon] AND car_type IN [new, demo]`,
    `status = sold AND sold = true`,
    `make_model = "${make0} ${models[0]}"`,
    `created_at > ${docs[0]?.created_at ?? 0}`,
    `body = "People Mover"`,
    `badge IS NULL`,
    `series EXISTS`,
    `stocknum = ST10005`,
    `price ${q(0.9)} TO ${q(0.1)}`,
    `year 2019 TO 2019`,
    `make = ${make0} AND (body = ${bodies[0]} OR body = ${bodies[1]}) AND NOT fuel = Diesel`,
    `dealership_slug = demo-brisbane`,
    `state = qld`,
    `id = f1003`,
    `has_nvic = true AND certified = false`,
  ];
  grammar.forEach((f, i) => add(`grammar#${i} ${f}`, 'ordered', browse({ filter: f })));
  // Array filters: outer AND, inner OR.
  add('array: [[make a, make b], price > median]', 'ordered', browse({ filter: [[`make = ${make0}`, `make = ${make1}`], `price > ${q(0.5)}`] }));
  add('array: [make, [body a, body b]]', 'ordered', browse({ filter: [`make = ${make0}`, [`body = ${bodies[0]}`, `body = ${bodies[1]}`]] }));
  add('array: empty', 'ordered', browse({ filter: [] }));
  add('array: [[]]', 'ordered', browse({ filter: [[]] }));
  // Base-filter-like conditions for a few presets (the listing applies these at build time; here they exercise the grammar).
  add('base filter preset 3', 'ordered', browse({ filter: [`status IN ["in_stock", "coming_soon"]`] }));
  add(
    'base filter preset 5 + exclude make',
    'ordered',
    browse({ filter: [`status IN ["in_stock", "coming_soon"] AND car_type IN ["new", "demo"] AND NOT make IN ["${make1}"]`] }),
  );
  add(
    'base filter preset 7 + stocknums',
    'ordered',
    browse({ filter: [`status IN ["in_stock"] AND car_type IN ["used"] AND NOT stocknum IN ["ST10001", "ST10002"]`] }),
  );

  // 2. Facet refinements the way instant-meilisearch sends them.
  makes.forEach((make, i) => {
    const body = bodies[i % bodies.length]!;
    add(`refine make=${make}, body=${body}`, 'ordered', browse({ filter: [[refine('make', make)], [refine('body', body)]] }));
    // The disjunctive query InstantSearch adds for a refined facet: the other refinements, no hits, only that facet's counts.
    add(`disjunctive counts for make (body=${body})`, 'ordered', { q: '', facets: ['make'], hitsPerPage: 0, page: 1, filter: [[refine('body', body)]] });
  });
  for (let i = 0; i < 25; i++) {
    const a = r.pick(makes);
    const b = r.pick(makes);
    const body = r.pick(bodies);
    const model = r.pick(models);
    add(`refine [[make ${a}|${b}], [body ${body}]] #${i}`, 'ordered', browse({ filter: [[refine('make', a), refine('make', b)], [refine('body', body)]] }));
    add(`refine [[model ${model}]], [[status in_stock]] #${i}`, 'ordered', browse({ filter: [[refine('model', model)], [refine('status', 'in_stock')]] }));
  }
  add('refine make with quote-free but spaced value', 'ordered', browse({ filter: [[refine('make_model', `${make0} ${models[0]}`)]] }));
  add('refine dealership_slug', 'ordered', browse({ filter: [[refine('dealership_slug', 'demo-sydney')]] }));

  // 3. Numeric ranges (range widgets send two bounds as separate strings).
  for (let i = 0; i < 20; i++) {
    const lo = q(r.next() * 0.6);
    const hi = q(0.4 + r.next() * 0.6);
    add(`range price ${lo}:${hi}`, 'ordered', browse({ filter: [`"price">=${lo}`, `"price"<=${hi}`] }));
  }
  for (let i = 0; i < 8; i++) {
    const lo = r.int(0, 100) * 1000;
    const hi = lo + r.int(10, 150) * 1000;
    add(`range km ${lo}:${hi}`, 'ordered', browse({ filter: [`"km">=${lo}`, `"km"<=${hi}`] }));
    const y = r.pick(years);
    add(`range year ${y}:`, 'ordered', browse({ filter: [`"year">=${y}`] }));
  }

  // 4. Sorts, alone and combined with filters (ascending price excludes 0 as the UI does).
  const sorts: string[][] = [
    ['price:asc'],
    ['price:desc'],
    ['km:asc'],
    ['km:desc'],
    ['year:desc'],
    ['year:asc'],
    ['created_at:desc'],
    ['year:desc', 'price:asc'],
    ['year:asc', 'km:desc'],
    ['price:desc', 'created_at:desc'],
    ['km:asc', 'year:desc', 'price:desc'],
  ];
  for (const sort of sorts) {
    add(`sort ${sort.join(',')}`, 'ordered', browse({ sort }));
    add(`sort ${sort.join(',')} + price > 0`, 'ordered', browse({ sort, filter: ['price > 0'] }));
    add(`sort ${sort.join(',')} + make ${make1}`, 'ordered', browse({ sort, filter: [[refine('make', make1)]] }));
  }

  // 5. Pagination, both modes, sorted so the order is defined.
  const total = docs.length;
  for (const page of [1, 2, 3, Math.ceil(total / 21), Math.ceil(total / 21) + 1, 50]) {
    add(`page ${page} of 21`, 'ordered', browse({ page, sort: ['price:desc'] }));
  }
  for (const hitsPerPage of [1, 5, 20, 100]) add(`hitsPerPage ${hitsPerPage}`, 'ordered', browse({ hitsPerPage, page: 2, sort: ['km:asc'] }));
  add('hitsPerPage 0', 'ordered', browse({ hitsPerPage: 0 }));
  for (const [offset, limit] of [
    [0, 20],
    [20, 20],
    [total - 5, 20],
    [total + 10, 20],
    [0, 0],
    [3, 1],
    [0, 1000],
  ] as const) {
    add(`offset ${offset} limit ${limit}`, 'ordered', { q: '', facets: ['make', 'price'], offset, limit, sort: ['year:desc'] });
  }
  add('offset/limit defaults', 'ordered', { q: '' });

  // 6. Text queries: whole words, prefixes, one typo, several words.
  const textRequest = (text: string, extra: Record<string, unknown> = {}) => ({
    q: text,
    facets: ['make', 'model', 'body', 'price'],
    hitsPerPage: 21,
    page: 1,
    ...extra,
  });
  for (const make of makes) {
    add(`q make "${make}"`, 'relevance', textRequest(make));
    add(`q make prefix "${make.slice(0, 3)}"`, 'relevance', textRequest(make.slice(0, 3).toLowerCase()));
    if (make.length >= 5) add(`q make one typo "${oneTypo(make, make.length)}"`, 'relevance', textRequest(oneTypo(make, make.length)));
    // Meilisearch counts a typo on the first letter as two: a 5-8 letter word then no longer matches.
    if (make.length >= 5) add(`q make first-letter typo "${firstLetterTypo(make)}"`, 'relevance', textRequest(firstLetterTypo(make)));
  }
  for (const long of ['commodore', 'landcruiser', 'outlander', 'crystal']) {
    add(`q long word first-letter typo "${firstLetterTypo(long)}"`, 'relevance', textRequest(firstLetterTypo(long)));
    add(`q long word first-letter and inner typo "${oneTypo(firstLetterTypo(long), 3)}"`, 'relevance', textRequest(oneTypo(firstLetterTypo(long), 3)));
  }
  for (const model of models) {
    add(`q model "${model}"`, 'relevance', textRequest(model));
    if (model.length >= 4) add(`q model prefix "${model.slice(0, 4)}"`, 'relevance', textRequest(model.slice(0, 4)));
    const word = model.split(/\s+/)[0]!;
    if (word.length >= 5) add(`q model one typo "${oneTypo(word, word.length + 1)}"`, 'relevance', textRequest(oneTypo(word, word.length + 1)));
  }
  for (const text of [
    `${make0} ${models[0]}`,
    `${years.at(-1)} ${make1}`,
    'white suv',
    'diesel ute 4wd',
    'automatic hatch',
    'zzzzqx',
    'a',
    '',
    `${make0.toUpperCase()}`,
    `"${make0}"`,
    'gold coast',
    'crystal white pearl',
    'st10010',
  ]) {
    add(`q text "${text}"`, 'relevance', textRequest(text));
  }
  // The site asks with matchingStrategy 'all' (every word must match; 'last' only when nothing does: src/search/client.ts).
  for (const text of [`${make0} ${models[0]}`, `${years.at(-1)} ${make1}`, 'white suv', 'diesel ute 4wd', 'gold coast', `${make0} zzzzqx`]) {
    add(`q text all words "${text}"`, 'relevance', textRequest(text, { matchingStrategy: 'all' }));
  }
  add(`q with sort price:asc "${make0}"`, 'relevance', textRequest(make0, { sort: ['price:asc'] }));
  add(`q with filter "${models[0]}" + price range`, 'relevance', textRequest(models[0]!, { filter: [`"price">=${q(0.2)}`, `"price"<=${q(0.8)}`] }));

  // 7. Highlighting, as InstantSearch asks for it.
  for (const text of [make0, make1.slice(0, 3), models[1]!, `${make0} ${models[0]}`]) {
    add(
      `highlight make/model/name "${text}"`,
      'relevance',
      textRequest(text, { attributesToHighlight: ['make', 'model', 'name'], highlightPreTag: AIS_PRE, highlightPostTag: AIS_POST }),
    );
  }
  add(`highlight * "${make0}"`, 'relevance', textRequest(make0, { attributesToHighlight: ['*'], highlightPreTag: AIS_PRE, highlightPostTag: AIS_POST }));
  add('highlight default tags', 'relevance', textRequest(models[2]!, { attributesToHighlight: ['model'] }));
  add('attributesToRetrieve', 'ordered', browse({ attributesToRetrieve: ['id', 'make', 'price'], sort: ['price:asc'] }));

  // 8. Errors Meilisearch answers with a 400.
  const badFilters = [
    `make =`,
    `price >`,
    `make = ${make0} AND`,
    `(make = ${make0}`,
    `make IN [${make0}`,
    `price 10 TO`,
    `AND make = ${make0}`,
    `name = "x"`,
    `unknown_attr = 3`,
    `make == ${make0}`,
    `price > 10 OR`,
    `NOT`,
    `make = ${make0})`,
  ];
  for (const f of badFilters) add(`error filter "${f}"`, 'error', browse({ filter: f }));
  add('error filter in array', 'error', browse({ filter: [[`make = ${make0}`, 'price >']] }));
  for (const sort of [['name:asc'], ['make:asc'], ['price:up'], ['price'], ['unknown:desc']]) add(`error sort ${sort.join(',')}`, 'error', browse({ sort }));
  return cases;
}
