/** Placeholder card while the first results load (spec 2: loading skeleton cards). */
export function SkeletonCard() {
  return (
    <div className="card sr-card sr-skeleton" aria-hidden="true" data-testid="skeleton-card">
      <span className="sr-media sr-shimmer" />
      <div className="sr-body">
        <span className="sr-line sr-shimmer" />
        <span className="sr-line sr-line--short sr-shimmer" />
        <span className="sr-line sr-line--short sr-shimmer" />
      </div>
    </div>
  );
}
