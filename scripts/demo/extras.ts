import { LOGO_MAKES } from './catalog';
import type { DemoCar } from './car-factory';
import { bannerImage, brandLogo, makeLogo, slugify } from './paths';

/** Makes found in the stock, with a logo for the handful that have one (the rest stay null, as real lists do). */
export function makesFor(cars: DemoCar[]) {
  const names = [...new Set(cars.map((c) => c.make))].sort();
  return names.map((name, i) => ({ id: i + 1, name, slug: slugify(name), logo: LOGO_MAKES.includes(name) ? makeLogo(slugify(name)) : null }));
}

const DISCLAIMER =
  'Offer available on new vehicles purchased between 1 November 2026 and 31 December 2026 or while stocks last. Drive-away price includes 12 months registration, CTP insurance, stamp duty and dealer delivery. ' +
  'Metallic paint is an extra cost option. Not available with any other offer or to fleet, government or rental buyers.';

/** Offers with descriptions under 160, between 160 and 200 and over 200 characters (card truncation rules). */
export function offersFor(siteId: number, make: { name: string; slug: string }, models: string[]) {
  const short = 'Drive away today with a special price on selected models.';
  const mid =
    'Drive away today with a special price on selected models, including premium paint, floor mats and a first service on us. Ask about finance rates from 6.99% p.a. too.';
  const long =
    '<p>Our biggest sale of the year is on now. Choose from our full range of in-stock vehicles with free on-road costs, a five-year capped price service plan and a complimentary accessories pack valued at $1,500.</p><p>Finance from 5.99% p.a. comparison rate for approved buyers.</p>';
  const [first] = models;
  if (first === undefined) throw new Error(`No model to make offers for on site ${siteId}`);
  const [, second = first, third = first] = models;
  const list = [
    { name: `${first} Drive Away Deal`, description: short, model: first },
    { name: `${second} Runout Offer`, description: mid, model: second },
    { name: 'End of Year Sale', description: long, model: third },
    { name: 'Hidden on this site', description: short, model: first, excluded: true },
  ];
  return list.map((o, i) => ({
    id: siteId * 10 + i + 1,
    name: o.name,
    description: o.description,
    sanitized_description: o.description.replace(/<[^>]+>/g, ''),
    disclaimer: DISCLAIMER,
    image_url: bannerImage(`offer-${i + 1}`),
    image_or_model_image: bannerImage(`offer-${i + 1}`),
    manufacturer: make,
    model: { name: o.model, slug: slugify(o.model), override_url: null },
    excluded_website_ids: o.excluded ? [siteId, 9999] : [9999],
    button_text: i === 1 ? null : 'Enquire Now',
    start: '2026-11-01',
    expiry: '2026-12-31',
  }));
}

const REVIEW_TEXTS: [string, string, number][] = [
  ['Sarah K.', 'Smooth purchase from start to finish, the team kept me updated the whole way.', 5],
  ['Tom W.', 'Good price on my trade-in and a quick finance approval.', 4],
  ['Priya N.', 'Service booking was easy and the car was ready on time.', 5],
  ['Daniel R.', 'Friendly staff, no pressure, and they found exactly what I was after.', 5],
  ['Mei L.', 'Delivery took a little longer than promised but they kept me informed.', 4],
  ['George P.', 'Paperwork was a bit slow on the day.', 3],
  ['Aisha B.', 'Fantastic experience, would buy from them again.', 5],
  ['Liam O.', 'Great range of stock and honest advice.', 4],
  ['Chloe T.', 'Very helpful with my finance application.', 5],
  ['Jack M.', 'Not happy with the wait for the service department.', 2],
  ['Olivia S.', 'Handover was thorough and they explained every feature.', 5],
  ['Noah H.', 'Fair trade-in price and a clean car.', 4],
  ['Emma D.', 'Best dealership experience I have had.', 5],
  ['Lucas F.', 'Quick test drive booking and a follow-up call the next day.', 4],
];

/** Site reviews, including some under the minimum rating 4 the site filters out. */
export function reviewsFor(slug: string) {
  return REVIEW_TEXTS.map(([customer_name, text, rating], i) => ({
    id: `${slug}-review-${i + 1}`,
    customer_name,
    text,
    rating,
    review_date: `2026-${String(11 - Math.floor(i / 3)).padStart(2, '0')}-${String(1 + ((i * 7) % 27)).padStart(2, '0')}`,
    created_at_time_ago_in_words: i < 3 ? `${3 + i * 5} days ago` : `${Math.ceil(i / 3)} months ago`,
  }));
}

/** The group's brand directory: car, motorcycle, truck and its own brands. */
export const GROUP_BRANDS: { title: string; kind: 'car' | 'motorcycle' | 'truck' | 'our'; colour: string }[] = [
  { title: 'Toyota', kind: 'car', colour: '#c8102e' },
  { title: 'Mazda', kind: 'car', colour: '#101010' },
  { title: 'Hyundai', kind: 'car', colour: '#002c5f' },
  { title: 'Ford', kind: 'car', colour: '#003478' },
  { title: 'Kia', kind: 'car', colour: '#05141f' },
  { title: 'Mitsubishi', kind: 'car', colour: '#e60012' },
  { title: 'Yamaha', kind: 'motorcycle', colour: '#1b3b8a' },
  { title: 'Kawasaki', kind: 'motorcycle', colour: '#3b8f1f' },
  { title: 'Isuzu', kind: 'truck', colour: '#b5121b' },
  { title: 'Hino', kind: 'truck', colour: '#d0021b' },
  { title: 'TWG Cars', kind: 'our', colour: '#12264a' },
  { title: 'TWG Rental', kind: 'our', colour: '#12264a' },
  { title: 'TWG Tyres', kind: 'our', colour: '#12264a' },
];

export function brandsFor() {
  return GROUP_BRANDS.map((b) => {
    const slug = slugify(b.title);
    const our = b.kind === 'our';
    return {
      title: b.title,
      slug,
      kind: b.kind,
      logo: brandLogo(slug),
      banner: bannerImage(`brand-${slug}`),
      description: our
        ? `${b.title} is part of the Demo Group family of businesses.`
        : `Demo Group represents ${b.title} at dealerships from Cairns to Hobart.`,
      url: our ? `/${slug}` : null,
    };
  });
}
