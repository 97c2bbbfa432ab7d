import { useMemo } from 'react';
import { useRefinementList } from '../refinement-list';
import { FacetList } from '../ui/FacetList';
import { FACET_SHOW_MORE_LIMIT, facetValueLabel } from '../facets';
import { modelFacetLabel } from '../../../domain/search-heading';
import type { IndexUiState } from '../../../search/routing';
import { useSearchState } from '../search-state';

type Props = {
  attribute: string;
  title: string;
  limit: number;
  showMoreLabel?: string;
  /** Hidden while there is nothing to choose (one value, none ticked). */ choiceOnly?: boolean;
  /** Values in this order (price buckets) rather than by count. */ order?: readonly string[];
  /** A value's label, where the facet's own value alone would not say enough (a model without its make). */
  labelOf?: (value: string) => string;
};

const DEFAULT_SORT: ('isRefined:desc' | 'count:desc' | 'name:asc')[] = ['isRefined:desc', 'count:desc', 'name:asc'];

/** Values in the given order (price buckets, cheapest first); any other value after them, by name. */
function byOrder(order: readonly string[]) {
  const rank = (name: string) => {
    const i = order.indexOf(name);
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };
  return (a: { name: string }, b: { name: string }) => rank(a.name) - rank(b.name) || a.name.localeCompare(b.name);
}

/** Hook adapter: a refinement list (disjunctive, counts) rendered by the props-only FacetList. */
export function Facet({ attribute, title, limit, showMoreLabel, choiceOnly = false, order, labelOf }: Props) {
  // One sort per order list: a new function each render would make the widget start over on every render.
  const sortBy = useMemo(() => (order ? byOrder(order) : DEFAULT_SORT), [order]);
  const { items, refine, canToggleShowMore, isShowingMore, toggleShowMore } = useRefinementList({
    attribute,
    limit,
    showMore: !!showMoreLabel,
    showMoreLimit: Math.max(FACET_SHOW_MORE_LIMIT, limit + 1),
    sortBy,
  });
  if (choiceOnly && items.length < 2 && !items.some((i) => i.isRefined)) return null;
  return (
    <FacetList
      title={title}
      items={items.map((i) => ({
        label: labelOf ? labelOf(i.value) : facetValueLabel(attribute, i.label),
        value: i.value,
        count: i.count,
        isRefined: i.isRefined,
      }))}
      source={items}
      onToggle={refine}
      showMore={
        showMoreLabel ? { canToggle: canToggleShowMore, isShowingMore, onToggle: toggleShowMore, moreLabel: showMoreLabel, lessLabel: 'Show fewer' } : undefined
      }
    />
  );
}

/**
 * The model list: with no make chosen (or several) its values name their make ('Mazda 6', not '6'), by the one
 * label rule (modelFacetLabel). `modelMakes` are each model's makes in the stock, from the build.
 */
export function ModelFacet({ modelMakes, ...props }: Omit<Props, 'labelOf'> & { modelMakes: Readonly<Record<string, readonly string[]>> }) {
  const { indexUiState } = useSearchState();
  const chosen = (indexUiState as IndexUiState).refinementList?.make ?? [];
  return <Facet {...props} labelOf={(value) => modelFacetLabel(value, modelMakes[value], chosen)} />;
}

/** Keeps a URL refinement (dealership_slug) applied without showing a list. */
export function HiddenFacet({ attribute }: { attribute: string }) {
  useRefinementList({ attribute });
  return null;
}
