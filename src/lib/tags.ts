/*
 * Marketing tags in the browser (docs/analytics.md). The inline bootstrap (src/views/tag-bootstrap.ts)
 * has queued everything and set window.__dealerTags; this module inserts each tag's loader only when the
 * shopper's choice allows it, and shows the consent banner (lazy-loaded: its library is fetched only when there
 * is no choice yet or the footer's "Cookie settings" is used). Only pages of sites with a tag load this module.
 */

import type { TagRuntimeConfig } from '../domain/tag-hosts';
import { ANALYTICS, MARKETING } from '../domain/consent-categories';

/** The build's tag settings (domain/tag-hosts) plus the stored choice the bootstrap read. */
export interface TagsRuntime extends TagRuntimeConfig {
  /** The stored choice's categories; null = not chosen yet. */
  stored?: string[] | null;
}

// window.__dealerTags, gtag and fbq are declared (globally) in ./analytics.ts.

export { ANALYTICS, MARKETING };

const inserted = new Set<string>();

function loadScript(src: string): void {
  // Once per page, whatever the number of consent changes.
  if (inserted.has(src)) return;
  inserted.add(src);
  const s = document.createElement('script');
  s.async = true;
  s.src = src;
  document.head.appendChild(s);
}

/** Apply a choice: tell Consent Mode, then load the tags it allows (never unloads; a revoked tag is told). */
export function applyConsent(categories: readonly string[]): void {
  const c = window.__dealerTags;
  if (!c) return;
  const analytics = categories.includes(ANALYTICS);
  const marketing = categories.includes(MARKETING);
  if (c.consent && typeof window.gtag === 'function') {
    const an = analytics ? 'granted' : 'denied';
    const mk = marketing ? 'granted' : 'denied';
    window.gtag('consent', 'update', { ad_storage: mk, ad_user_data: mk, ad_personalization: mk, analytics_storage: an });
  }
  // Tag Manager decides per tag from Consent Mode, so it loads with either category.
  if (c.loaders.gtm && (analytics || marketing)) loadScript(c.loaders.gtm);
  if (c.loaders.ga4 && analytics) loadScript(c.loaders.ga4);
  if (c.loaders.pixel && typeof window.fbq === 'function') {
    if (marketing) {
      window.fbq('consent', 'grant');
      loadScript(c.loaders.pixel);
    } else if (inserted.has(c.loaders.pixel)) {
      window.fbq('consent', 'revoke');
    }
  }
}

async function openConsent(preferences: boolean): Promise<void> {
  const c = window.__dealerTags;
  if (!c) return;
  const { showConsent } = await import('./consent-banner');
  await showConsent({ key: c.key, onChoice: applyConsent, preferences });
}

/** Start: load what the stored choice allows, or ask. */
export function startTags(): void {
  const c = window.__dealerTags;
  if (!c) return;
  if (!c.consent) {
    applyConsent([ANALYTICS, MARKETING]);
    return;
  }
  for (const b of document.querySelectorAll<HTMLButtonElement>('[data-consent-settings]')) {
    b.hidden = false;
    b.addEventListener('click', () => {
      void openConsent(true);
    });
  }
  if (c.stored) applyConsent(c.stored);
  else void openConsent(false);
}
