import { useState } from 'react';
import { FUEL_DEFAULTS, fuelCost } from '../../domain/fuel';
import { formatCents, formatKms } from '../../domain/number-format';

type Props = { consumption: number };

const money2 = (n: number) => `$${formatCents(n)}`;
const num = (v: string) => {
  const n = Number.parseFloat(v);
  return Number.isFinite(n) && n >= 0 ? n : 0;
};

/** Fuel cost = distance / 100 x consumption x fuel price (spec 9), recalculated as the shopper types. */
export default function FuelCalculator({ consumption }: Props) {
  const [price, setPrice] = useState(String(FUEL_DEFAULTS.fuelPrice.toFixed(2)));
  const [distance, setDistance] = useState(String(FUEL_DEFAULTS.distanceKm));
  const [use, setUse] = useState(String(consumption));
  const cost = fuelCost({ fuelPrice: num(price), distanceKm: num(distance), consumption: num(use) });
  return (
    <form className="vd-calc" onSubmit={(e) => e.preventDefault()} aria-label="Fuel calculator">
      <label>
        Fuel price ($/L)
        <input type="number" inputMode="decimal" min="0" step="0.01" value={price} onChange={(e) => setPrice(e.target.value)} />
      </label>
      <label>
        Distance (kms)
        <input type="number" inputMode="numeric" min="0" step="10" value={distance} onChange={(e) => setDistance(e.target.value)} />
      </label>
      <label>
        Consumption (L/100km)
        <input type="number" inputMode="decimal" min="0" step="0.1" value={use} onChange={(e) => setUse(e.target.value)} />
      </label>
      <p className="vd-calc__result" aria-live="polite">
        Estimated fuel cost: <strong data-testid="fuel-cost">{money2(cost)}</strong> for {formatKms(num(distance))}
      </p>
    </form>
  );
}
