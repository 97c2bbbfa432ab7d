/*
 * Spec 9, number format: thousands separators, no decimals. One cached formatter: building an Intl formatter
 * per call (what toLocaleString does) dominated build time at thousands of pages.
 */
const WHOLE = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });
const CENTS = new Intl.NumberFormat('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 211445 → '211,445' */
export function formatNumber(n: number): string {
  return WHOLE.format(Math.round(n));
}

/** 12.5 → '12.50' (fuel costs and other amounts in cents). */
export function formatCents(n: number): string {
  return CENTS.format(n);
}

/** 211445 → '211,445 kms' (spec: kilometre input suffix ' kms'). */
export function formatKms(n: number): string {
  return `${formatNumber(n)} kms`;
}
