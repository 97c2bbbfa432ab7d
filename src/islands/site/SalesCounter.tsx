import { useEffect, useRef, useState } from 'react';
import { SALES_COUNTER_ANIMATION_MS, SALES_COUNTER_REFRESH_MS, salesCounterValue } from '../../domain/sales-counter';
import { formatNumber } from '../../domain/number-format';

/*
 * Sales counter: counts up to its value over 2 s, then re-reads the value every 150 s (one unit per 450 s,
 * Brisbane time, domain rule). `initial` is the build-time value so the number is readable without JavaScript.
 * The count-up starts from the number already on screen, never from zero: the shopper has seen `initial`, and a
 * drop to a small number before climbing back reads as a glitch (issue 16 item 13). It never counts down.
 */
export default function SalesCounter({ base, since, initial, label }: { base: number; since: string; initial: number; label: string }) {
  const [shown, setShown] = useState(initial);
  const shownRef = useRef(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const animateTo = (target: number, from: number) => {
      if (timer.current) clearTimeout(timer.current);
      // A live value below the one shown (a browser clock behind the build's) is shown as is, not animated down.
      if (target <= from) { shownRef.current = target; setShown(target); return; }
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
    // Counts up from the build-time number the page already shows to the live value ("animates up to its value").
    animateTo(salesCounterValue(new Date(), { base, since }), shownRef.current);
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
