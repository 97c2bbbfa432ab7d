import type { Car, DealerConfig, Make } from '../domain/schemas';
import { toSlug } from './slug';
import { searchPaths, TYPE_PATH_SLUGS, type ModelPath, type SearchPathEntry } from './search-paths';
import { searchHeading } from '../domain/search-heading';
import { ALL_STOCK_PATH, searchPagePath } from '../domain/site-paths';

/*
 * A menu, footer, hero or banner link to a search page outlives the stock it was written for: when the model sells
 * out its page would no longer be built and the link would be a 404. Every configured link to a search path is
 * therefore built; with no stock its page shows the spec's empty state and a link to the make or car type, and the
 * build names the link so the dealer can fix the menu.
 */

/** A configured link and where it was configured ("footer menu \"Models\""). */
export interface ConfiguredLink {
  place: string;
  label: string;
  href: string;
}

/** Every link of the dealer's settings that can point at a search page. */
export function configuredLinks(config: DealerConfig): ConfiguredLink[] {
  const out: ConfiguredLink[] = [];
  for (const item of config.menus.header) {
    const place = `header menu "${item.label}"`;
    if (item.href) out.push({ place, label: item.label, href: item.href });
    if (Array.isArray(item.children)) for (const l of item.children) out.push({ place, label: l.label, href: l.href });
  }
  for (const col of config.menus.footer) for (const l of col.links) out.push({ place: `footer menu "${col.title}"`, label: l.label, href: l.href });
  for (const h of config.blocks.hero) out.push({ place: 'hero', label: h.title, href: h.href });
  for (const b of config.blocks.feature_banner) out.push({ place: 'feature banner', label: b.title, href: b.href });
  if (config.blocks.announcement_bar?.href)
    out.push({ place: 'announcement bar', label: config.blocks.announcement_bar.text, href: config.blocks.announcement_bar.href });
  return out;
}

/** A built search path's page with no stock: where its empty state sends the shopper instead. */
export interface EmptyPathFallback {
  href: string;
  label: string;
}

export type BuiltSearchPath = SearchPathEntry & { fallback?: EmptyPathFallback };

/** The path part of a site-relative href, with its trailing slash; null for other sites, mail, phone. */
function sitePath(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const p = href.split(/[?#]/)[0]!;
  return p.endsWith('/') ? p : `${p}/`;
}

const titleCase = (slug: string) =>
  slug
    .split('-')
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');

/** The display name for a slug: a name the stock, the make directory, the dealer's models or the link's label spell; else the slug in words. */
function nameFor(slug: string, known: readonly string[]): string {
  return known.find((n) => toSlug(n) === slug) ?? titleCase(slug);
}

/**
 * Search pages for the configured links whose paths the stock does not build (`built`), each with its fallback,
 * and one line per such link naming where it is configured: a warning, or a note when the link is to a model the
 * dealer lists in known_models (`names.listed`), a model it sells that is simply out of stock tonight. Links to
 * other pages, and to paging (/page/N/), are left alone.
 */
export function linkedEmptyPaths(
  links: readonly ConfiguredLink[],
  built: readonly SearchPathEntry[],
  names: { makes: readonly string[]; models: readonly string[]; listed?: readonly string[] },
  modelPath: ModelPath = 'search',
): { entries: BuiltSearchPath[]; warnings: string[]; notes: string[] } {
  const have = new Map(built.map((e) => [e.preset.path, e]));
  const entries = new Map<string, BuiltSearchPath>();
  const warnings: string[] = [];
  const notes: string[] = [];
  const listed = new Set((names.listed ?? []).map(toSlug));
  const allStock = { href: ALL_STOCK_PATH, label: 'all our stock' };
  const fallbackTo = (path: string) => {
    const e = have.get(path);
    return e ? { href: e.preset.path, label: e.title.replace(/ for Sale$/, '') } : allStock;
  };
  for (const link of links) {
    const path = sitePath(link.href);
    if (!path) continue;
    const segs = path.split('/').filter(Boolean);
    const root = segs[0];
    if ((root !== 'search' && root !== 'used-car') || segs.length < 2 || segs.length > 3 || segs.includes('page')) continue;
    if (root === 'used-car' && (modelPath !== 'used-car' || segs.length !== 3)) continue;
    if (have.has(path)) continue;
    const labels = [link.label, ...link.label.split(' ')];
    let entry: BuiltSearchPath | null = null;
    let soldOut = false;
    if (segs.length === 2) {
      const make = nameFor(segs[1]!, [...names.makes, ...labels]);
      entry = { path: segs[1]!, preset: { path, refinements: { make: [make] } }, title: `${make} Cars for Sale`, fallback: allStock };
    } else if (TYPE_PATH_SLUGS.has(segs[1]!) && root === 'search') {
      const typePath = searchPagePath(segs[1]!);
      const type = have.get(typePath)!;
      const make = nameFor(segs[2]!, [...names.makes, ...labels]);
      const refinements = { ...type.preset.refinements, make: [make] };
      entry = { path: `${segs[1]}/${segs[2]}`, preset: { path, refinements }, title: searchHeading(refinements), fallback: fallbackTo(typePath) };
    } else {
      const make = nameFor(segs[1]!, names.makes);
      const modelLabels = [link.label, link.label.replace(new RegExp(`^${make}\\s+`, 'i'), '')];
      const model = nameFor(segs[2]!, [...names.models, ...modelLabels]);
      soldOut = listed.has(segs[2]!);
      entry = {
        path: `${segs[1]}/${segs[2]}`,
        preset: { path, refinements: { make: [make], model: [model] } },
        title: `${make} ${model} for Sale`,
        fallback: fallbackTo(searchPagePath(segs[1]!)),
      };
    }
    if (soldOut)
      notes.push(
        `note: ${link.place}: "${link.label}" (${link.href}) has no stock tonight; its page shows the empty state and links to ${entry.fallback!.href}`,
      );
    else
      warnings.push(
        `warning: ${link.place}: link "${link.label}" (${link.href}) leads to a search with no stock; its page shows the empty state and links to ${entry.fallback!.href}`,
      );
    if (!entries.has(path)) entries.set(path, entry);
  }
  return { entries: [...entries.values()], warnings, notes };
}

/** The site's search pages: the stock's (searchPaths) and the configured links' empty ones, with the lines about the latter. */
export function builtSearchPaths(
  site: { config: DealerConfig; cars: Car[]; makes: Make[] },
  modelPath: ModelPath = site.config.search.model_path,
): { entries: BuiltSearchPath[]; warnings: string[]; notes: string[] } {
  const own = searchPaths(site.cars, modelPath);
  const names = {
    makes: [...new Set([...site.cars.map((c) => c.make), ...site.makes.map((m) => m.name)])],
    models: [...new Set([...site.cars.map((c) => c.model), ...site.config.known_models])],
    listed: site.config.known_models,
  };
  const linked = linkedEmptyPaths(configuredLinks(site.config), own, names, modelPath);
  return { entries: [...own, ...linked.entries], warnings: linked.warnings, notes: linked.notes };
}
