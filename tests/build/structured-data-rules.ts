/*
 * Required JSON-LD properties per type, as Google's structured-data documentation states them (paths with dots
 * name nested properties). Rows marked "ours" are types Google gives no rich result for: there the table holds
 * what the site promises to say about every item of that type.
 */
export const REQUIRED_PROPERTIES: Record<string, { required: string[]; forbidden?: string[]; source: string }> = {
  // Merchant listing: name, image, offers with price and priceCurrency; product snippet: name plus one of offers,
  // review or aggregateRating (satisfied by the offer).
  Product: {
    required: ['name', 'image', 'offers.price', 'offers.priceCurrency', 'offers.availability'],
    source: 'https://developers.google.com/search/docs/appearance/structured-data/merchant-listing#structured-data-type-definitions; .../product-snippet',
  },
  // Vehicle listing, for a Car that is also a Product (the listing needs its price).
  Car: {
    required: ['name', 'image', 'brand.name', 'model', 'vehicleIdentificationNumber', 'offers.availability', 'offers.seller.name'],
    source: 'https://developers.google.com/search/docs/appearance/structured-data/vehicle-listing#structured-data-type-definitions',
  },
  Motorcycle: {
    required: ['name', 'url', 'image', 'brand.name', 'model', 'offers.availability', 'offers.seller.name'],
    source: 'ours (no Google rich result)',
  },
  Vehicle: { required: ['name', 'url', 'image', 'brand.name', 'model', 'offers.availability', 'offers.seller.name'], source: 'ours (no Google rich result)' },
  // Local business: name and address required; a business's rating of itself on its own site is a self-serving
  // review, which Google does not show for LocalBusiness or Organization (review-snippet guidelines).
  AutoDealer: {
    required: ['name', 'address.streetAddress', 'address.addressLocality', 'address.addressCountry', 'url'],
    forbidden: ['aggregateRating', 'review'],
    source: 'https://developers.google.com/search/docs/appearance/structured-data/local-business; .../review-snippet#guidelines',
  },
  // Organization has no required properties in Google's docs; url and logo are recommended.
  Organization: { required: ['name', 'url', 'logo'], source: 'https://developers.google.com/search/docs/appearance/structured-data/organization' },
  // Breadcrumb: a list of at least one ListItem with position and name; item (its URL) may be left off the last one.
  BreadcrumbList: {
    required: ['itemListElement', 'itemListElement.position', 'itemListElement.name', 'itemListElement.item'],
    source: 'https://developers.google.com/search/docs/appearance/structured-data/breadcrumb#structured-data-type-definitions',
  },
  // Site names: WebSite with name and url on the home page.
  WebSite: { required: ['name', 'url'], source: 'https://developers.google.com/search/docs/appearance/site-names' },
};

function at(item: unknown, dotted: string): unknown {
  let v: unknown = item;
  for (const key of dotted.split('.')) {
    if (Array.isArray(v)) v = v[0];
    v = v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined;
  }
  return v;
}

const present = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);

/** What one JSON-LD item lacks or wrongly has for each of its types; an unknown type is a problem too. */
export function requiredProblems(item: Record<string, unknown>): string[] {
  const types = [item['@type']].flat().map(String);
  const problems: string[] = [];
  for (const type of types) {
    const row = REQUIRED_PROPERTIES[type];
    if (!row) {
      problems.push(`${type}: a type the required-property table does not know`);
      continue;
    }
    for (const p of row.required) if (!present(at(item, p))) problems.push(`${types.join('+')}: missing ${p} (${row.source})`);
    for (const p of row.forbidden ?? []) if (present(at(item, p))) problems.push(`${types.join('+')}: has ${p}, which it must not (${row.source})`);
  }
  // A Product's offer needs a real price; a vehicle without one must not be typed Product.
  if (types.includes('Product') && !(Number(at(item, 'offers.price')) > 0)) problems.push(`${types.join('+')}: a Product whose offer has no price above 0`);
  return problems;
}
