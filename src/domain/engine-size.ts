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
