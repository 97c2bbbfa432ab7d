/*
 * Spec 9, number format: thousands separators, no decimals. One cached formatter: building an Intl formatter
 * per call (what toLocaleString does) dominated build time at thousands of pages.
 */
const WHOLE = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });
const CENTS = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * 211445 → '211,445'. Safe integers (all prices and kilometres) are grouped here, the same text as the formatter's: a vehicle
 * page formats about a hundred numbers, and the formatter's call was about 1% of its render
 * (see docs/decisions.md, Build time and memory).
 */
export function formatNumber(n: number): string {
  const whole = Math.round(n);
  if (!Number.isSafeInteger(whole) || Object.is(whole, -0)) return WHOLE.format(whole);
  const digits = String(whole < 0 ? -whole : whole);
  let text = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let i = text.length; i < digits.length; i += 3) text += `,${digits.slice(i, i + 3)}`;
  return whole < 0 ? `-${text}` : text;
}

/** 12.5 → '12.50' (fuel costs and other amounts in cents). */
export function formatCents(n: number): string {
  return CENTS.format(n);
}

/** 211445 → '211,445 kms' (spec: kilometre input suffix ' kms'). */
export function formatKms(n: number): string {
  return `${formatNumber(n)} kms`;
}
