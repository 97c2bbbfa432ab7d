import type { DealerConfigInput } from './schemas/dealer-config';
import { ALL_STOCK_PATH } from './site-paths';
import { carTypeSearchPath } from './search-page-paths';

type DeepPartial<T> = { [K in keyof T]?: T[K] extends (infer U)[] ? U[] : T[K] extends object | undefined ? DeepPartial<T[K]> : T[K] };
export type TemplateDefaults = DeepPartial<Omit<DealerConfigInput, 'slug' | 'name' | 'id' | 'dealership_id' | 'url' | 'locations'>>;

/** The stock templates' footer columns; a dealer's own footer (see the demo generators) reuses them. */
export const defaultFooterColumns = {
  buyerTools: {
    title: 'Buyer Tools',
    links: [
      { label: 'Used Cars', href: carTypeSearchPath('used') },
      { label: 'Demo Cars', href: carTypeSearchPath('demo') },
      { label: 'New Cars', href: carTypeSearchPath('new') },
      { label: 'Trade-In', href: '/trade-in' },
      { label: 'Finance Pre-Approval', href: '/finance-pre-approval' },
    ],
  },
  servicing: {
    title: 'Servicing and Parts',
    links: [
      { label: 'Book a Service', href: '/service' },
      { label: 'Parts', href: '/vehicle-parts-and-accessories' },
      { label: 'Warranty', href: '/warranty' },
    ],
  },
  company: {
    title: 'Company',
    links: [
      { label: 'About Us', href: '/about-us' },
      { label: 'Fleet', href: '/fleet' },
      { label: 'Contact', href: '/contact' },
      { label: 'Terms and Conditions', href: '/terms-and-conditions' },
      { label: 'Privacy Policy', href: '/privacy-policy' },
    ],
  },
};

/** The header's About Us dropdown, the same in every template. */
const aboutUsMenu = {
  label: 'About Us',
  children: [
    { label: 'About Us', href: '/about-us' },
    { label: 'Contact', href: '/contact' },
    { label: 'Fleet', href: '/fleet' },
  ],
};

const defaultMenus = {
  header: [
    { label: 'Home', href: '/' },
    { label: 'New Vehicles', href: '/models', children: '@models' as const },
    { label: 'Our Stock', href: ALL_STOCK_PATH, children: '@stock' as const },
    {
      label: 'Service',
      children: [
        { label: 'Book a Service', href: '/service' },
        { label: 'Parts & Accessories', href: '/vehicle-parts-and-accessories' },
        { label: 'Warranty', href: '/warranty' },
      ],
    },
    { label: 'Finance', href: '/finance-pre-approval' },
    aboutUsMenu,
  ],
  footer: [defaultFooterColumns.buyerTools, defaultFooterColumns.servicing, defaultFooterColumns.company],
};

/** The stock menus without New Vehicles, for dealers who sell no new cars (caravans, used cars). */
const menusWithoutNewVehicles = { ...defaultMenus, header: defaultMenus.header.filter((m) => m.label !== 'New Vehicles') };

/**
 * Defaults per template. A dealer file is deep-merged over its template, then the schema fills the rest,
 * so a dealer only writes what differs. Arrays replace, objects merge.
 */
export const TEMPLATES: Record<'franchise' | 'caravan' | 'group' | 'used', TemplateDefaults> = {
  franchise: {
    menus: defaultMenus,
    vehicle: { default_view_mode: 'spinner' },
    purchase: { reserve: true, trade_in: true },
  },
  caravan: {
    menus: menusWithoutNewVehicles,
    vehicle: { default_view_mode: 'gallery' },
    pricing: { offers_subscription: true },
    contact: { closed_text: 'By appointment only' },
    purchase: { trade_in_path: '/trade-in' },
    search: { cards_per_row: 4 },
  },
  group: {
    menus: {
      header: [
        { label: 'Home', href: '/' },
        { label: 'Our Brands', href: '/brands' },
        { label: 'Our Stock', href: ALL_STOCK_PATH, children: '@stock' as const },
        { label: 'Finance', href: '/finance-and-insurance' },
        { label: 'Dealer Locator', href: '/dealer-locator' },
        aboutUsMenu,
      ],
      footer: defaultMenus.footer,
    },
    favourites: { style: 'compare' },
    site: { menu_hover: true },
    blocks: { stats_banner: true, brand_directory: true, group_pages: true },
  },
  used: {
    menus: menusWithoutNewVehicles,
    search: { visibility: { car_types: ['used'] } },
  },
};

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Objects merge key by key; arrays and scalars from `over` replace those of `base`. */
export function deepMerge<T>(base: unknown, over: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(over)) return (over === undefined ? base : over) as T;
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) out[k] = deepMerge(base[k], v);
  return out as T;
}

/** The dealer file laid over its template's defaults (before schema validation). */
export function applyTemplate(raw: Record<string, unknown>): Record<string, unknown> {
  const name = typeof raw.template === 'string' && raw.template in TEMPLATES ? (raw.template as keyof typeof TEMPLATES) : 'franchise';
  return deepMerge(TEMPLATES[name], raw);
}
