/**
 * The vehicles demo stock is drawn from. Figures are plausible, not exact: they only need to make the
 * filters, facets, price sliders and spec tables of the demo sites look like a real dealer's.
 */
export type Shape = 'sedan' | 'hatch' | 'suv' | 'ute' | 'van' | 'coupe' | 'truck' | 'caravan' | 'motorcycle';
export const SHAPES: readonly Shape[] = ['sedan', 'hatch', 'suv', 'ute', 'van', 'coupe', 'truck', 'caravan', 'motorcycle'];

export interface Colour {
  name: string;
  hex: string;
}
export const COLOURS: readonly Colour[] = [
  { name: 'White', hex: '#f2f2f0' },
  { name: 'Silver', hex: '#b9bec4' },
  { name: 'Black', hex: '#22252a' },
  { name: 'Red', hex: '#c4242b' },
  { name: 'Blue', hex: '#2456a8' },
  { name: 'Grey', hex: '#6b7077' },
];
export const ANGLES = ['side', 'front', 'rear'] as const;
export type Angle = (typeof ANGLES)[number];

export type Kind = 'car' | 'motorcycle' | 'truck' | 'caravan';

export interface Model {
  make: string;
  model: string;
  kind: Kind;
  shape: Shape;
  badges: string[];
  series: string;
  body: string;
  simple_body: string;
  fuel: 'Petrol' | 'Diesel' | 'Hybrid' | 'Electric';
  trans: 'Automatic' | 'Manual';
  drive: string;
  seats: number;
  doors: number;
  /** Litres; 0 for electric. */
  engine: number;
  cylinders: number;
  /** New price range in dollars. */
  price: [number, number];
}

const m = (
  make: string,
  model: string,
  shape: Shape,
  body: string,
  simple_body: string,
  fuel: Model['fuel'],
  price: [number, number],
  badges: string[],
  extra: Partial<Model> = {},
): Model => ({
  make,
  model,
  kind: 'car',
  shape,
  body,
  simple_body,
  fuel,
  price,
  badges,
  series: extra.series ?? `${model.slice(0, 2).toUpperCase()}${10 + (model.length % 7)}`,
  trans: 'Automatic',
  drive: shape === 'ute' || shape === 'suv' ? '4x4' : 'Front Wheel Drive',
  seats: shape === 'van' ? 8 : shape === 'coupe' ? 4 : 5,
  doors: shape === 'coupe' ? 2 : shape === 'ute' ? 4 : 5,
  engine: fuel === 'Electric' ? 0 : shape === 'ute' ? 2.8 : 2.0,
  cylinders: fuel === 'Electric' ? 0 : shape === 'ute' ? 4 : 4,
  ...extra,
});

