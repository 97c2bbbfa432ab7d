import { isDeepStrictEqual } from 'node:util';
import type { Case } from './corpus';

export type DiffKind =
  'error' | 'error-code' | 'totals' | 'facetDistribution' | 'facetStats' | 'hits-order' | 'hits-set' | 'top-hit' | 'highlight' | 'retrieved';
export type Diff = { kind: DiffKind; detail: string };

type Body = Record<string, unknown>;
const isError = (b: Body) => typeof b.code === 'string' && typeof b.message === 'string' && !('hits' in b);
const ids = (b: Body) => ((b.hits as Body[] | undefined) ?? []).map((h) => String(h.id));
const short = (v: unknown) => {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 300 ? `${s.slice(0, 300)}…` : s;
};

const TOTAL_KEYS = ['totalHits', 'totalPages', 'page', 'hitsPerPage', 'estimatedTotalHits', 'offset', 'limit'] as const;

/** Every way the embedded answer differs from the server's, per the comparison rules of the case's mode. */
export function compareResponses(c: Case, embedded: Body, server: Body): Diff[] {
  const diffs: Diff[] = [];
  const eErr = isError(embedded);
  const sErr = isError(server);
  if (c.mode === 'error' || eErr || sErr) {
    if (eErr !== sErr) {
      diffs.push({
        kind: 'error',
        detail: `embedded ${eErr ? `error ${embedded.code}: ${embedded.message}` : 'answered'}, server ${sErr ? `error ${server.code}: ${server.message}` : 'answered'}`,
      });
    } else if (eErr && embedded.code !== server.code) {
      diffs.push({ kind: 'error-code', detail: `embedded ${embedded.code}, server ${server.code} (${server.message})` });
    } else if (eErr && (embedded.type !== server.type || embedded.link !== server.link)) {
      diffs.push({ kind: 'error-code', detail: `error shape: embedded ${embedded.type} ${embedded.link}, server ${server.type} ${server.link}` });
    } else if (!eErr && c.mode === 'error') {
      diffs.push({ kind: 'error', detail: 'both answered a request that should be an error' });
    }
    return diffs;
  }

  for (const key of TOTAL_KEYS) {
    if (embedded[key] !== server[key]) diffs.push({ kind: 'totals', detail: `${key}: embedded ${embedded[key]}, server ${server[key]}` });
  }
  for (const key of ['facetDistribution', 'facetStats'] as const) {
    const e = embedded[key] ?? {};
    const s = server[key] ?? {};
    if (!isDeepStrictEqual(e, s)) {
      const facets = new Set([...Object.keys(e as Body), ...Object.keys(s as Body)]);
      for (const f of facets) {
        const ev = (e as Body)[f];
        const sv = (s as Body)[f];
        if (!isDeepStrictEqual(ev, sv)) diffs.push({ kind: key, detail: `${f}: embedded ${short(ev)}, server ${short(sv)}` });
      }
    }
  }

  const eIds = ids(embedded);
  const sIds = ids(server);
  if (c.mode === 'ordered') {
    if (!isDeepStrictEqual(eIds, sIds)) {
      const same = eIds.length === sIds.length && isDeepStrictEqual([...eIds].sort(), [...sIds].sort());
      diffs.push({ kind: same ? 'hits-order' : 'hits-set', detail: `embedded ${short(eIds)}, server ${short(sIds)}` });
    }
  } else {
    if (!isDeepStrictEqual([...eIds].sort(), [...sIds].sort())) diffs.push({ kind: 'hits-set', detail: `embedded ${short(eIds)}, server ${short(sIds)}` });
    if (eIds[0] !== sIds[0]) diffs.push({ kind: 'top-hit', detail: `embedded ${eIds[0]}, server ${sIds[0]}` });
  }

  const retrieve = c.request.attributesToRetrieve as string[] | undefined;
  if (retrieve) {
    const eKeys = Object.keys((embedded.hits as Body[])[0] ?? {}).sort();
    const sKeys = Object.keys((server.hits as Body[])[0] ?? {}).sort();
    if (!isDeepStrictEqual(eKeys, sKeys)) diffs.push({ kind: 'retrieved', detail: `embedded ${short(eKeys)}, server ${short(sKeys)}` });
  }

  const highlight = c.request.attributesToHighlight as string[] | undefined;
  if (highlight) {
    const sById = new Map(((server.hits as Body[]) ?? []).map((h) => [String(h.id), h]));
    for (const hit of (embedded.hits as Body[]) ?? []) {
      const other = sById.get(String(hit.id));
      if (!other) continue;
      const ef = (hit._formatted ?? {}) as Body;
      const sf = (other._formatted ?? {}) as Body;
      const attrs = highlight.includes('*') ? [...new Set([...Object.keys(ef), ...Object.keys(sf)])] : highlight;
      const bad = attrs.filter((a) => !isDeepStrictEqual(ef[a], sf[a]));
      if (bad.length) {
        diffs.push({ kind: 'highlight', detail: `hit ${hit.id}: ${bad.map((a) => `${a}: embedded ${short(ef[a])}, server ${short(sf[a])}`).join('; ')}` });
        break;
      }
    }
  }
  return diffs;
}
