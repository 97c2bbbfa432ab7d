import { SALES_COUNTER_ANIMATION_MS, SALES_COUNTER_REFRESH_MS, salesCounterValue } from '../../domain/sales-counter';
import { formatNumber } from '../../domain/number-format';

/*
 * Sales counter: counts up to its value over 2 s, then re-reads the value every 150 s (one unit per 450 s,
 * Brisbane time, domain rule). The page is built with the build-time value so the number is readable without
 * JavaScript; the count-up starts from that number, never from zero: the shopper has seen it, and a drop to a
 * small number before climbing back reads as a glitch. It never counts down.
 * Plain DOM, no React: a number that counts is not worth the home page loading a UI library
 * (see docs/decisions.md, JavaScript before the first interaction).
 * The count steps with the display's frames and writes the number only when it changes (each write is a layout and
 * a paint); a shopper who asks for reduced motion gets the new number at once.
 */
export function startSalesCounter(
  valueEl: HTMLElement,
  counter: { base: number; since: string; initial: number },
  clock: () => Date = () => new Date(),
): () => void {
  let shown = counter.initial;
  let frame: number | null = null;
  const show = (value: number) => {
    if (value === shown) return;
    shown = value;
    valueEl.textContent = formatNumber(value);
  };
  const animateTo = (target: number) => {
    if (frame !== null) cancelAnimationFrame(frame);
    frame = null;
    const from = shown;
    // A live value below the one shown (a browser clock behind the build's) is shown as is, not animated down.
    if (target <= from || reducedMotion()) {
      show(target);
      return;
    }
    const start = performance.now();
    const step = (now: number) => {
      const t = Math.min(1, Math.max(0, now - start) / SALES_COUNTER_ANIMATION_MS);
      show(Math.round(from + (target - from) * (1 - (1 - t) ** 3)));
      frame = t < 1 ? requestAnimationFrame(step) : null;
    };
    frame = requestAnimationFrame(step);
  };
  const live = () => salesCounterValue(clock(), counter);
  animateTo(live());
  const refresh = setInterval(() => animateTo(live()), SALES_COUNTER_REFRESH_MS);
  return () => {
    clearInterval(refresh);
    if (frame !== null) cancelAnimationFrame(frame);
  };
}

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
