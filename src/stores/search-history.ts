// zod/mini: the same checks at a fraction of the browser bundle of full zod.
import * as z from 'zod/mini';
import { persistedAtom } from './persisted';

/** Spec 3: search history keeps the last 5 searches. */
export const SEARCH_HISTORY_LIMIT = 5;

export const searchHistoryEntrySchema = z.object({ url: z.string(), label: z.string() });
export type SearchHistoryEntry = z.infer<typeof searchHistoryEntrySchema>;

/** '{slug}-SearchHistory', newest first. */
export const $searchHistory = persistedAtom('SearchHistory', z.array(searchHistoryEntrySchema), []);

/** Newest first, one entry per URL, at most 5. */
export function addSearch(list: readonly SearchHistoryEntry[], entry: SearchHistoryEntry): SearchHistoryEntry[] {
  return [entry, ...list.filter((e) => e.url !== entry.url)].slice(0, SEARCH_HISTORY_LIMIT);
}

export function recordSearch(entry: SearchHistoryEntry): void {
  $searchHistory.set(addSearch($searchHistory.get(), entry));
}
