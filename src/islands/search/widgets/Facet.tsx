import { useRefinementList } from '../refinement-list';
import { FacetList } from '../ui/FacetList';
import { FACET_SHOW_MORE_LIMIT, facetValueLabel } from '../facets';

type Props = {
  attribute: string;
  title: string;
  limit: number;
  showMoreLabel?: string;
  /** Hidden while there is nothing to choose (one value, none ticked). */ choiceOnly?: boolean;
};

/** Hook adapter: a refinement list (disjunctive, counts) rendered by the props-only FacetList. */
export function Facet({ attribute, title, limit, showMoreLabel, choiceOnly = false }: Props) {
  const { items, refine, canToggleShowMore, isShowingMore, toggleShowMore } = useRefinementList({
    attribute,
    limit,
    showMore: !!showMoreLabel,
    showMoreLimit: Math.max(FACET_SHOW_MORE_LIMIT, limit + 1),
    sortBy: ['isRefined:desc', 'count:desc', 'name:asc'],
  });
  if (choiceOnly && items.length < 2 && !items.some((i) => i.isRefined)) return null;
  return (
    <FacetList
      title={title}
      items={items.map((i) => ({ label: facetValueLabel(attribute, i.label), value: i.value, count: i.count, isRefined: i.isRefined }))}
      source={items}
      onToggle={refine}
      showMore={
        showMoreLabel ? { canToggle: canToggleShowMore, isShowingMore, onToggle: toggleShowMore, moreLabel: showMoreLabel, lessLabel: 'Show fewer' } : undefined
      }
    />
  );
}

/** Keeps a URL refinement (dealership_slug) applied without showing a list. */
export function HiddenFacet({ attribute }: { attribute: string }) {
  useRefinementList({ attribute });
  return null;
}
