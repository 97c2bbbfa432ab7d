import { defaultFooterColumns } from '../../../src/domain/templates';
import { CARS } from '../catalog';
import type { DealerPlan } from '../plan';
import { heroImage } from '../paths';
import { location, planLocation, type LocationInput } from './common';

const BRISBANE: LocationInput = { id: 101, name: 'Demo Motors Brisbane', slug: 'brisbane', street: '120 Kingsford Smith Drive', city: 'Brisbane', state: 'QLD', postcode: '4006', suburb: 'Hamilton', lat: -27.4405, long: 153.0633, phone: '07 3123 4567', primary: true };
const GOLD_COAST: LocationInput = { id: 102, name: 'Demo Motors Gold Coast', slug: 'gold-coast', street: '55 Nerang Street', city: 'Gold Coast', state: 'QLD', postcode: '4215', suburb: 'Southport', lat: -27.9686, long: 153.4005, phone: '07 5532 1000' };
const PARTS: LocationInput = { id: 103, name: 'Demo Motors Parts Centre', slug: 'parts-centre', street: '14 Links Avenue', city: 'Brisbane', state: 'QLD', postcode: '4009', suburb: 'Eagle Farm', lat: -27.4301, long: 153.0868, phone: null, type: 'parts' };

export const demoMotorsPlan: DealerPlan = {
  slug: 'demo-motors', name: 'Demo Motors', dealershipId: 5001, provider: 'Taurus', stockPrefix: 'DM', idBase: 100000, total: 300,
  locations: [planLocation(BRISBANE), planLocation(GOLD_COAST)],
  newModels: CARS.filter((m) => m.make === 'Toyota'),
  usedModels: CARS,
  mix: { new: 0.35, demo: 0.1, used: 0.55 },
  subscriptionShare: 0,
};

const modelLinks = ['Corolla', 'RAV4', 'HiLux', 'LandCruiser 300', 'Camry', 'bZ4X'].map((m) => ({ label: m, href: `/search/toyota/${m.toLowerCase().replace(/\s+/g, '-')}/` }));

