import { createContext, useContext, type ReactNode } from 'react';
import { useInstantSearch } from 'react-instantsearch';

export type SearchState = ReturnType<typeof useInstantSearch>;

const SharedState = createContext<SearchState | null>(null);

/**
 * One subscription to InstantSearch's state for the whole island. Each useInstantSearch call listens for every
 * answer on its own and rebuilds the UI state of every widget there (a pass over nearly thirty), so the island's ten
 * readers made ten passes and ten state updates per answer on the shopper's slowed main thread; they read this
 * one instead (see docs/decisions.md, Search paints the shopper's input first). catchError: a failed search is shown by
 * the island (Results, the first-load notice), not thrown.
 */
export function SearchStateProvider({ children }: { children: ReactNode }) {
  const state = useInstantSearch({ catchError: true });
  return <SharedState.Provider value={state}>{children}</SharedState.Provider>;
}

/** The island's search state (results, indexUiState, status...) from the SearchStateProvider above. */
export function useSearchState(): SearchState {
  const state = useContext(SharedState);
  if (!state) throw new Error('useSearchState: no <SearchStateProvider> inside <InstantSearch> above this component');
  return state;
}
