import { CARS } from '../catalog';
import type { DealerPlan } from '../plan';
import { heroImage } from '../paths';
import { location, planLocation, type LocationInput } from './common';

const SITES: LocationInput[] = [
  { id: 301, name: 'Demo Group Brisbane', slug: 'brisbane', street: '400 Ipswich Road', city: 'Brisbane', state: 'QLD', postcode: '4103', suburb: 'Annerley', lat: -27.5123, long: 153.0321, phone: '07 3900 1000', primary: true },
  { id: 302, name: 'Demo Group Cairns', slug: 'cairns', street: '150 Mulgrave Road', city: 'Cairns', state: 'QLD', postcode: '4870', suburb: 'Cairns City', lat: -16.9251, long: 145.7631, phone: '07 4031 2000' },
  { id: 303, name: 'Demo Group Parramatta', slug: 'parramatta', street: '88 Church Street', city: 'Parramatta', state: 'NSW', postcode: '2150', suburb: 'Parramatta', lat: -33.8150, long: 151.0011, phone: '02 9630 3000' },
  { id: 304, name: 'Demo Group Newcastle', slug: 'newcastle', street: '2 Hunter Street', city: 'Newcastle', state: 'NSW', postcode: '2300', suburb: 'Newcastle West', lat: -32.9267, long: 151.7647, phone: '02 4926 4000' },
  { id: 305, name: 'Demo Group Melbourne', slug: 'melbourne', street: '600 Victoria Street', city: 'Melbourne', state: 'VIC', postcode: '3051', suburb: 'North Melbourne', lat: -37.8049, long: 144.9490, phone: '03 9328 5000' },
  { id: 306, name: 'Demo Group Hobart', slug: 'hobart', street: '45 Argyle Street', city: 'Hobart', state: 'TAS', postcode: '7000', suburb: 'Hobart', lat: -42.8794, long: 147.3294, phone: null },
];

export const groupPlan: DealerPlan = {
  slug: 'demo-group', name: 'Demo Group', dealershipId: 5003, provider: 'Angle', stockPrefix: 'DG', idBase: 300000, total: 120,
  locations: SITES.map(planLocation),
  newModels: CARS,
  usedModels: CARS,
  mix: { new: 0.35, demo: 0.1, used: 0.55 },
  subscriptionShare: 0,
};

export const groupConfig = {
  slug: 'demo-group',
  template: 'group',
  name: 'Demo Group',
  id: 1003,
  dealership_id: 5003,
  url: 'https://demo-group.example.com',
  logo: '/dealer/logo.svg',
  dealer_group: 'demo-group',
  theme: { primary: '#12264a', on_primary: '#ffffff', accent: '#9a6c00', header_background: '#12264a' },
  locations: SITES.map((s, i) => location(s, { average_rating: [4.3, 4.5, 4.2, 4.6, 4.4, 4.8][i], review_count: [820, 240, 510, 190, 660, 130][i], dealer_license_number: `LIC ${40000 + s.id}` })),
  finance: { provider: 'Angle', provider_label: 'Angle Finance', path: '/finance-and-insurance', interest: { min: 4, max: 20, step: 0.5, default: 9.95 } },
  favourites: { style: 'compare' },
  site: { menu_hover: true }, badges: { fuel_tags: true },
  blocks: {
    stats: [{ value: '50+', label: 'Locations' }, { value: '40+', label: 'Brands' }, { value: '30+', label: 'Years Est.' }],
    profile: 'Demo Group is one of Australia\'s largest automotive retailers, representing 50+ brands and 59 franchises from Cairns to Hobart. '
      + 'Family owned for more than 30 years, we sell and service new and used cars, motorcycles and trucks across Queensland, New South Wales, Victoria and Tasmania.',
    hero: [
      { image: heroImage(1), title: '59 franchises from Cairns to Hobart', text: 'Find your nearest Demo Group dealership.', href: '/dealer-locator' },
      { image: heroImage(2), title: 'Over 40 brands under one roof', text: 'Browse cars, motorcycles and trucks.', href: '/brands' },
    ],
  },
  api: { base_url: '' },
  // Fake ids: the E2E suite checks consent and tag loading against this site with every tag host intercepted.
  analytics: { gtm_id: 'GTM-DEMO123', ga4_id: 'G-DEMO12345', meta_pixel_id: '100000000000001' },
  // A fake chat provider (docs/analytics.md, "Chat"): tests/e2e/chat.spec.ts answers this URL with its own script.
  chat: { script_url: 'https://chat.demo-group.example/widget.js', widget_id: 'demo-group-sales' },
};
