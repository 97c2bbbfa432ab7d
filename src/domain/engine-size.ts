/**
 * An engine size in litres as pages show it: "2.0" → "2.0L", and a value that already carries its unit keeps one
 * ("2.0L", "2.0 L", "2.0 litres" → "2.0L"; never "2.0LL"). Text that is not a number of litres is shown as given.
 */
export function engineLitres(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (!text) return null;
  const bare = text.replace(/\s*(?:l|lt|ltr|litres?|liters?)\.?$/i, '');
  return /^\d+(?:\.\d+)?$/.test(bare) ? `${bare}L` : text;
}

/**
 * From this size up a bare number is cubic centimetres (a 49cc moped, a 649cc motorcycle, a 1998cc car), below it
 * litres (a 2.0 or a 16.1 litre truck engine): no engine is both.
 */
export const CC_FROM = 20;

/**
 * The engine size a page shows, always with its unit: the litres field when the feed has one ("2.0L"), else the
 * size field, which feeds fill with cubic centimetres (engine_cc): "649" → "649cc", "649 cc" → "649cc"; a small
 * bare number there is litres ("2.0" → "2.0L"). Text that is not a number ("V6 turbo") is shown as given.
 */
export function engineSize(litres: string | number | null | undefined, size: string | number | null | undefined): string | null {
  const inLitres = engineLitres(litres);
  if (inLitres !== null) return inLitres;
  if (size === null || size === undefined) return null;
  const text = String(size).trim();
  if (!text) return null;
  const cc = /^(\d[\d,]*)\s*(?:cc|cm3|cm³)$/i.exec(text);
  if (cc) return `${cc[1]}cc`;
  if (!/^\d[\d,]*(?:\.\d+)?$/.test(text)) return engineLitres(text);
  return Number(text.replace(/,/g, '')) >= CC_FROM ? `${text}cc` : engineLitres(text);
}
