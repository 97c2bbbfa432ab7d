import { reviewStars } from '../../domain/locations';
import { formatNumber } from '../../domain/number-format';

/** Star rating: whole stars plus a partial one only when the fraction is over 30 percent (domain rule). Static HTML. */
export function RatingStars({ rating, count }: { rating: number; count?: number | null }) {
  const { full, partial } = reviewStars(rating);
  const stars = [] as Array<{ key: number; fill: number }>;
  for (let i = 0; i < full; i++) stars.push({ key: i, fill: 1 });
  if (partial > 0) stars.push({ key: full, fill: partial });
  const label = `Rated ${rating.toFixed(1)} out of 5${count != null ? ` from ${formatNumber(count)} reviews` : ''}`;
  return (
    <span className="rating" role="img" aria-label={label}>
      <span className="stars" aria-hidden="true">
        {stars.map((s) => (
          <span key={s.key} className="star" data-fill={s.fill} style={{ ['--fill' as string]: `${Math.round(s.fill * 100)}%` }}>
            ★
          </span>
        ))}
      </span>
      <span className="rating-text" aria-hidden="true">
        {rating.toFixed(1)}
        {count != null && <> ({formatNumber(count)} reviews)</>}
      </span>
    </span>
  );
}
