/*
 * What a mapping yields, before anything is built: the first cars as the site will show them (through the same
 * reader and the same price and location rules the pages use), the coverage of each key field, the records the
 * build would refuse and the keys no field reads.
 */
import { parseCar, type Car, type DealerConfig } from '../../../../src/domain/schemas';
import type { FeedFields } from '../../../../src/domain/schemas/settings/field-mapping';
import { displayPrice, type PriceSettings } from '../../../../src/domain/pricing';
import { locationOfCar } from '../../../../src/domain/locations';
import { KEY_FIELDS, keyFieldCoverage, missingKeyFields, coverageText, type FieldCoverage } from '../../../../src/domain/feed-coverage';

export interface PreviewCar {
  id: string;
  title: string;
  price: string;
  price_type: string | null;
  km: number | null;
  fuel: string | null;
  transmission: string | null;
  body: string | null;
  location: string | null;
  status: string;
  photos: number;
  first_photo: string | null;
}

export interface MappingPreview {
  cars: Car[];
  shown: PreviewCar[];
  coverage: FieldCoverage[];
  refused: { index: number; reasons: string[] }[];
  /** Ids given by more than one record: the build keeps the first and leaves out the others. */
  duplicates: string[];
  /** Keys of the export no field reads (after the mapping and the built-in names), with how many records have them. */
  unread: { key: string; records: number; reason: string }[];
}

const DEFAULT_PRICING: PriceSettings = { pricing: { offers_subscription: false, no_price_text: 'Enquire for price' } };

/** Reads `records` with the feed settings and mapping, as the nightly build will. */
export function previewMapping(
  records: readonly unknown[],
  fields: FeedFields | null,
  config: (Pick<DealerConfig, 'feed' | 'locations'> & Partial<PriceSettings>) | null,
  shownCount = 10,
): MappingPreview {
  const cars: Car[] = [];
  const refused: MappingPreview['refused'] = [];
  const unread = new Map<string, { records: number; reason: string }>();
  const seen = new Set<string>();
  const duplicates: string[] = [];
  records.forEach((raw, index) => {
    const r = parseCar(raw, { ...(config?.feed ?? {}), fields });
    for (const k of r.unknownKeys) {
      const seen = unread.get(k.key);
      if (seen) seen.records += 1;
      else
        unread.set(k.key, {
          records: 1,
          reason: k.message ?? (k.duplicateOf ? `another name for \`${k.duplicateOf}\`, which the record also has` : 'not a Car field'),
        });
    }
    if (r.data && seen.has(r.data.id)) duplicates.push(r.data.id);
    else if (r.data) {
      seen.add(r.data.id);
      cars.push(r.data);
    } else refused.push({ index, reasons: r.errors.map((e) => `${e.path.join('.')}: ${e.message}`) });
  });
  const locations = config?.locations ?? [];
  const single = locations.length <= 1;
  const coverage = keyFieldCoverage(cars.map((c) => missingKeyFields(c, single)));
  const pricing = config?.pricing ? { pricing: config.pricing } : DEFAULT_PRICING;
  const shown = cars.slice(0, shownCount).map((car): PreviewCar => {
    const price = displayPrice(car, pricing);
    return {
      id: car.id,
      title: car.name,
      price: price.suffix ? `${price.text} ${price.suffix}` : price.text,
      price_type: car.price_type,
      km: car.km,
      fuel: car.fuel,
      transmission: car.trans,
      body: car.body,
      location: locations.length ? (locationOfCar(car, locations)?.name ?? null) : (car.location_name ?? car.location ?? null),
      status: car.sold ? 'sold' : car.reserved ? `${car.status} (on hold)` : car.status,
      photos: car.images.length,
      first_photo: car.images[0]?.url ?? null,
    };
  });
  return { cars, shown, coverage, refused, duplicates, unread: [...unread].map(([key, v]) => ({ key, ...v })) };
}

/** The coverage lines: `price: 38 of 40 (95 %)`. */
export function coverageLines(coverage: readonly FieldCoverage[]): string[] {
  return KEY_FIELDS.map((f) => coverage.find((c) => c.field === f))
    .filter((c): c is FieldCoverage => !!c)
    .map((c) => `${c.field}: ${coverageText(c)}`);
}