export const demoMotorsConfig = {
  slug: 'demo-motors',
  template: 'franchise',
  name: 'Demo Motors',
  id: 1001,
  dealership_id: 5001,
  url: 'https://demo-motors.example.com',
  logo: '/dealer/logo.svg',
  manufacturer: { name: 'Toyota', slug: 'toyota' },
  state: 'qld',
  theme: { primary: '#c8102e', on_primary: '#ffffff', accent: '#1b1f24', header_background: '#ffffff' },
  locations: [
    location(BRISBANE, {
      dealer_license_number: 'MDL 3001234',
      motor_vehicle_repairer: 'MVR 45678',
      contact_detail: {
        phone: BRISBANE.phone, landline_phone: '07 3123 4500',
        opening_hours: location(BRISBANE).contact_detail.opening_hours,
      },
      special_hours: [
        { date: '2026-12-25', status: 'Closed', start_hour: null, end_hour: null, department: 'Sales', location_name: BRISBANE.name },
        { date: '2026-12-26', status: 'Open', start_hour: '9:00am', end_hour: '1:00pm', department: 'Sales', location_name: BRISBANE.name },
      ],
      average_rating: 4.1,
      review_count: 1070,
      reviews: [
        { id: 'r1', customer_name: 'Sarah K.', text: 'Smooth purchase from start to finish, the team kept me updated the whole way.', rating: 5, review_date: '2026-11-02', created_at_time_ago_in_words: '19 days ago' },
        { id: 'r2', customer_name: 'Tom W.', text: 'Good price on my trade-in and a quick finance approval.', rating: 4, review_date: '2026-10-20', created_at_time_ago_in_words: 'about 1 month ago' },
        { id: 'r3', customer_name: 'Priya N.', text: 'Service booking was easy and the car was ready on time.', rating: 5, review_date: '2026-09-14', created_at_time_ago_in_words: '2 months ago' },
      ],
      distribution_locations: [{ id: 102, name: GOLD_COAST.name }],
    }),
    location(GOLD_COAST, {
      contact_detail: {
        phone: GOLD_COAST.phone, phone_new: '07 5532 1001', phone_used: '07 5532 1002', phone_demo: '07 5532 1003',
        opening_hours: location(GOLD_COAST).contact_detail.opening_hours,
      },
      dealer_license_number: 'MDL 3005678',
      average_rating: 4.6,
      review_count: 312,
    }),
    // Parts-only: deliberately no phone anywhere (spec: call button hidden with a console warning).
    location(PARTS, { contact_detail: { phone: null, opening_hours: location(PARTS).contact_detail.opening_hours } }),
  ],
  finance: { provider: 'Taurus', provider_label: 'Taurus Finance', path: '/finance', interest: { min: 0.5, max: 15, step: 0.5, default: 12.94 }, offer_valid_months: 1 },
  search: {
    promo_cards: [
      { title: 'We Want Your Car!', text: 'We buy all types of cars. Our high turnover means we can pay more', link: '/sell-my-car', position: 5, display: ['used'] },
      { title: 'Finance in an hour', text: 'Get pre-approved before you visit.', link: '/finance-pre-approval', position: 12, display: [], expiry: '2025-06-15' },
      // Starts in the future: the browser's clock, not the build's, decides when it shows.
      { title: 'Summer sale', text: "Our summer sale starts on New Year's Day.", link: '/special-offers', position: 3, display: ['used'], start: '2030-01-01' },
    ],
  },
  badges: {
    certified_make: 'Toyota',
    certified_enabled: true,
    fuel_tags: true,
  },
  contact: {
    phone_by_car_type: true,
    // Location cards show a static map image from this image service (keyless OpenStreetMap renderer).
    map_image_url: 'https://staticmap.openstreetmap.de/staticmap.php?center={lat},{lng}&zoom=15&size={width}x{height}&markers={lat},{lng},red-pushpin',
  },
  site: {
    // The watchlist (sign-in by phone, save/remove with toasts) is demonstrated on this dealer.
    garage_enabled: true,
    value_propositions: ['3-year mechanical warranty on used cars', '7-year unlimited km warranty on new Toyotas', 'Finance approved in hours'],
  },
  vehicle: {
    delivery_regions: [
      { name: 'Brisbane Metro', from: 4000, to: 4199, price: 0 },
      { name: 'Gold Coast', from: 4200, to: 4299, price: 149 },
      { name: 'Regional Queensland', from: 4300, to: 4999, price: 590 },
      { name: 'Sydney Metro', from: 2000, to: 2249, price: 1290 },
      { name: 'Regional New South Wales', from: 2250, to: 2999, price: 1490 },
      { name: 'Melbourne Metro', from: 3000, to: 3207, price: 1690 },
    ],
  },
  blocks: {
    announcement_bar: { text: 'Toyota Runout Sale: drive away deals on selected 2026 models', href: '/special-offers' },
    popup: { src: '/dealer/img/banners/popup.svg', expiry_date: '2027-06-30', link_to: '/special-offers', title: 'Summer Runout Sale', description: 'Save on selected new and demo Toyotas this month.', button_text: 'See the offers' },
    sales_counter: { enabled: true, base: 18250, since: '2026-01-01' },
    hero: [
      { image: heroImage(1), title: 'New Toyotas in stock now', text: 'Drive away today from our Brisbane and Gold Coast showrooms.', href: '/search/new-cars/' },
      { image: heroImage(2), title: 'Quality used cars', text: 'Every used car with a 3-year mechanical warranty.', href: '/search/used-cars/' },
      { image: heroImage(3), title: 'Finance made simple', text: 'Pre-approval in under an hour.', href: '/finance-pre-approval' },
    ],
  },
  // The header menu is the franchise template's; only the footer differs (fixed model list, company column title).
  known_models: ['Yaris Cross'],
  menus: {
    footer: [
      // Yaris Cross has no stock tonight: a configured link to an empty search path still gets its page; known_models
      // lists it as a model the dealer sells, so the build notes it rather than warning of a broken menu.
      { title: 'Models', links: [...modelLinks, { label: 'Yaris Cross', href: '/search/toyota/yaris-cross/' }] },
      defaultFooterColumns.buyerTools,
      defaultFooterColumns.servicing,
      { ...defaultFooterColumns.company, title: 'Demo Motors' },
    ],
  },
  api: { base_url: '' },
};
