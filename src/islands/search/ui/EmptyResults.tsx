/** Spec 8 texts for a search with no results. */
export const NO_RESULTS_TEXT = 'No results found for your search at this time. Please try adjusting the filters for more results.';

type Props = { clearFiltersPath: string; onClear?: () => void };

/** Empty-result card: the spec's message and a 'Clear Filters' button (to the configured path). */
export function EmptyResults({ clearFiltersPath, onClear }: Props) {
  return (
    <div className="card sr-empty" role="status">
      {/* Right under the page's h1, at the level of the result cards' own headings. */}
      <h2>No Results Available</h2>
      <p>{NO_RESULTS_TEXT}</p>
      <a
        className="btn"
        href={clearFiltersPath}
        onClick={
          onClear
            ? (e) => {
                e.preventDefault();
                onClear();
              }
            : undefined
        }
      >
        Clear Filters
      </a>
    </div>
  );
}
