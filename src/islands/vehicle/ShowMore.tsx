import { useId, useState, type ReactNode } from 'react';

type Props = { more?: string; less?: string; children?: ReactNode; className?: string };

/**
 * Show More / Show Less around static HTML. Collapsing is pure CSS on data-expanded: children mark what is
 * extra with .sm-extra and a collapsed replacement with .sm-short. Without JavaScript a <noscript> style in the
 * page head shows everything, so nothing is lost.
 */
export default function ShowMore({ more = 'Show More', less = 'Show Less', children, className }: Props) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  return (
    <div className={`show-more ${className ?? ''}`} data-expanded={expanded ? 'true' : 'false'}>
      <div id={id} className="show-more__body">
        {children}
      </div>
      <button type="button" className="show-more__toggle" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded(!expanded)}>
        {expanded ? less : more}
      </button>
    </div>
  );
}
