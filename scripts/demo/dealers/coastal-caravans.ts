import { CARAVANS, MOTORCYCLES, TRUCKS } from '../catalog';
import type { DealerPlan } from '../plan';
import { heroImage } from '../paths';
import { location, planLocation, type LocationInput } from './common';

const SUNSHINE: LocationInput = { id: 201, name: 'Coastal Caravans Sunshine Coast', slug: 'sunshine-coast', street: '8 Enterprise Street', city: 'Kunda Park', state: 'QLD', postcode: '4556', suburb: 'Kunda Park', lat: -26.6705, long: 153.0354, phone: '07 5476 8800', primary: true };
const BALLINA: LocationInput = { id: 202, name: 'Coastal Caravans Ballina', slug: 'ballina', street: '21 Southern Cross Drive', city: 'Ballina', state: 'NSW', postcode: '2478', suburb: 'Ballina', lat: -28.8560, long: 153.5620, phone: '02 6686 7700' };

export const coastalPlan: DealerPlan = {
  slug: 'coastal-caravans', name: 'Coastal Caravans', dealershipId: 5002, provider: 'AusLoans', stockPrefix: 'CC', idBase: 200000, total: 80,
  locations: [planLocation(SUNSHINE), planLocation(BALLINA)],
  // Caravans dominate; the pools repeat them so weighted picks stay simple.
  newModels: [...CARAVANS, ...CARAVANS, ...CARAVANS, ...MOTORCYCLES, ...TRUCKS],
  usedModels: [...CARAVANS, ...CARAVANS, ...CARAVANS, ...MOTORCYCLES, ...TRUCKS],
  mix: { new: 0.5, demo: 0, used: 0.5 },
  subscriptionShare: 0.7,
};

export const coastalConfig = {
  slug: 'coastal-caravans',
  template: 'caravan',
  name: 'Coastal Caravans',
  id: 1002,
  dealership_id: 5002,
  url: 'https://coastal-caravans.example.com',
  logo: '/dealer/logo.svg',
  theme: { primary: '#0f7c80', on_primary: '#ffffff', accent: '#9a7434', background: '#fbf8f2', header_background: '#f3ead9', radius: '14px' },
  locations: [
    location(SUNSHINE, { dealer_license_number: 'MDL 3009911', average_rating: 4.7, review_count: 214 }),
    location(BALLINA, { dealer_license_number: 'MD 071234', average_rating: 4.4, review_count: 88 }),
  ],
  finance: {
    provider: 'AusLoans', provider_label: 'AusLoans',
    amount: { min: 5000, max: 250000, step: 500, default: 60000 }, amount_max_from_price: true, amount_default_from_price: true,
    term: { min: 1, max: 5, step: 0.5, default: 5 },
    interest: { min: 7.5, max: 14.5, step: 0.5, default: 9.95 },
    min_price: 5000, details_collapsed: true,
  },
  search: { cards_per_row: 4, hits_per_page: 24 },
  favourites: { style: 'favourites' },
  pricing: {
    offers_subscription: true,
    no_price_text: 'Call for price',
  },
  vehicle: {
    default_view_mode: 'gallery',
    hide_twitter: true,
    phone_revealed_at_start: true,
  },
  contact: {
    closed_text: 'By appointment only',
  },
  purchase: {
    reserve: false,
    trade_in_path: '/trade-in',
  },
  site: {
    value_propositions: ['Free handover and setup', 'Subscribe from a weekly price', 'Trade-ins welcome'],
  },
  blocks: {
    announcement_bar: { text: 'Now subscribing: take a new caravan on the road from a weekly price', href: '/search/new-used-and-demo-cars/' },
    hero: [
      { image: heroImage(1), title: 'Your next adventure starts here', text: 'New and used caravans on the Sunshine Coast and in Ballina.' },
      { image: heroImage(2), title: 'Subscribe, do not buy', text: 'One weekly price covers rego and insurance.' },
    ],
    payment_cards: false,
  },
  api: { base_url: '' },
};
