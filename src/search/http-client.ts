import { errorStatus, isMeiliError, meiliError } from './engine/errors';
import type { EmbeddedEngine } from './engine/engine';
import type { MeiliError } from './engine/types';

/**
 * The error a Meilisearch client raises for a 4xx/5xx answer. instant-meilisearch 1.0.0 runs on meilisearch-js
 * 0.36, which hands a custom httpClient's result straight back as the parsed body and re-throws errors named
 * `MeiliSearchApiError` unchanged, so this carries the same fields (code, type, link, httpStatus).
 */
export class EmbeddedSearchApiError extends Error {
  readonly code: string;
  readonly type: string;
  readonly link: string;
  readonly httpStatus: number;
  readonly body: MeiliError;
  constructor(body: MeiliError) {
    super(body.message);
    this.name = 'MeiliSearchApiError';
    this.code = body.code;
    this.type = body.type;
    this.link = body.link;
    this.httpStatus = errorStatus(body);
    this.body = body;
  }
}

/** A fetch-shaped function resolving to the parsed JSON body, as meilisearch-js's `httpClient` option expects. */
export type EmbeddedHttpClient = (input: string | URL, init?: RequestInit) => Promise<unknown>;

type EngineSource = EmbeddedEngine | (() => Promise<EmbeddedEngine>);

function readBody(init: RequestInit | undefined): unknown {
  const body = init?.body;
  if (body === undefined || body === null || body === '') return {};
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    throw new EmbeddedSearchApiError(meiliError('malformed_payload', 'The json payload provided is malformed. `expected value at line 1 column 1`.'));
  }
}

/**
 * Answers Meilisearch's search routes locally: POST /multi-search and POST /indexes/{uid}/search. Anything else
 * is a 404 like a server would give. Pass it as `httpClient` to instantMeiliSearch (or meilisearch-js).
 */
export function createEmbeddedHttpClient(source: EngineSource): EmbeddedHttpClient {
  let engine: Promise<EmbeddedEngine> | null = typeof source === 'function' ? null : Promise.resolve(source);
  const getEngine = () => {
    if (!engine) {
      engine = (source as () => Promise<EmbeddedEngine>)();
      // A failed load (offline, 404) is retried on the next search instead of failing forever.
      engine.catch(() => {
        engine = null;
      });
    }
    return engine;
  };
  return async (input, init) => {
    const url = new URL(String(input), 'http://embedded.invalid');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/\/+$/, '');
    const indexUid = /\/indexes\/([^/]+)\/search$/.exec(path)?.[1];
    const isMulti = /\/multi-search$/.test(path);
    if (indexUid === undefined && !isMulti)
      throw new EmbeddedSearchApiError(meiliError('not_found', `The embedded search engine has no route \`${method} ${url.pathname}\`.`));
    if (method !== 'POST') throw new EmbeddedSearchApiError(meiliError('bad_request', `The embedded search engine answers \`POST ${url.pathname}\` only.`));
    const body = readBody(init);
    const ready = await getEngine();
    const result = isMulti || indexUid === undefined ? ready.multiSearch(body as never) : ready.search(decodeURIComponent(indexUid), body as never);
    if (isMeiliError(result)) throw new EmbeddedSearchApiError(result);
    return result;
  };
}
