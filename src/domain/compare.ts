import { weeklyFigureText } from './finance';
import { formatKms } from './number-format';
import { displayPrice, type PriceSettings } from './pricing';
import { conditionLabel } from './vehicle-condition';

/*
 * The compare page (/compare?ids=a,b,c, beyond the spec): up to 4 saved cars side by side, one row per
 * figure, rows that differ marked (and, for figures with a better end, the best car), rows that are the same for
 * every car collapsible. The cars are search index documents, so the URL alone rebuilds the view.
 */
export const COMPARE_MAX = 4;

/** The document fields the comparison reads (src/search/document.ts). */
export type CompareCar = {
  id: string;
  slug: string;
  name: string;
  year: number;
  car_type: string;
  status: string;
  sold: boolean;
  badge: string | null;
  price: number | null;
  offer_price: number | null;
  subscription_price: number | null;
  preorder: boolean;
  km: number | null;
  body: string | null;
  fuel: string | null;
  transmission: string | null;
  drive: string | null;
  seats: number | null;
  colour: string | null;
  image: string | null;
  image_thumb?: string | null;
  image_w?: number | null;
  image_h?: number | null;
  weekly?: number | null;
  weekly_basis?: string | null;
  engine?: string | null;
  fuel_economy?: number | null;
};

export type CompareCell = { text: string | null; best: boolean };
export type CompareRow = { key: string; label: string; cells: CompareCell[]; same: boolean };

/** The ids of `?ids=`: comma-separated, trimmed, each once, at most 4 (the rest are ignored). */
export function compareIds(value: string | null | undefined): string[] {
  const out: string[] = [];
  for (const raw of (value ?? '').split(',')) {
    const id = raw.trim();
    if (id && !out.includes(id)) out.push(id);
    if (out.length === COMPARE_MAX) break;
  }
  return out;
}

/**
 * The cars a Compare link takes: the car on screen first (vehicle page), then the saved ones (watchlist, then
 * favourites), each once, at most 4.
 */
export function compareSelection(current: string | null, ...saved: readonly (readonly string[])[]): string[] {
  return compareIds([current ?? '', ...saved.flat()].join(','));
}

/** The shareable address of a comparison: /compare?ids=a,b (ids encoded, commas kept readable). */
export function compareHref(ids: readonly string[]): string {
  return `/compare?ids=${compareIds(ids.join(',')).map(encodeURIComponent).join(',')}`;
}

type Figure = { text: string | null; value: number | null };
type RowSpec = { key: string; label: string; better?: 'low' | 'high'; figure: (car: CompareCar) => Figure };

const plain = (text: string | null | undefined): Figure => ({ text: text?.trim() || null, value: null });

function rowSpecs(config: PriceSettings): RowSpec[] {
  return [
    {
      key: 'price',
      label: 'Price',
      better: 'low',
      figure: (c) => {
        const p = displayPrice(c, config);
        // A subscription is a weekly amount: not comparable with purchase prices, so never "best".
        return { text: p.suffix ? `${p.text} ${p.suffix}` : p.text, value: p.kind === 'offer' || p.kind === 'price' ? p.amount : null };
      },
    },
    {
      key: 'weekly',
      label: 'Weekly finance',
      better: 'low',
      figure: (c) =>
        c.weekly != null && c.weekly > 0
          ? { text: weeklyFigureText({ amount: c.weekly, basis: c.weekly_basis === 'lender' ? 'lender' : 'estimate' }), value: c.weekly }
          : plain(null),
    },
    { key: 'km', label: 'Kilometres', better: 'low', figure: (c) => (typeof c.km === 'number' ? { text: formatKms(c.km), value: c.km } : plain(null)) },
    { key: 'year', label: 'Year', better: 'high', figure: (c) => ({ text: String(c.year), value: c.year }) },
    { key: 'car_type', label: 'Condition', figure: (c) => plain(conditionLabel(c)) },
    { key: 'body', label: 'Body', figure: (c) => plain(c.body) },
    { key: 'fuel', label: 'Fuel', figure: (c) => plain(c.fuel) },
    { key: 'transmission', label: 'Transmission', figure: (c) => plain(c.transmission) },
    { key: 'drive', label: 'Drive', figure: (c) => plain(c.drive) },
    { key: 'seats', label: 'Seats', figure: (c) => plain(c.seats == null ? null : String(c.seats)) },
    { key: 'engine', label: 'Engine', figure: (c) => plain(c.engine) },
    {
      key: 'fuel_economy',
      label: 'Fuel economy',
      better: 'low',
      figure: (c) => (c.fuel_economy != null ? { text: `${c.fuel_economy} L/100km`, value: c.fuel_economy } : plain(null)),
    },
    { key: 'colour', label: 'Colour', figure: (c) => plain(c.colour) },
    { key: 'badge', label: 'Badge', figure: (c) => plain(c.badge) },
  ];
}

/** Two values are the same when they read the same, ignoring case and spacing ('Automatic' = 'automatic '). */
const norm = (t: string | null) => (t === null ? null : t.replace(/\s+/g, ' ').trim().toLowerCase());

/**
 * The comparison table, in the cars' order. A row no car has a value for is left out. `same` when every car
 * reads the same (one car: always). `best` marks, in a row that differs and has a better end, the car(s) with
 * the lowest price, weekly figure, kilometres or fuel use, or the newest year, when cars have at least two values.
 */
export function compareRows(cars: readonly CompareCar[], config: PriceSettings): CompareRow[] {
  const rows: CompareRow[] = [];
  for (const spec of rowSpecs(config)) {
    const figures = cars.map(spec.figure);
    if (figures.every((f) => f.text === null)) continue;
    const first = norm(figures[0]?.text ?? null);
    const same = figures.every((f) => norm(f.text) === first);
    const values = figures.map((f) => f.value).filter((v): v is number => v !== null);
    const target = !same && spec.better && new Set(values).size >= 2 ? (spec.better === 'low' ? Math.min(...values) : Math.max(...values)) : null;
    rows.push({ key: spec.key, label: spec.label, same, cells: figures.map((f) => ({ text: f.text, best: target !== null && f.value === target })) });
  }
  return rows;
}
