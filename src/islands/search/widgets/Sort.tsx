import { useSortBy } from 'react-instantsearch';
import { SORT_KEYS, SORT_LABELS, sortIndexName } from '../../../search/routing';
import { SortSelect } from '../ui/SortSelect';

/** Most relevant, latest, highest price, lowest price (spec 2), as instant-meilisearch index:attr:dir names. */
export function Sort({ indexUid }: { indexUid: string }) {
  const items = SORT_KEYS.map((k) => ({ value: sortIndexName(k, indexUid), label: SORT_LABELS[k] }));
  const { currentRefinement, refine } = useSortBy({ items });
  return <SortSelect options={items} value={currentRefinement} onChange={refine} />;
}
