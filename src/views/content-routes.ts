import type { DealerConfig } from '../domain/schemas';

/*
 * The content routes rendered by src/pages/[...page].astro: one entry per path, with the extra block the page
 * carries (finance form and calculator anchors, trade-in form, contact locations...). Routes with their own
 * page file (locations, offers, brands, models, cars/trade-in...) are not listed here.
 */
export type ContentKind = 'plain' | 'finance' | 'trade-in' | 'contact' | 'service' | 'parts' | 'test-drive' | 'stock' | 'about' | 'group' | 'saved';

export interface ContentRoute {
  path: string;
  title: string;
  kind: ContentKind;
  description: string;
}

const base: ContentRoute[] = [
  { path: '/about-us', title: 'About Us', kind: 'about', description: 'About {name}: who we are and where to find us.' },
  { path: '/contact', title: 'Contact Us', kind: 'contact', description: 'Contact {name}: phone numbers, addresses and opening hours.' },
  { path: '/fleet', title: 'Fleet Sales', kind: 'contact', description: 'Fleet and business vehicle sales at {name}.' },
  { path: '/terms-and-conditions', title: 'Terms and Conditions', kind: 'plain', description: 'Terms and conditions of the {name} website.' },
  { path: '/privacy-policy', title: 'Privacy Policy', kind: 'plain', description: 'How {name} handles your personal information.' },
  { path: '/service', title: 'Book a Service', kind: 'service', description: 'Book a service with {name}.' },
  { path: '/vehicle-parts-and-accessories', title: 'Parts and Accessories', kind: 'parts', description: 'Genuine parts and accessories from {name}.' },
  { path: '/parts/search', title: 'Parts Search', kind: 'parts', description: 'Find genuine parts at {name}.' },
  { path: '/watchlist', title: 'My Watchlist', kind: 'saved', description: 'Cars you have saved at {name}.' },
  { path: '/warranty', title: 'Warranty', kind: 'service', description: 'Warranty on vehicles from {name}.' },
  { path: '/roadside-assist', title: 'Roadside Assist', kind: 'service', description: 'Roadside assistance for your vehicle.' },
  { path: '/finance', title: 'Finance', kind: 'finance', description: 'Car finance with {name}.' },
  { path: '/finance-enquiry', title: 'Finance Enquiry', kind: 'finance', description: 'Send a finance enquiry to {name}.' },
  { path: '/apply-for-finance', title: 'Apply for Finance', kind: 'finance', description: 'Apply for car finance with {name}.' },
  { path: '/finance-pre-approval', title: 'Finance Pre-Approval', kind: 'finance', description: 'Get pre-approved for car finance with {name}.' },
  { path: '/trade-in', title: 'Trade-In', kind: 'trade-in', description: 'Value your trade-in with {name}.' },
  { path: '/sell-my-car', title: 'Sell My Car', kind: 'trade-in', description: 'Sell your car to {name}.' },
  { path: '/sell-your-car', title: 'Sell Your Car', kind: 'trade-in', description: 'Sell your car to {name}.' },
  { path: '/book-test-drive', title: 'Book a Test Drive', kind: 'test-drive', description: 'Book a test drive at {name}.' },
  { path: '/spin-to-win', title: 'Spin to Win', kind: 'plain', description: 'Spin to win with {name}.' },
  { path: '/online-payment', title: 'Online Payment', kind: 'plain', description: 'Make a payment to {name}.' },
  { path: '/checkout-journey', title: 'Buy Online', kind: 'stock', description: 'Buy your next vehicle online from {name}.' },
  { path: '/personalised/finance', title: 'Your Finance Quote', kind: 'finance', description: 'Your personalised finance quote.' },
];

/** Group division routes (spec: group site), generated when blocks.group_pages is on (the group template's default). */
const groupOnly: ContentRoute[] = [
  { path: '/twg-cars', title: 'Cars', kind: 'group', description: 'Car dealerships of {name}.' },
  { path: '/twg-rental', title: 'Rental', kind: 'group', description: 'Vehicle rental from {name}.' },
  { path: '/twg-tyres', title: 'Tyres', kind: 'group', description: 'Tyres from {name}.' },
  { path: '/finance-and-insurance', title: 'Finance and Insurance', kind: 'finance', description: 'Finance and insurance from {name}.' },
  { path: '/neotek', title: 'Neotek', kind: 'group', description: 'Neotek protection products.' },
  { path: '/4x4-outdoor', title: '4x4 and Outdoor', kind: 'group', description: '4x4 and outdoor accessories.' },
];

const norm = (p: string) => '/' + (p.split(/[?#]/)[0] ?? '').replace(/^\/+|\/+$/g, '');
const isInternal = (p: string) => p.startsWith('/') && !p.startsWith('//');
/** The standard route's page at the dealer's own path (its finance, service or trade-in page elsewhere). */
const at = (path: string, standard: string): ContentRoute => ({ ...base.find((r) => r.path === standard)!, path });

/** Every content route of this dealer, with the per-dealer paths (eofy, finance, trade-in, service) added. */
export function contentRoutes(config: DealerConfig): ContentRoute[] {
  const routes = [...base, ...(config.blocks.group_pages ? groupOnly : [])];
  const extra: ContentRoute[] = [];
  const eofy = norm(config.site.eofy_path);
  extra.push({ path: eofy, title: 'End of Financial Year Sale', kind: 'stock', description: 'End of financial year offers at {name}.' });
  for (const p of [config.finance.path, config.finance.pre_approval_path]) if (isInternal(p)) extra.push(at(norm(p), '/finance'));
  if (isInternal(config.contact.service_link)) extra.push(at(norm(config.contact.service_link), '/service'));
  const tradeIn = norm(config.purchase.trade_in_path);
  // /cars/trade-in has its own page file (it reads ?car_id).
  if (tradeIn !== '/cars/trade-in') extra.push(at(tradeIn, '/trade-in'));
  const seen = new Set(routes.map((r) => r.path));
  for (const r of extra)
    if (!seen.has(r.path)) {
      seen.add(r.path);
      routes.push(r);
    }
  return routes;
}
