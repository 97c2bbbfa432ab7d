import { useEffect, useRef, useState } from 'react';
import { SALES_COUNTER_ANIMATION_MS, SALES_COUNTER_REFRESH_MS, salesCounterValue } from '../../domain/sales-counter';
import { formatNumber } from '../../domain/number-format';

/*
 * Sales counter: counts up to its value over 2 s, then re-reads the value every 150 s (one unit per 450 s,
 * Brisbane time, domain rule). `initial` is the build-time value so the number is readable without JavaScript.
 */
export default function SalesCounter({ base, since, initial, label }: { base: number; since: string; initial: number; label: string }) {
  const [shown, setShown] = useState(initial);
  const shownRef = useRef(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const animateTo = (target: number, from: number) => {
      if (timer.current) clearTimeout(timer.current);
      const start = Date.now();
      const step = () => {
        const t = Math.min(1, (Date.now() - start) / SALES_COUNTER_ANIMATION_MS);
        const value = Math.round(from + (target - from) * (1 - (1 - t) ** 3));
        shownRef.current = value;
        setShown(value);
        if (t < 1) timer.current = setTimeout(step, 16);
      };
      step();
    };
    // First paint counts up from zero, as the counter "animates up to its value".
    animateTo(salesCounterValue(new Date(), { base, since }), 0);
    const refresh = setInterval(() => animateTo(salesCounterValue(new Date(), { base, since }), shownRef.current), SALES_COUNTER_REFRESH_MS);
    return () => { clearInterval(refresh); if (timer.current) clearTimeout(timer.current); };
  }, [base, since]);

  return (
    <p className="sales-counter" aria-live="off">
      <strong className="sales-counter-value" data-testid="sales-counter-value">{formatNumber(shown)}</strong>
      <span className="sales-counter-label">{label}</span>
    </p>
  );
}
