import type { DealerConfig } from './schemas';

/*
 * Which hosts each marketing tag needs in the Content-Security-Policy, and where its loader lives.
 * A host is added only when its tag is configured, so a dealer without analytics settings keeps today's policy.
 * Hosts follow Google's "Use a Content Security Policy" guide for Tag Manager / GA4 (without Google Signals) and
 * Meta's pixel script and beacon hosts.
 */

export interface TagHosts {
  script: string[];
  connect: string[];
  img: string[];
  frame: string[];
}

type TagSettings = Pick<DealerConfig['analytics'], 'gtm_id' | 'ga4_id' | 'meta_pixel_id'>;

const GOOGLE_TAG_HOST = 'https://www.googletagmanager.com';
const GOOGLE_BEACON_HOSTS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];
const META_SCRIPT_HOST = 'https://connect.facebook.net';
const META_BEACON_HOST = 'https://www.facebook.com';

/** Every origin the configured tags may contact, per CSP directive (empty lists when no tag is set). */
export function tagHosts(a: TagSettings): TagHosts {
  const out: TagHosts = { script: [], connect: [], img: [], frame: [] };
  const add = (key: keyof TagHosts, ...hosts: string[]) => {
    for (const h of hosts) if (!out[key].includes(h)) out[key].push(h);
  };
  if (a.gtm_id || a.ga4_id) {
    add('script', GOOGLE_TAG_HOST);
    add('connect', ...GOOGLE_BEACON_HOSTS);
    add('img', ...GOOGLE_BEACON_HOSTS);
  }
  // The GTM <noscript> frame (rendered only when consent is not required: without JavaScript nobody can consent).
  if (a.gtm_id) add('frame', GOOGLE_TAG_HOST);
  if (a.meta_pixel_id) {
    add('script', META_SCRIPT_HOST);
    add('connect', META_BEACON_HOST, META_SCRIPT_HOST);
    add('img', META_BEACON_HOST);
  }
  return out;
}

export function hasAnyTag(a: TagSettings): boolean {
  return Boolean(a.gtm_id || a.ga4_id || a.meta_pixel_id);
}

/** The loader scripts, in the order they are inserted once consent allows them. */
export function tagLoaders(a: TagSettings): { gtm: string | null; ga4: string | null; pixel: string | null } {
  return {
    gtm: a.gtm_id ? `${GOOGLE_TAG_HOST}/gtm.js?id=${encodeURIComponent(a.gtm_id)}` : null,
    ga4: a.ga4_id ? `${GOOGLE_TAG_HOST}/gtag/js?id=${encodeURIComponent(a.ga4_id)}` : null,
    pixel: a.meta_pixel_id ? `${META_SCRIPT_HOST}/en_US/fbevents.js` : null,
  };
}

/** The GTM no-JavaScript frame. */
export function gtmNoscriptSrc(gtmId: string): string {
  return `${GOOGLE_TAG_HOST}/ns.html?id=${encodeURIComponent(gtmId)}`;
}

/** What the browser side needs (window.__dealerTags), written by the build; ids were format-checked by the settings schema. */
export interface TagRuntimeConfig {
  /** localStorage key of the consent record (vanilla-cookieconsent's, per site slug). */
  key: string;
  gtm: string | null;
  ga4: string | null;
  pixel: string | null;
  /** Ask first (consent.required). */
  consent: boolean;
  currency: string;
  loaders: ReturnType<typeof tagLoaders>;
}
