/** Shown when the search could not start at all (the index did not download): nothing live on the page yet. */
export const FIRST_LOAD_ERROR_TEXT = 'We could not load the search just now.';

type Props = {
  /** The pre-rendered first page still agrees with the address, so its cards stay below this message. */
  staticShown: boolean;
  onRetry: () => void;
};

export function FirstLoadError({ staticShown, onRetry }: Props) {
  return (
    <div className="sr-error" role="alert" data-testid="search-load-error">
      <p>
        {FIRST_LOAD_ERROR_TEXT}{' '}
        {staticShown
          ? 'The cars below are the first page of this list; filters, search and sort will work once it loads.'
          : 'Your filters could not be applied.'}
      </p>
      <button type="button" className="btn btn--outline" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