export const CARS: readonly Model[] = [
  m('Toyota', 'Corolla', 'hatch', 'Hatchback', 'Hatch', 'Petrol', [28000, 38000], ['Ascent Sport', 'SX', 'ZR'], { series: 'ZWE211R' }),
  m('Toyota', 'Corolla Cross', 'suv', 'Wagon', 'SUV', 'Hybrid', [34000, 48000], ['GX', 'GXL', 'Atmos'], { series: 'MXGH10R' }),
  m('Toyota', 'Camry', 'sedan', 'Sedan', 'Sedan', 'Hybrid', [37000, 50000], ['Ascent', 'SL', 'SX'], { series: 'AXVH71R', doors: 4 }),
  m('Toyota', 'RAV4', 'suv', 'Wagon', 'SUV', 'Hybrid', [38000, 60000], ['GX', 'GXL', 'Cruiser', 'Edge'], { series: 'AXAH54R' }),
  m('Toyota', 'HiLux', 'ute', 'Double Cab Pick Up', 'Ute', 'Diesel', [40000, 72000], ['Workmate', 'SR', 'SR5', 'Rogue'], { series: 'GUN126R', drive: '4x4' }),
  m('Toyota', 'LandCruiser 300', 'suv', 'Wagon', 'SUV', 'Diesel', [90000, 140000], ['GX', 'GXL', 'VX', 'Sahara'], {
    series: 'FJA300R',
    seats: 7,
    engine: 3.3,
    cylinders: 6,
  }),
  m('Toyota', 'HiAce', 'van', 'Van', 'Van', 'Diesel', [45000, 62000], ['LWB', 'SLWB Commuter'], { series: 'GDH300R', drive: 'Rear Wheel Drive' }),
  m('Toyota', 'GR86', 'coupe', 'Coupe', 'Coupe', 'Petrol', [44000, 52000], ['GT'], { series: 'ZN8', trans: 'Manual', drive: 'Rear Wheel Drive', engine: 2.4 }),
  m('Toyota', 'bZ4X', 'suv', 'Wagon', 'SUV', 'Electric', [66000, 80000], ['FWD', 'AWD'], { series: 'XEAM10R' }),
  m('Mazda', 'CX-5', 'suv', 'Wagon', 'SUV', 'Petrol', [36000, 52000], ['Maxx', 'Maxx Sport', 'Touring', 'Akera'], { series: 'KF' }),
  m('Mazda', '3', 'hatch', 'Hatchback', 'Hatch', 'Petrol', [29000, 42000], ['G20 Pure', 'G25 Evolve', 'G25 Astina'], { series: 'BP' }),
  m('Mazda', 'BT-50', 'ute', 'Dual Cab Utility', 'Ute', 'Diesel', [45000, 66000], ['XT', 'XTR', 'GT'], { series: 'TF' }),
  m('Hyundai', 'i30', 'hatch', 'Hatchback', 'Hatch', 'Petrol', [26000, 40000], ['Active', 'Elite', 'N Line'], { series: 'PD' }),
  m('Hyundai', 'Tucson', 'suv', 'Wagon', 'SUV', 'Hybrid', [36000, 58000], ['Elite', 'Highlander'], { series: 'NX4' }),
  m('Hyundai', 'Ioniq 5', 'suv', 'Wagon', 'SUV', 'Electric', [68000, 80000], ['Dynamiq', 'Epiq'], { series: 'NE' }),
  m('Ford', 'Ranger', 'ute', 'Double Cab Pick Up', 'Ute', 'Diesel', [45000, 80000], ['XL', 'XLT', 'Wildtrak', 'Raptor'], { series: 'PY' }),
  m('Ford', 'Everest', 'suv', 'Wagon', 'SUV', 'Diesel', [55000, 78000], ['Ambiente', 'Trend', 'Platinum'], { series: 'UB', seats: 7 }),
  m('Kia', 'Sportage', 'suv', 'Wagon', 'SUV', 'Petrol', [34000, 52000], ['S', 'SX', 'GT-Line'], { series: 'NQ5' }),
  m('Kia', 'EV6', 'suv', 'Wagon', 'SUV', 'Electric', [72000, 90000], ['Air', 'GT-Line'], { series: 'CV' }),
  m('Mitsubishi', 'Outlander', 'suv', 'Wagon', 'SUV', 'Petrol', [36000, 56000], ['ES', 'LS', 'Exceed'], { series: 'ZM', seats: 7 }),
  m('Mitsubishi', 'Triton', 'ute', 'Double Cab Pick Up', 'Ute', 'Diesel', [36000, 60000], ['GLX', 'GLS'], { series: 'MV' }),
  m('Volkswagen', 'Golf', 'hatch', 'Hatchback', 'Hatch', 'Petrol', [36000, 58000], ['Life', 'R-Line', 'GTI'], { series: 'Mk8' }),
  m('Nissan', 'Navara', 'ute', 'Dual Cab Utility', 'Ute', 'Diesel', [40000, 65000], ['SL', 'ST-X', 'Pro-4X'], { series: 'D23' }),
  m('Subaru', 'Outback', 'suv', 'Wagon', 'SUV', 'Petrol', [43000, 58000], ['AWD', 'Sport', 'Touring'], { series: 'BT', drive: 'All Wheel Drive' }),
  m('Honda', 'Civic', 'sedan', 'Sedan', 'Sedan', 'Petrol', [36000, 55000], ['VTi LX', 'Type R'], { series: 'FL', doors: 4 }),
  m('Tesla', 'Model 3', 'sedan', 'Sedan', 'Sedan', 'Electric', [55000, 80000], ['RWD', 'Long Range', 'Performance'], {
    series: 'Highland',
    doors: 4,
    drive: 'Rear Wheel Drive',
  }),
  m('BMW', 'X3', 'suv', 'Wagon', 'SUV', 'Petrol', [75000, 100000], ['xDrive20i', 'M40i'], { series: 'G01' }),
  m('Isuzu', 'D-MAX', 'ute', 'Crew Cab Utility', 'Ute', 'Diesel', [38000, 70000], ['SX', 'LS-U', 'X-Terrain'], { series: 'RG', engine: 3.0 }),
];

