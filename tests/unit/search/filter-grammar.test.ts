import { describe, expect, it } from 'vitest';
import { buildEmbeddedIndex } from '../../../src/search/build-index';
import { searchSettings } from '../../../src/search/document';
import { createEmbeddedEngine } from '../../../src/search/engine/engine';
import { parseFilter } from '../../../src/search/engine/filter-parser';
import type { Filter } from '../../../src/search/engine/types';

/**
 * The expressions below are quoted from Meilisearch's "Filter expression reference"
 * (learn/filtering_and_sorting/filter_expression_reference), run over a small movie set shaped like the
 * documentation's examples. `rating.users` is a flat attribute name here (the embedded index has no nested objects).
 */
const MOVIES: Record<string, unknown>[] = [
  {
    id: 1,
    title: 'Us',
    genres: ['Thriller', 'Horror'],
    director: 'Jordan Peele',
    release_date: 1552521600,
    'rating.users': 73,
    overview: 'A family is attacked.',
  },
  { id: 2, title: 'Get Out', genres: ['Horror', 'Thriller'], director: 'Jordan Peele', release_date: 1487894400, 'rating.users': 86, overview: '' },
  { id: 3, title: 'Nope', genres: ['Horror', 'Sci-Fi'], director: 'Jordan Peele', release_date: 1658448000, 'rating.users': 80, overview: null },
  { id: 4, title: 'Beetlejuice', genres: ['Comedy', 'Fantasy'], director: 'Tim Burton', release_date: 598051200, 'rating.users': 89, overview: 'A ghost.' },
  { id: 5, title: 'Mars Attacks!', genres: ['Comedy', 'Sci-Fi'], director: 'Tim Burton', release_date: 850435200, 'rating.users': 62, overview: 'Martians.' },
  { id: 6, title: 'Die Hard', genres: ['Action', 'Thriller'], director: 'John McTiernan', release_date: 585705600, 'rating.users': 91, overview: 'A cop.' },
  { id: 7, title: 'Scream', genres: ['Horror'], director: 'Wes Craven', release_date: 851212800, 'rating.users': 79, overview: 'A killer.' },
  // No release_date, rating or overview at all; empty genres; null director.
  { id: 8, title: 'NOT', genres: [], director: null },
  { id: 9, title: 'AND', genres: ['Comedy'], director: 'Tim Burton', 'rating.users': 85, overview: '' },
  { id: 10, title: 'The Shining', genres: ['Horror'], director: 'Stanley Kubrick', release_date: 327456000, 'rating.users': 84, overview: 'A hotel.' },
];

const settings = {
  ...searchSettings(),
  filterableAttributes: ['genres', 'director', 'release_date', 'rating.users', 'overview', 'title'],
  searchableAttributes: ['title', 'overview'],
  displayedAttributes: ['id', 'title', 'genres', 'director', 'release_date', 'rating.users', 'overview'],
};
const engine = createEmbeddedEngine(buildEmbeddedIndex(MOVIES, settings));

function run(filter: Filter): number[] {
  const res = engine.search('movies', { filter, limit: 100 });
  if ('code' in res) throw new Error(`${res.code}: ${res.message}`);
  return res.hits.map((h) => h.id as number).sort((a, b) => a - b);
}

