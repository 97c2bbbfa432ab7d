import { columnValue, isEmbeddedIndex, type EmbeddedIndex } from './index-format';

/*
 * A few documents by id, for pages that show given cars rather than search (the compare page): from the
 * site's embedded index (the same hashed /_data/search-index.*.json file the search page loads, so usually
 * already in the browser's cache), or from Meilisearch with an `id IN [...]` filter when the site uses it.
 */
export type DocumentTransport = {
  engine: 'embedded' | 'meilisearch';
  host?: string | null;
  searchKey?: string | null;
  indexUid: string;
  indexUrl: string;
};

type Doc = Record<string, unknown>;

/** The documents with these ids, in the order asked; ids the index does not hold are left out. */
export function documentsByIds(index: EmbeddedIndex, ids: readonly string[]): Doc[] {
  const idColumn = index.columns[index.primaryKey] ?? index.display[index.primaryKey];
  if (!idColumn) return [];
  const row = new Map<string, number>();
  for (let i = 0; i < index.count; i++) row.set(String(columnValue(idColumn, i)), i);
  const all = { ...index.columns, ...index.display };
  return ids.flatMap((id) => {
    const i = row.get(id);
    if (i === undefined) return [];
    const doc: Doc = {};
    for (const [key, col] of Object.entries(all)) {
      const v = columnValue(col, i);
      if (v !== undefined) doc[key] = v;
    }
    return [doc];
  });
}

/** A filter value in Meilisearch's syntax: double-quoted, `"` and `\` escaped. */
const quoted = (v: string) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** Fetches the documents with these ids (order of `ids`); throws with a readable message when the index cannot be read. */
export async function fetchDocumentsByIds(transport: DocumentTransport, ids: readonly string[], fetcher: typeof fetch = fetch): Promise<Doc[]> {
  if (ids.length === 0) return [];
  if (transport.engine === 'meilisearch') {
    if (!transport.host) throw new Error('search.host is required when search.engine is "meilisearch".');
    const res = await fetcher(`${transport.host.replace(/\/+$/, '')}/indexes/${encodeURIComponent(transport.indexUid)}/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(transport.searchKey ? { authorization: `Bearer ${transport.searchKey}` } : {}) },
      body: JSON.stringify({ q: '', filter: `id IN [${ids.map(quoted).join(', ')}]`, limit: ids.length }),
    });
    if (!res.ok) throw new Error(`Search answered HTTP ${res.status}.`);
    const hits = ((await res.json()) as { hits?: Doc[] }).hits ?? [];
    const byId = new Map(hits.map((h) => [String(h.id), h]));
    return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  }
  const res = await fetcher(transport.indexUrl);
  if (!res.ok) throw new Error(`Search index ${transport.indexUrl} could not be loaded (HTTP ${res.status}).`);
  const data: unknown = await res.json();
  if (!isEmbeddedIndex(data)) throw new Error(`Search index ${transport.indexUrl} is not an embedded search index.`);
  return documentsByIds(data, ids);
}
