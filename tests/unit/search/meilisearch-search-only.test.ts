import { afterEach, describe, expect, it, vi } from 'vitest';
// The copy instant-meilisearch 1.0.0 runs on (meilisearch-js 0.36), which the stand-in replaces in the browser.
import { MeiliSearch as Real } from '../../../node_modules/@meilisearch/instant-meilisearch/node_modules/meilisearch';
import { MeiliSearch as StandIn } from '../../../src/lib/meilisearch-search-only';

/*
 * src/lib/meilisearch-search-only.ts stands in for meilisearch-js in the browser bundle. Each case runs the real
 * client and the stand-in side by side: the same requests go out and the same answers and errors come back.
 */
type Client = {
  multiSearch: (q: { queries: unknown[] }) => Promise<unknown>;
  index: (uid: string) => { searchForFacetValues: (p: Record<string, unknown>) => Promise<unknown> };
};
const QUERIES = { queries: [{ indexUid: 'cars', q: 'hilux', filter: ['make = "Toyota"'], hitsPerPage: 21, page: 1 }] };
const FACET = { facetQuery: 'toy', facetName: 'make', q: '', filter: undefined };

afterEach(() => vi.unstubAllGlobals());

describe('meilisearch-search-only: the two calls instant-meilisearch makes, as meilisearch-js 0.36 makes them', () => {
  it('with a custom httpClient (the embedded engine): the same URL and request, and its result handed back as it came', async () => {
    for (const config of [
      { host: 'https://search.example.com', apiKey: 'key', clientAgents: ['Meilisearch instant-meilisearch (v1.0.0)'] },
      { host: 'embedded-search.invalid/sub', apiKey: '', requestConfig: { headers: { 'X-Extra': '1' }, credentials: 'omit' } },
      { host: 'http://127.0.0.1:7700/', requestConfig: { headers: [['Authorization', 'Bearer given']] } },
    ]) {
      const calls: [string, RequestInit | undefined][][] = [];
      for (const Client of [Real, StandIn]) {
        const seen: [string, RequestInit | undefined][] = [];
        calls.push(seen);
        const httpClient = async (url: string, init?: RequestInit) => {
          seen.push([url, init]);
          return { answer: 1 };
        };
        const client = new Client({ ...config, httpClient } as never) as unknown as Client;
        expect(await client.multiSearch(QUERIES)).toEqual({ answer: 1 });
        expect(await client.index('cars').searchForFacetValues(FACET)).toEqual({ answer: 1 });
      }
      expect(calls[1]).toEqual(calls[0]);
      expect(calls[0]!.map(([url]) => url)).toHaveLength(2);
    }
  });

  it('an httpClient error named MeiliSearchApiError is thrown as it came; any other becomes a communication error', async () => {
    const apiError = Object.assign(new Error('bad filter'), { name: 'MeiliSearchApiError', code: 'invalid_search_filter' });
    for (const Client of [Real, StandIn]) {
      const client = new Client({ host: 'https://x.invalid', httpClient: async () => Promise.reject(apiError) } as never) as unknown as Client;
      await expect(client.multiSearch(QUERIES)).rejects.toBe(apiError);
      const offline = new Client({
        host: 'https://x.invalid',
        httpClient: async () => Promise.reject(new TypeError('Failed to fetch')),
      } as never) as unknown as Client;
      await expect(offline.multiSearch(QUERIES)).rejects.toMatchObject({ name: 'MeiliSearchCommunicationError', message: 'Failed to fetch' });
    }
  });

  it('with fetch (a real Meilisearch): the parsed body, an API error with its fields, a communication error without a body', async () => {
    const answers = [
      () => new Response(JSON.stringify({ results: [] }), { status: 200 }),
      () => new Response(JSON.stringify({ message: 'Index `x` not found.', code: 'index_not_found', type: 'invalid_request', link: 'l' }), { status: 404 }),
      () => new Response('<html>', { status: 502, statusText: 'Bad Gateway' }),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ];
    const outcomes: unknown[][] = [[], []];
    for (const [i, Client] of [Real, StandIn].entries()) {
      for (const answer of answers) {
        const fetch = vi.fn(async () => answer());
        vi.stubGlobal('fetch', fetch);
        const client = new Client({ host: 'search.example.com', apiKey: 'k' } as never) as unknown as Client;
        const outcome = await client.multiSearch(QUERIES).then(
          (value) => ({ value }),
          (e: Record<string, unknown>) => ({
            name: e.name,
            message: e.message,
            code: e.code,
            type: e.type,
            link: e.link,
            httpStatus: e.httpStatus,
            statusCode: e.statusCode,
          }),
        );
        outcomes[i]!.push({ outcome, request: fetch.mock.calls[0] });
      }
    }
    expect(outcomes[1]).toEqual(outcomes[0]);
    expect(outcomes[0]!.map((o) => (o as { outcome: { name?: string } }).outcome.name)).toEqual([
      undefined,
      'MeiliSearchApiError',
      'MeiliSearchCommunicationError',
      'MeiliSearchCommunicationError',
    ]);
  });

  it('refuses a host that is not a URL, as the client does', () => {
    for (const Client of [Real, StandIn]) expect(() => new Client({ host: 'http://[::1' } as never)).toThrow('The provided host is not valid.');
  });
});
