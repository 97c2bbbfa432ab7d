type Props = {
  /** 1-based page asked for. */
  page: number;
  pageCount: number;
  countLabel: string;
  firstPageUrl: string;
  onFirstPage: () => void;
};

/**
 * An address past the last page (?page=99 of 9): the cars exist, this page of them does not. Said as it is,
 * with the way back to page 1, instead of 'No Results Available' under a count of the cars.
 */
export function PastLastPage({ page, pageCount, countLabel, firstPageUrl, onFirstPage }: Props) {
  return (
    <div className="card sr-empty" role="status" data-testid="past-last-page">
      <h2>There is no page {page}</h2>
      <p>
        {countLabel} fill {pageCount === 1 ? '1 page' : `${pageCount} pages`}.
      </p>
      <a
        className="btn"
        href={firstPageUrl}
        onClick={(e) => {
          e.preventDefault();
          onFirstPage();
        }}
      >
        Go to page 1
      </a>
    </div>
  );
}
