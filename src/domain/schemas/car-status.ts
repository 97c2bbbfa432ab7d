import { foundShape, isBlank, readText, type Read } from './feed-values';

/*
 * The status words dealer-management systems send, in one table (docs/feed-format.md, "Status words"). A word
 * is matched in any letter case, with spaces or hyphens for underscores ("For Sale" is for_sale). A word not in
 * the table is kept (lower case) and the site does not show the car (spec: any other status is hidden). It is
 * reported once, by the listing's account (src/domain/feed-account.ts: a line per word naming its cars, a term of
 * the account, the report's not_listed), not also as a value warning here: one cause, one line.
 */

export type StatusWord = 'in_stock' | 'coming_soon' | 'sold';

/** Word → the status it means, and whether it also means reserved. */
export const STATUS_WORDS: Readonly<Record<string, { status: StatusWord; reserved?: true }>> = {
  in_stock: { status: 'in_stock' },
  instock: { status: 'in_stock' },
  stock: { status: 'in_stock' },
  available: { status: 'in_stock' },
  active: { status: 'in_stock' },
  for_sale: { status: 'in_stock' },
  forsale: { status: 'in_stock' },
  current: { status: 'in_stock' },
  live: { status: 'in_stock' },
  listed: { status: 'in_stock' },
  reserved: { status: 'in_stock', reserved: true },
  under_offer: { status: 'in_stock', reserved: true },
  deposit_taken: { status: 'in_stock', reserved: true },
  on_hold: { status: 'in_stock', reserved: true },
  hold: { status: 'in_stock', reserved: true },
  coming_soon: { status: 'coming_soon' },
  comingsoon: { status: 'coming_soon' },
  in_transit: { status: 'coming_soon' },
  on_order: { status: 'coming_soon' },
  incoming: { status: 'coming_soon' },
  arriving: { status: 'coming_soon' },
  sold: { status: 'sold' },
  delivered: { status: 'sold' },
};

/** "For Sale" → "for_sale". */
export const statusKey = (word: string): string =>
  word
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/** The table's entry for a raw status value, or null (blank, not text, or not in the table). */
export function statusEntry(v: unknown): (typeof STATUS_WORDS)[string] | null {
  return typeof v === 'string' && !isBlank(v) ? (STATUS_WORDS[statusKey(v)] ?? null) : null;
}

/** Status: a word of the table read as its status; blank or missing is in_stock; another word is kept (the account reports it). */
export function readStatus(v: unknown): Read<string> {
  if (typeof v !== 'string' && v !== null && v !== undefined)
    return { ok: false, message: `expected a status word (in_stock, coming_soon, sold or one in docs/feed-format.md); found ${foundShape(v)}` };
  const r = readText(v);
  if (!r.ok) return r;
  if (r.value === null) return { ok: true, value: 'in_stock' };
  const key = statusKey(r.value);
  const entry = STATUS_WORDS[key];
  return { ok: true, value: entry ? entry.status : key };
}
