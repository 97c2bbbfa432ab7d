import { afterPaint, usePending } from '../after-paint';

type Props = {
  /** 0-based current page. */
  current: number;
  pages: number[];
  pageCount: number;
  createURL: (page: number) => string;
  onSelect: (page: number) => void;
};

/** Page links (real hrefs so they work as links too); InstantSearch handles the click. */
export function Pager({ current: shownByState, pages, pageCount, createURL, onSelect }: Props) {
  const [pending, setPending] = usePending<number>(shownByState);
  if (pageCount <= 1) return null;
  const current = pending ?? shownByState;
  const link = (page: number, label: string, aria: string, disabled: boolean) => (
    <li key={`${label}-${page}`}>
      {disabled ? (
        <span className="sr-page is-disabled" aria-disabled="true">
          {label}
        </span>
      ) : (
        <a
          className="sr-page"
          href={createURL(page)}
          aria-label={aria}
          onClick={(e) => {
            e.preventDefault();
            setPending(page);
            afterPaint(() => onSelect(page));
          }}
        >
          {label}
        </a>
      )}
    </li>
  );
  return (
    <nav className="sr-pager" aria-label="Results pages">
      <ul role="list">
        {link(current - 1, '‹', 'Previous page', current === 0)}
        {pages.map((p) =>
          p === current ? (
            <li key={p}>
              <span className="sr-page is-current" aria-current="page">
                {p + 1}
              </span>
            </li>
          ) : (
            link(p, String(p + 1), `Page ${p + 1}`, false)
          ),
        )}
        {link(current + 1, '›', 'Next page', current >= pageCount - 1)}
      </ul>
    </nav>
  );
}
