import { persistedAtom } from './persisted';

/** Spec 3: search history keeps the last 5 searches. */
export const SEARCH_HISTORY_LIMIT = 5;

import type { SearchHistoryEntry } from './stored-schemas';

export type { SearchHistoryEntry };

/** '{slug}-SearchHistory', newest first. */
export const $searchHistory = persistedAtom('SearchHistory', []);

/** Newest first, one entry per URL, at most 5. */
export function addSearch(list: readonly SearchHistoryEntry[], entry: SearchHistoryEntry): SearchHistoryEntry[] {
  return [entry, ...list.filter((e) => e.url !== entry.url)].slice(0, SEARCH_HISTORY_LIMIT);
}

export function recordSearch(entry: SearchHistoryEntry): void {
  $searchHistory.set(addSearch($searchHistory.get(), entry));
}
