import { useEffect, useState } from 'react';
import { comparisonAtShownPrice, isPriceComparisonShown, type PriceComparison } from '../../domain/market-price';
import PriceGauge from './PriceGauge';
import { createApiClient } from '../../api/client';

/** The panel's method note: the comparison set, its date, and what the range leaves out. */
export function methodText(asOf: string | null): string {
  const when =
    asOf && !Number.isNaN(Date.parse(asOf))
      ? new Date(asOf).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
      : null;
  return (
    `The range comes from market data on comparable vehicles for sale (the same make and model, of similar age)${when ? ` as at ${when}` : ''}. ` +
    "It is a guide, not a valuation: it does not account for this vehicle's condition, options or service history, " +
    'vehicles without enough comparable listings show no comparison, and prices may not include on-road costs.'
  );
}

/**
 * Price-comparison panel: asks the product API for this car's market range when it comes near the screen and shows the
 * gauge only for a usable answer (spec 4: hidden on failure, missing data, confidence <= 0.2, or
 * market_range_max below the listing price). Failures are logged only (spec 8). The gauge places the price on
 * screen (shownPrice: the offer when there is one), never the API's own listing price; with no shown price
 * (no purchase price on the page) nothing is asked and nothing shown.
 */
export default function PriceComparisonPanel({
  apiBaseUrl,
  slug,
  asOf,
  shownPrice,
}: {
  apiBaseUrl: string;
  slug: string;
  asOf: string | null;
  shownPrice: number | null;
}) {
  const [data, setData] = useState<PriceComparison | null>(null);
  useEffect(() => {
    if (shownPrice === null) return;
    let live = true;
    void createApiClient({ baseUrl: apiBaseUrl })
      .priceComparison(slug)
      .then((r) => {
        if (!r.ok) {
          console.error('price comparison', r.error);
          return;
        }
        const at = comparisonAtShownPrice(r.comparison, shownPrice);
        if (live && isPriceComparisonShown(at)) setData(at);
      });
    return () => {
      live = false;
    };
  }, [apiBaseUrl, slug, shownPrice]);
  // An empty slot, not nothing: client:visible watches it, so the question is asked as the shopper nears it.
  if (!data) return <div className="vd-price-slot" />;
  return (
    <section className="vd-box card" aria-labelledby="vd-market">
      <h2 id="vd-market">Price Comparison</h2>
      <PriceGauge
        fill={data.fill!}
        listingPrice={data.listing_price!}
        min={data.market_range_min!}
        max={data.market_range_max!}
        description={data.description ?? null}
      />
      <details className="vd-market-how">
        <summary>How this is worked out</summary>
        {/* What the range is and what it leaves out, as carsales and Auto Trader state for their price indicators. */}
        <p>{methodText(asOf)}</p>
      </details>
    </section>
  );
}
