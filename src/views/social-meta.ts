import type { DealerConfig } from '../domain/schemas';
import { ALL_STOCK_PATH } from '../search/routing';

/**
 * Social cards (Open Graph, Twitter) and the home page's site data (schema.org Organization + WebSite).
 * Platforms fetch og:image / og:url without a page context, so every URL here is absolute on the dealer's url.
 */

/** The site's origin and base path without a trailing slash ("https://dealer.example"). */
export function siteBase(config: Pick<DealerConfig, 'url'>): string {
  return config.url.replace(/\/+$/, '');
}

/** A site path or an absolute http(s) URL as an absolute URL on the dealer's site. */
export function absoluteUrl(config: Pick<DealerConfig, 'url'>, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return siteBase(config) + (pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`);
}

/** The share image of pages that have none of their own: the first hero slide, else the logo. */
export function defaultShareImage(config: Pick<DealerConfig, 'url' | 'logo' | 'blocks'>): string {
  const hero = config.blocks.hero[0]?.image;
  return absoluteUrl(config, hero || config.logo);
}

/** og:locale is language_TERRITORY ("en_AU"), the site's lang is a BCP 47 tag ("en-AU"). */
export function ogLocale(lang: string): string {
  const [language, region] = lang.split('-');
  return region ? `${language!.toLowerCase()}_${region.toUpperCase()}` : language!.toLowerCase();
}

export type SocialMeta = { property?: string; name?: string; content: string };

export type SocialInput = {
  /** The page's full <title>. */
  title: string;
  description?: string | undefined;
  /** Absolute canonical URL of the page. */
  url: string;
  /** The page's own image (a car's first photo, an offer's image); null/undefined = the site default. */
  image?: string | null | undefined;
  type?: string | undefined;
};

/** Every Open Graph and Twitter card tag of a page, in the order they are written. */
export function socialMeta(config: Pick<DealerConfig, 'url' | 'logo' | 'blocks' | 'name' | 'lang'>, page: SocialInput): SocialMeta[] {
  const image = page.image ? absoluteUrl(config, page.image) : defaultShareImage(config);
  const tags: SocialMeta[] = [
    { property: 'og:site_name', content: config.name },
    { property: 'og:locale', content: ogLocale(config.lang) },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: page.title },
    { property: 'og:url', content: page.url },
  ];
  if (page.description) tags.push({ property: 'og:description', content: page.description });
  tags.push({ property: 'og:image', content: image });
  tags.push({ name: 'twitter:card', content: 'summary_large_image' });
  tags.push({ name: 'twitter:title', content: page.title });
  if (page.description) tags.push({ name: 'twitter:description', content: page.description });
  tags.push({ name: 'twitter:image', content: image });
  return tags;
}

/** Where the home page's SearchAction sends a query: stock search's `query` parameter (src/search/routing.ts). */
export function searchActionTarget(config: Pick<DealerConfig, 'url'>): string {
  return `${absoluteUrl(config, ALL_STOCK_PATH)}?query={search_term_string}`;
}

/** schema.org Organization + WebSite (with a SearchAction into stock search) for the home page. */
export function siteJsonLd(config: Pick<DealerConfig, 'url' | 'logo' | 'name' | 'lang'>): Record<string, unknown> {
  const home = `${siteBase(config)}/`;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': `${home}#organization`,
        name: config.name,
        url: home,
        logo: absoluteUrl(config, config.logo),
      },
      {
        '@type': 'WebSite',
        '@id': `${home}#website`,
        name: config.name,
        url: home,
        inLanguage: config.lang,
        publisher: { '@id': `${home}#organization` },
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: searchActionTarget(config) },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
}
