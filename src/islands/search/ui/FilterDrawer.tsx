import type { ReactNode } from 'react';

type Props = { open: boolean; onClose: () => void; count: ReactNode; children: ReactNode };

/**
 * The filter panel: a sidebar on large screens, a full-height drawer on phones with a 'Show me N cars'
 * button that closes it onto the results (the filters already apply as they are picked).
 */
export function FilterDrawer({ open, onClose, count, children }: Props) {
  return (
    <aside className={`sr-filters${open ? ' is-open' : ''}`} aria-label="Filters">
      <div className="sr-drawer-head">
        <h2>Filters</h2>
        <button type="button" className="sr-link" onClick={onClose} aria-label="Close filters">✕</button>
      </div>
      <div className="sr-drawer-body">{children}</div>
      <div className="sr-drawer-foot">
        <button type="button" className="btn btn--block" onClick={onClose}>Show me {count}</button>
      </div>
    </aside>
  );
}