const v = (
  make: string,
  model: string,
  kind: Kind,
  shape: Shape,
  body: string,
  price: [number, number],
  badges: string[],
  extra: Partial<Model> = {},
): Model => ({
  make,
  model,
  kind,
  shape,
  body,
  simple_body: body,
  fuel: kind === 'caravan' ? 'Petrol' : 'Diesel',
  price,
  badges,
  series: extra.series ?? 'MY26',
  trans: kind === 'motorcycle' ? 'Manual' : 'Automatic',
  drive: kind === 'truck' ? '4x2' : '',
  seats: kind === 'motorcycle' ? 2 : kind === 'truck' ? 3 : 4,
  doors: kind === 'motorcycle' ? 0 : kind === 'caravan' ? 1 : 2,
  engine: kind === 'caravan' ? 0 : kind === 'motorcycle' ? 0.9 : 5.2,
  cylinders: kind === 'caravan' ? 0 : 4,
  ...extra,
});

export const CARAVANS: readonly Model[] = [
  v('Jayco', 'Journey', 'caravan', 'caravan', 'Caravan', [65000, 95000], ['Outback 21.66-3', '19.61-4']),
  v('Jayco', 'Swan', 'caravan', 'caravan', 'Camper Trailer', [35000, 45000], ['Outback']),
  v('Jayco', 'Conquest', 'caravan', 'caravan', 'Motorhome', [140000, 180000], ['DX FA25-1'], { fuel: 'Diesel', engine: 2.3, cylinders: 4 }),
  v('Coromal', 'Element', 'caravan', 'caravan', 'Caravan', [55000, 80000], ['E 600', 'E 640']),
  v('Lotus Caravans', 'Trooper', 'caravan', 'caravan', 'Caravan', [110000, 150000], ['Off-Grid 21\'6"']),
  v('New Age', 'Manta Ray', 'caravan', 'caravan', 'Caravan', [75000, 105000], ['MR19ERS', 'MR21E']),
];

export const MOTORCYCLES: readonly Model[] = [
  v('Yamaha', 'MT-07', 'motorcycle', 'motorcycle', 'Naked', [11000, 14000], ['LAMS', 'Standard'], { fuel: 'Petrol', engine: 0.7, cylinders: 2 }),
  v('Honda', 'CRF300L', 'motorcycle', 'motorcycle', 'Trail', [8500, 10500], ['Rally', 'Standard'], { fuel: 'Petrol', engine: 0.3, cylinders: 1 }),
  v('Kawasaki', 'Ninja 650', 'motorcycle', 'motorcycle', 'Sport', [11000, 13500], ['ABS'], { fuel: 'Petrol', engine: 0.65, cylinders: 2 }),
  v('Harley-Davidson', 'Street Bob', 'motorcycle', 'motorcycle', 'Cruiser', [26000, 31000], ['114'], { fuel: 'Petrol', engine: 1.9, cylinders: 2 }),
  v('Zero', 'SR/F', 'motorcycle', 'motorcycle', 'Naked', [30000, 36000], ['Premium'], { fuel: 'Electric', engine: 0, cylinders: 0 }),
];

export const TRUCKS: readonly Model[] = [
  v('Isuzu', 'NPR', 'truck', 'truck', 'Cab Chassis', [75000, 95000], ['45-155', '65-190'], { series: 'N Series' }),
  v('Hino', '300 Series', 'truck', 'truck', 'Cab Chassis', [70000, 98000], ['616 Hybrid', '716'], { series: '300', fuel: 'Hybrid' }),
  v('Fuso', 'Canter', 'truck', 'truck', 'Tipper', [72000, 90000], ['515 Wide', '615'], { series: 'FEB' }),
];

/** Makes with a generated logo (the rest keep logo null, as real make lists do). */
export const LOGO_MAKES = ['Toyota', 'Mazda', 'Hyundai', 'Ford', 'Kia', 'Jayco', 'Yamaha', 'Isuzu'];
