/** Shown above the kept results when a search fails: the shopper keeps what they had and can try again. */
export const SEARCH_ERROR_TEXT = 'We could not update the results just now. The cars shown are from your last search.';

export function SearchError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="sr-error" role="alert">
      <p>{SEARCH_ERROR_TEXT}</p>
      <button type="button" className="btn btn--outline" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
