import { useEffect, useState } from 'react';
import { PRICE_GAUGE_ANIMATION_MS } from '../../domain/market-price';
import { formatMoney } from '../../domain/pricing';

type Props = { fill: number; listingPrice: number; min: number; max: number; description: string | null };

/**
 * Price-comparison gauge: where the listing price sits in the market range. PriceComparisonPanel shows it only for
 * an answer of the product API that isPriceComparisonShown accepts; the needle sweeps from the left over 2.5 s, or
 * jumps when motion is reduced.
 */
export default function PriceGauge({ fill, listingPrice, min, max, description }: Props) {
  const target = Math.min(1, Math.max(0, fill));
  const [shown, setShown] = useState(0);
  useEffect(() => {
    const reduce = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (reduce || typeof requestAnimationFrame !== 'function') {
      setShown(target);
      return;
    }
    let raf = 0;
    const start = performance.now();
    const step = (t: number) => {
      const p = Math.min(1, (t - start) / PRICE_GAUGE_ANIMATION_MS);
      setShown(target * (1 - (1 - p) ** 3));
      if (p < 1) raf = requestAnimationFrame(step);
    };
    raf = requestAnimationFrame(step);
    return () => cancelAnimationFrame(raf);
  }, [target]);
  return (
    <figure className="vd-gauge">
      {/* The price is labelled where the needle points; held inside the bar at its ends (shifted by its own width). */}
      <div className="vd-gauge__at">
        <strong data-testid="gauge-price" style={{ left: `${shown * 100}%`, transform: `translateX(-${shown * 100}%)` }}>
          {formatMoney(listingPrice)}
        </strong>
      </div>
      <div
        className="vd-gauge__bar"
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(target * 100)}
        aria-label="Listing price within the market range"
      >
        <span className="vd-gauge__needle" style={{ left: `${shown * 100}%` }} />
      </div>
      <div className="vd-gauge__scale">
        <span>{formatMoney(min)}</span>
        <span>{formatMoney(max)}</span>
      </div>
      {description && <figcaption>{description}</figcaption>}
    </figure>
  );
}