const TABLE: [string, Filter, number[]][] = [
  ['a basic condition', 'genres = horror', [1, 2, 3, 7, 10]],
  ['single-quoted value with whitespace', "director = 'Jordan Peele'", [1, 2, 3]],
  ['double-quoted value with whitespace', 'director = "Tim Burton"', [4, 5, 9]],
  ['equality', 'genres = action', [6]],
  ['= is case-insensitive', 'genres = HORROR', [1, 2, 3, 7, 10]],
  ['inequality also returns documents without the value', 'genres != action', [1, 2, 3, 4, 5, 7, 8, 9, 10]],
  ['comparison', 'rating.users > 85', [2, 4, 6]],
  ['TO is >= AND <=', 'rating.users 80 TO 89', [2, 3, 4, 9, 10]],
  ['TO on dates', 'release_date 795484800 TO 972129600', [5, 7]],
  ['EXISTS', 'release_date EXISTS', [1, 2, 3, 4, 5, 6, 7, 10]],
  ['NOT EXISTS', 'release_date NOT EXISTS', [8, 9]],
  ['NOT ... EXISTS', 'NOT release_date EXISTS', [8, 9]],
  ['IS EMPTY matches "" (not null, not missing)', 'overview IS EMPTY', [2, 9]],
  ['IS NOT EMPTY', 'overview IS NOT EMPTY', [1, 3, 4, 5, 6, 7, 8, 10]],
  ['NOT ... IS EMPTY', 'NOT overview IS EMPTY', [1, 3, 4, 5, 6, 7, 8, 10]],
  ['IS EMPTY matches []', 'genres IS EMPTY', [8]],
  ['IS NULL', 'overview IS NULL', [3]],
  ['IS NOT NULL', 'overview IS NOT NULL', [1, 2, 4, 5, 6, 7, 8, 9, 10]],
  ['NOT ... IS NULL', 'NOT overview IS NULL', [1, 2, 4, 5, 6, 7, 8, 9, 10]],
  ['IN', 'genres IN [horror, comedy]', [1, 2, 3, 4, 5, 7, 9, 10]],
  ['IN written as OR', 'genres = horror OR genres = comedy', [1, 2, 3, 4, 5, 7, 9, 10]],
  ['NOT IN', 'genres NOT IN [horror, comedy]', [6, 8]],
  ['NOT ... IN', 'NOT genres IN [horror, comedy]', [6, 8]],
  ['NOT includes documents missing the field', 'NOT genres = horror', [4, 5, 6, 8, 9]],
  ['AND', "genres = horror AND director = 'Jordan Peele'", [1, 2, 3]],
  ['parentheses are needed', '(genres = horror OR genres = comedy) AND release_date > 795484800', [1, 2, 3, 5, 7]],
  ['AND binds tighter than OR', 'genres = horror OR genres = comedy AND release_date > 795484800', [1, 2, 3, 5, 7, 10]],
  ['...which reads as', 'genres = horror OR (genres = comedy AND release_date > 795484800)', [1, 2, 3, 5, 7, 10]],
  ['operator words quoted as values', 'title = "NOT" OR title = "AND"', [8, 9]],
  ['outer array items are ANDed', ['genres = horror', "director = 'Jordan Peele'"], [1, 2, 3]],
  ['inner array items are ORed', [['genres = horror', 'genres = comedy']], [1, 2, 3, 4, 5, 7, 9, 10]],
  ['inner and outer combined', [['genres = horror', 'genres = comedy'], "director = 'Jordan Peele'"], [1, 2, 3]],
  ['string form', "(genres = comedy OR genres = horror) AND director != 'Jordan Peele'", [4, 5, 7, 9, 10]],
  ['the same, mixing arrays and strings', [['genres = comedy', 'genres = horror'], "NOT director = 'Jordan Peele'"], [4, 5, 7, 9, 10]],
  // Shapes instant-meilisearch 1.0.0 produces from InstantSearch facetFilters / numericFilters.
  ['quoted attribute, no spaces', '"genres"="Horror"', [1, 2, 3, 7, 10]],
  ['quoted attribute range', '"rating.users" 80 TO 86', [2, 3, 9, 10]],
  ['quoted attribute comparison without spaces', '"rating.users">=89', [4, 6]],
  ['escaped quote inside a value', '"title"="Mars Attacks!" OR "director"="Say \\"Hi\\""', [5]],
  ['empty filter string', '', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
  ['empty inner array is ignored', [[], 'genres = comedy'], [4, 5, 9]],
];

describe('filter grammar (Meilisearch filter expression reference)', () => {
  it.each(TABLE)('%s: %j', (_label, filter, expected) => {
    expect(run(filter)).toEqual(expected);
  });
});

describe('invalid filters answer invalid_search_filter, never throw', () => {
  const BAD: [string, Filter][] = [
    ['missing value', 'genres ='],
    ['missing operator', 'genres horror'],
    ['unclosed parenthesis', '(genres = horror'],
    ['unclosed quote', "genres = 'horror"],
    ['unquoted operator word as value', 'title = NOT'],
    ['unclosed list', 'genres IN [horror, comedy'],
    ['trailing garbage', 'genres = horror comedy'],
    ['dangling AND', 'genres = horror AND'],
    ['lone !', 'genres ! horror'],
    ['not filterable', 'budget > 10'],
    ['arrays deeper than two', [[['genres = horror']]] as unknown as Filter],
    ['non-string array item', [42] as unknown as Filter],
  ];
  it.each(BAD)('%s: %j', (_label, filter) => {
    const res = engine.search('movies', { filter });
    expect(res).toMatchObject({ code: 'invalid_search_filter', type: 'invalid_request', link: 'https://docs.meilisearch.com/errors#invalid_search_filter' });
    expect((res as { message: string }).message.length).toBeGreaterThan(10);
  });

  it('names the attribute and lists the filterable ones, like Meilisearch', () => {
    const res = engine.search('movies', { filter: 'budget > 10' });
    expect((res as { message: string }).message).toContain(
      'Attribute `budget` is not filterable. Available filterable attributes are: `director, genres, overview, rating.users, release_date, title`.',
    );
  });
});

describe('filter AST', () => {
  it('NOT binds tighter than AND, AND tighter than OR', () => {
    expect(parseFilter('NOT a = 1 AND b = 2 OR c = 3')).toMatchObject({
      type: 'or',
      children: [
        {
          type: 'and',
          children: [
            { type: 'not', child: { type: 'compare', attribute: 'a', op: '=', value: '1' } },
            { type: 'compare', attribute: 'b' },
          ],
        },
        { type: 'compare', attribute: 'c', value: '3' },
      ],
    });
  });
  it('reads a TO range and an IN list with quoted values', () => {
    expect(parseFilter('"price" 5.99 TO 100')).toMatchObject({ type: 'to', attribute: 'price', from: '5.99', to: '100' });
    expect(parseFilter('make IN [\'Great Wall\', "Mercedes-Benz", Kia]')).toMatchObject({
      type: 'in',
      attribute: 'make',
      values: ['Great Wall', 'Mercedes-Benz', 'Kia'],
    });
  });
});
