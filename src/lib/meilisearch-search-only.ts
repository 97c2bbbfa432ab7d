/*
 * Stands in for the `meilisearch` package (meilisearch-js 0.36, instant-meilisearch 1.0.0's own copy) in the browser
 * bundle. instant-meilisearch builds one `new MeiliSearch({ host, apiKey, clientAgents, httpClient, requestConfig })`
 * and calls two of its methods, `multiSearch` and `index(uid).searchForFacetValues`; the package's other hundred
 * (documents, settings, tasks, keys, dumps...) are methods of the same classes, which no bundler can leave out: 7 KB
 * gzipped of the search page that never ran. Swapped in for instant-meilisearch's browser code only
 * (scripts/lib/render/patches/meilisearch-search-only-in-browser.mjs); the server side and the sync script use
 * the real package.
 *
 * The two calls are made as meilisearch-js 0.36 makes them, so both transports answer as before: the same URL
 * (host with a protocol and a trailing slash), the same headers (the request config's, Authorization when there is a
 * key, JSON, the client agents), a custom httpClient's result handed back as it came, fetch's body parsed, and the
 * same errors by name and fields (an answer with an error body: MeiliSearchApiError; no answer or no body:
 * MeiliSearchCommunicationError).
 */

/** The version meilisearch-js names in X-Meilisearch-Client (0.36.0: the copy instant-meilisearch 1.0.0 depends on). */
const PACKAGE_AGENT = 'Meilisearch JavaScript (v0.36.0)';

type HttpClient = (input: string, init?: RequestInit) => Promise<unknown>;
type Config = { host: string; apiKey?: string; clientAgents?: string[]; httpClient?: HttpClient; requestConfig?: RequestInit };
type ErrorBody = { message: string; code?: string; type?: string; link?: string };

export class MeiliSearchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MeiliSearchError';
  }
}

/** Meilisearch answered with an error (its body's message, code, type and link, and the HTTP status). */
export class MeiliSearchApiError extends Error {
  code?: string;
  type?: string;
  link?: string;
  httpStatus: number;
  constructor(error: ErrorBody, status: number) {
    super(error.message);
    this.name = 'MeiliSearchApiError';
    this.code = error.code;
    this.type = error.type;
    this.link = error.link;
    this.httpStatus = status;
  }
}

/** No answer, or one without a readable body. */
export class MeiliSearchCommunicationError extends Error {
  statusCode?: number;
  errno?: unknown;
  code?: unknown;
  constructor(message: string, cause: unknown) {
    super(message);
    this.name = 'MeiliSearchCommunicationError';
    if (cause instanceof Response) {
      this.message = cause.statusText;
      this.statusCode = cause.status;
    }
    if (cause instanceof Error) {
      this.errno = (cause as { errno?: unknown }).errno;
      this.code = (cause as { code?: unknown }).code;
    }
  }
}

function hostUrl(host: string): URL {
  try {
    const withProtocol = host.startsWith('https://') || host.startsWith('http://') ? host : `http://${host}`;
    return new URL(withProtocol.endsWith('/') ? withProtocol : `${withProtocol}/`);
  } catch {
    throw new MeiliSearchError('The provided host is not valid.');
  }
}

function headersOf(config: Config): Record<string, string> {
  const given = config.requestConfig?.headers ?? {};
  const headers: Record<string, string> = Array.isArray(given)
    ? Object.fromEntries(given)
    : given instanceof Headers
      ? Object.fromEntries(given.entries())
      : { ...(given as Record<string, string>) };
  if (config.apiKey && !headers.Authorization) headers.Authorization = `Bearer ${config.apiKey}`;
  if (!headers['Content-Type']) headers['Content-Type'] = 'application/json';
  if (config.clientAgents !== undefined && !Array.isArray(config.clientAgents))
    throw new MeiliSearchError('Meilisearch: The header "X-Meilisearch-Client" should be an array of string(s).\n');
  headers['X-Meilisearch-Client'] = [...(config.clientAgents ?? []), PACKAGE_AGENT].join(' ; ');
  return headers;
}

async function parsed(response: Response): Promise<unknown> {
  if (!response.ok) {
    let body: ErrorBody;
    try {
      body = (await response.json()) as ErrorBody;
    } catch {
      throw new MeiliSearchCommunicationError(response.statusText, response);
    }
    throw new MeiliSearchApiError(body, response.status);
  }
  return response.json().catch(() => undefined);
}

export class MeiliSearch {
  private readonly url: URL;
  private readonly headers: Record<string, string>;
  private readonly config: Config;

  constructor(config: Config) {
    this.config = config;
    this.headers = headersOf(config);
    this.url = hostUrl(config.host);
  }

  /** POST to a path under the host, as meilisearch-js's HttpRequests.post does. */
  async post(path: string, body: unknown): Promise<unknown> {
    const url = new URL(path, this.url).toString();
    const init: RequestInit = { ...this.config.requestConfig, method: 'POST', body: JSON.stringify(body), headers: this.headers };
    try {
      if (this.config.httpClient) return await this.config.httpClient(url, init);
      return await parsed(await fetch(url, init));
    } catch (e) {
      if ((e as Error | null)?.name === 'MeiliSearchApiError') throw e;
      throw new MeiliSearchCommunicationError((e as Error | null)?.message ?? String(e), e);
    }
  }

  multiSearch(queries: { queries: unknown[] }): Promise<unknown> {
    return this.post('multi-search', queries);
  }

  index(uid: string) {
    return {
      searchForFacetValues: (params: Record<string, unknown>) =>
        this.post(`indexes/${uid}/facet-search`, Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined))),
    };
  }
}
