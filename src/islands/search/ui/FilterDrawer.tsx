import type { ReactNode } from 'react';

type Props = {
  open: boolean;
  onClose: () => void;
  count: ReactNode;
  children: ReactNode;
  /** The search page with the current filters, where 'Show me N cars' goes (spec). */
  href: string;
  /** Called on a plain click of 'Show me N cars' instead of loading the page again: the island is already on it. */
  onShow: () => void;
};

/** Where the open drawer covers the whole page (search.css's drawer rules use the same width). */
export const DRAWER_OVERLAY_QUERY = '(max-width: 991.98px)';

/**
 * The filter panel: a sidebar on large screens, a full-height drawer on phones with a 'Show me N cars' link to
 * the search page with the current filters (spec). On this page a click writes that address at once (no waiting
 * for the slider or typing debounce) and closes the drawer onto the results; opened in a new tab it is the link.
 */
export function FilterDrawer({ open, onClose, count, children, href, onShow }: Props) {
  return (
    <aside className={`sr-filters${open ? ' is-open' : ''}`} aria-label="Filters">
      <div className="sr-drawer-head">
        <h2>Filters</h2>
        <button type="button" className="sr-link" onClick={onClose} aria-label="Close filters">
          ✕
        </button>
      </div>
      <div className="sr-drawer-body">{children}</div>
      <div className="sr-drawer-foot">
        <a
          className="btn btn--block"
          href={href}
          data-testid="show-me"
          onClick={(e) => {
            if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
            e.preventDefault();
            onShow();
          }}
        >
          Show me {count}
        </a>
      </div>
    </aside>
  );
}
