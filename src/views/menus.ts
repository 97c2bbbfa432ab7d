import type { Car, DealerConfig, MenuItem, MenuLink } from '../domain/schemas';
import { ALL_STOCK_PATH, withServiceLink } from '../domain/site-paths';
import { carTypeSearchPath, modelSearchPath } from '../domain/search-page-paths';
import { oncePer } from './once-per';

export interface ResolvedMenuItem {
  label: string;
  href?: string;
  children?: MenuLink[];
}

/**
 * Models the New Vehicles menu offers: the franchise make's models in stock (or the configured list). Every page
 * renders the menus and they depend only on the site's stock (one dealer's settings with it): once a stock.
 */
export const newModelLinks = oncePer(
  (config: DealerConfig, cars: Car[]): MenuLink[] => {
    const make = config.manufacturer?.name;
    const models = new Map<string, string>();
    for (const car of cars) if (!make || car.make === make) models.set(car.model, car.make);
    const names = config.known_models.length ? config.known_models.filter((m) => models.has(m)) : [...models.keys()].sort();
    // A franchise's own models read alone ('Corolla'); a multi-make list needs the make ('Mazda 3').
    return names.map((model) => ({
      label: make ? model : `${models.get(model)!} ${model}`,
      href: modelSearchPath(models.get(model)!, model, config.search.model_path),
    }));
  },
  (_config, cars) => cars,
);

export function stockLinks(cars: Car[]): MenuLink[] {
  const types = new Set(cars.map((c) => c.car_type));
  const links: MenuLink[] = [{ label: 'All Stock', href: ALL_STOCK_PATH }];
  if (types.has('new')) links.push({ label: 'New Cars', href: carTypeSearchPath('new') });
  if (types.has('used')) links.push({ label: 'Used Cars', href: carTypeSearchPath('used') });
  if (types.has('demo')) links.push({ label: 'Demo Cars', href: carTypeSearchPath('demo') });
  links.push({ label: 'Find cars for your budget', href: `${ALL_STOCK_PATH}#budget` });
  return links;
}

/** Header menu with the "@models" / "@stock" placeholders expanded from stock. */
export const resolveHeaderMenu = oncePer(
  (config: DealerConfig, cars: Car[]): ResolvedMenuItem[] => {
    const service = (href: string | undefined) => href && withServiceLink(href, config.contact.service_link);
    return config.menus.header.map((item: MenuItem) => {
      const href = service(item.href);
      if (item.children === '@models') return { label: item.label, href, children: newModelLinks(config, cars) };
      if (item.children === '@stock') return { label: item.label, href, children: stockLinks(cars) };
      return { label: item.label, href, children: item.children && serviceLinked(item.children, config) };
    });
  },
  (_config, cars) => cars,
);

/** Menu links with the dealer's service booking link applied (withServiceLink). */
function serviceLinked(links: MenuLink[], config: DealerConfig): MenuLink[] {
  return links.map((l) => ({ ...l, href: withServiceLink(l.href, config.contact.service_link) }));
}

/**
 * The footer's columns (spec): Models, then the dealer's columns (Buyer Tools, Servicing and Parts, company group),
 * their service links going where contact.service_link says. A dealer whose footer already has its own Models
 * column keeps it instead of the stock-derived one.
 */
export function footerColumns(config: DealerConfig, models: MenuLink[]): Array<{ title: string; links: MenuLink[] }> {
  const ownModels = config.menus.footer.some((c) => c.title.trim().toLowerCase() === 'models');
  const columns = config.menus.footer.map((c) => ({ title: c.title, links: serviceLinked(c.links, config) }));
  return [...(models.length && !ownModels ? [{ title: 'Models', links: models.slice(0, 12) }] : []), ...columns];
}

/** The feature banner's tiles (home and vehicle pages), "Book service online" going where contact.service_link says. */
export function featureBannerTiles(config: DealerConfig): DealerConfig['blocks']['feature_banner'] {
  return config.blocks.feature_banner.map((t) => ({ ...t, href: withServiceLink(t.href, config.contact.service_link) }));
}

const samePath = (a: string, b: string) => (a.replace(/\/+$/, '') || '/') === (b.replace(/\/+$/, '') || '/');

/**
 * A dropdown's links: "All {label}" for the item's own page, then its children, each destination once. The
 * "@stock" list already starts with 'All Stock' for the item's page, so a second 'All Our Stock' entry to the same
 * place is left out (two entries to one page read as a mistake); a child with the same address keeps its own label.
 */
export function dropdownLinks(item: ResolvedMenuItem): MenuLink[] {
  const children = item.children ?? [];
  const own = item.href && !children.some((c) => samePath(c.href, item.href!)) ? [{ label: `All ${item.label}`, href: item.href }] : [];
  const seen = new Set<string>();
  return [...own, ...children].filter((l) => {
    const key = l.href.replace(/\/+$/, '') || '/';
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Whether a menu link is the page at `pathname` (the header marks it aria-current). */
export function isCurrentHref(href: string | undefined, pathname: string): boolean {
  const current = pathname.replace(/\/$/, '') || '/';
  return !!href && (href.replace(/\/$/, '') || '/') === current;
}

/**
 * What of the page the header's HTML depends on: the link it marks as current, or '' on the many pages (every car)
 * that are none of its links. Pages with the same answer get the same header (RenderedOnce in BaseLayout).
 */
export function headerVariant(items: ResolvedMenuItem[], pathname: string): string {
  for (const item of items) {
    const links = item.children ? dropdownLinks(item).map((l) => l.href) : [item.href];
    for (const href of links) if (isCurrentHref(href, pathname)) return href!;
  }
  return '';
}
