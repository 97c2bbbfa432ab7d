import { createHash } from 'node:crypto';
import type { DealerConfig } from '../domain/schemas';
import { hasAnyTag, tagLoaders, type TagRuntimeConfig } from '../domain/tag-hosts';

export type { TagRuntimeConfig };
import { siteStorageKey } from '../domain/storage-keys';

/*
 * The marketing tags' first lines (docs/analytics.md). They must run before any island can report an
 * event, so they are an inline script in <head>; the Content-Security-Policy allows it by hash
 * (BaseLayout registers it). It only queues: dataLayer, gtag() with Google Consent Mode v2 defaults (everything
 * denied until the shopper chooses, when consent is required), gtag config, the GTM start event and a Meta fbq
 * queue. No tag script is requested here; src/lib/tags.ts inserts the loaders once consent allows them.
 * One line, no template whitespace: the hash is of exactly the text written into the page.
 */

export function tagRuntimeConfig(config: DealerConfig): TagRuntimeConfig | null {
  const a = config.analytics;
  if (!hasAnyTag(a)) return null;
  return {
    key: siteStorageKey(config.slug, 'Consent'),
    gtm: a.gtm_id,
    ga4: a.ga4_id,
    pixel: a.meta_pixel_id,
    consent: config.consent.required,
    currency: config.currency,
    loaders: tagLoaders(a),
  };
}

const built = new Map<string, { code: string; hash: `sha256-${string}` }>();

/** The inline script and its CSP hash (the same for every page of a site, so made once). */
export function tagBootstrap(c: TagRuntimeConfig): { code: string; hash: `sha256-${string}` } {
  const json = JSON.stringify(c).replace(/</g, '\\u003c');
  const known = built.get(json);
  if (known) return known;
  const denied = "{ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',analytics_storage:'denied'";
  const code =
    `(function(){var w=window,c=${json};w.__dealerTags=c;w.dataLayer=w.dataLayer||[];` +
    // The stored choice (vanilla-cookieconsent's record in localStorage), read here so the consent update is
    // queued before gtag's config; an expired record counts as no choice.
    `var s=null;if(c.consent){try{var r=JSON.parse(localStorage.getItem(c.key)||'null');` +
    `if(r&&Array.isArray(r.categories)&&!(r.expirationTime<Date.now()))s=r.categories;}catch(e){s=null;}}c.stored=s;` +
    `if(c.gtm||c.ga4){var g=w.gtag=function(){w.dataLayer.push(arguments);};` +
    `if(c.consent){g('consent','default',${denied},wait_for_update:500});` +
    `if(s){var an=s.indexOf('analytics')>=0?'granted':'denied',mk=s.indexOf('marketing')>=0?'granted':'denied';` +
    `g('consent','update',{ad_storage:mk,ad_user_data:mk,ad_personalization:mk,analytics_storage:an});}}` +
    `if(c.ga4){g('js',new Date());g('config',c.ga4);}` +
    `if(c.gtm)w.dataLayer.push({'gtm.start':new Date().getTime(),event:'gtm.js'});}` +
    // Meta's own queue stub (as its snippet defines it), without inserting fbevents.js.
    `if(c.pixel){var f=w.fbq=function(){f.callMethod?f.callMethod.apply(f,arguments):f.queue.push(arguments);};` +
    `if(!w._fbq)w._fbq=f;f.push=f;f.loaded=!0;f.version='2.0';f.queue=[];f('init',c.pixel);f('track','PageView');}})();`;
  const hash: `sha256-${string}` = `sha256-${createHash('sha256').update(code).digest('base64')}`;
  built.set(json, { code, hash });
  return { code, hash };
}
