import { primaryLocation } from '../domain/locations';
import type { DealerConfig } from '../domain/schemas';
import { isNoindexPage } from './first-page';
import { headerVariant, newModelLinks, resolveHeaderMenu } from './menus';
import type { SiteData } from './site-data';
import { socialMeta } from './social-meta';
import { tagRuntimeConfig } from './tag-bootstrap';

/** What a page gives the layout besides its body. */
export type LayoutPage = {
  title: string;
  description?: string;
  /** Open Graph image (absolute or site-relative). */
  image?: string | null;
  ogType?: string;
};

/** The dealer's theme as the CSS custom properties every stylesheet reads. */
export function themeCss(t: DealerConfig['theme']): string {
  return `:root{--dealer-primary:${t.primary};--dealer-on-primary:${t.on_primary};--dealer-accent:${t.accent};--dealer-background:${t.background};--dealer-text:${t.text};--dealer-header-background:${t.header_background};--dealer-font-body:${t.font_body};--dealer-font-heading:${t.font_heading};--dealer-radius:${t.radius}}`;
}

/**
 * Everything the layout (src/layouts/BaseLayout.astro) puts around a page, worked out here so its frontmatter only
 * reads and passes: the head (title, canonical, noindex, social cards, theme, marketing tags) and the header and
 * footer's data.
 */
export function layoutView(site: SiteData, pathname: string, page: LayoutPage) {
  const { config } = site;
  const canonical = config.url.replace(/\/$/, '') + pathname;
  const fullTitle = page.title.includes(config.name) ? page.title : `${page.title} | ${config.name}`;
  const primary = primaryLocation(config.locations) ?? undefined;
  // Header and footer: the same HTML on most of a site's pages, so each is rendered once per dealer (the header once
  // per link it marks current) by RenderedOnce.
  const headerItems = resolveHeaderMenu(config, site.cars);
  return {
    config,
    theme: config.theme,
    canonical,
    fullTitle,
    // One list decides noindex, the sitemap and robots.txt (src/domain/site-paths.ts), with the empty search pages
    // (src/views/first-page.ts): no page sets it itself.
    noindex: isNoindexPage(pathname, site),
    primary,
    phone: primary?.contact_detail.phone ?? primary?.phone,
    headerItems,
    headerVariant: headerVariant(headerItems, pathname),
    themeCss: themeCss(config.theme),
    // Open Graph + Twitter card on every page; pages without an image of their own share the hero or the logo.
    social: socialMeta(config, { title: fullTitle, description: page.description, url: canonical, image: page.image, type: page.ogType ?? 'website' }),
    tags: tagRuntimeConfig(config),
    // Only called when the footer is rendered, which RenderedOnce does once per dealer.
    footerModels: () => newModelLinks(config, site.cars),
  };
}
