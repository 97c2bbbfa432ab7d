import * as CookieConsent from 'vanilla-cookieconsent';
// As a URL, linked when the banner opens: a plain CSS import would be put on every page of every site by Astro.
import cssUrl from 'vanilla-cookieconsent/dist/cookieconsent.css?url';
import { ANALYTICS, MARKETING } from '../domain/consent-categories';

/*
 * The consent banner: vanilla-cookieconsent v3 (https://cookieconsent.orestbida.com), imported only by
 * src/lib/tags.ts on demand, so its ~25 KB never reach a page that does not need to ask. The choice is kept in
 * localStorage under the site's own key (`<slug>-Consent`), not a cookie sent with every request.
 */

let started: Promise<void> | null = null;

function loadCss(): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = cssUrl;
    // Shown either way: an unstyled banner beats none.
    link.onload = link.onerror = () => resolve();
    document.head.appendChild(link);
    // The dealer's theme (BaseLayout's --dealer-* variables, contrast-checked at build time) on the buttons.
    const theme = document.createElement('style');
    theme.textContent =
      '#cc-main{--cc-font-family:var(--dealer-font-body);--cc-btn-primary-bg:var(--dealer-primary);' +
      '--cc-btn-primary-color:var(--dealer-on-primary);--cc-btn-primary-border-color:var(--dealer-primary);' +
      '--cc-btn-primary-hover-bg:var(--dealer-primary);--cc-btn-primary-hover-color:var(--dealer-on-primary);' +
      '--cc-btn-primary-hover-border-color:var(--dealer-primary);--cc-toggle-on-bg:var(--dealer-primary)}';
    document.head.appendChild(theme);
  });
}

export async function showConsent(opts: { key: string; onChoice: (categories: string[]) => void; preferences: boolean }): Promise<void> {
  started ??= loadCss().then(() =>
    CookieConsent.run({
      cookie: { name: opts.key, useLocalStorage: true },
      // Shoppers' browsers only; the default hides the banner from automated browsers, which would hide it from
      // the E2E suite and from dealers checking their own site with tools.
      hideFromBots: false,
      disablePageInteraction: false,
      guiOptions: {
        consentModal: { layout: 'box', position: 'bottom left', equalWeightButtons: true },
        preferencesModal: { layout: 'box', equalWeightButtons: true },
      },
      categories: {
        necessary: { enabled: true, readOnly: true },
        [ANALYTICS]: {},
        [MARKETING]: {},
      },
      // Fired on the first choice and on later page loads with a valid choice; onChange when it is changed.
      onConsent: ({ cookie }) => opts.onChoice(cookie.categories),
      onChange: ({ cookie }) => opts.onChoice(cookie.categories),
      language: {
        default: 'en',
        translations: {
          en: {
            consentModal: {
              title: 'Cookies and analytics',
              description:
                'We use analytics and advertising tags to understand how this site is used and to show you relevant vehicles elsewhere. They stay off unless you accept.',
              acceptAllBtn: 'Accept all',
              acceptNecessaryBtn: 'Reject all',
              showPreferencesBtn: 'Settings',
            },
            preferencesModal: {
              title: 'Cookie settings',
              acceptAllBtn: 'Accept all',
              acceptNecessaryBtn: 'Reject all',
              savePreferencesBtn: 'Save settings',
              closeIconLabel: 'Close',
              sections: [
                {
                  title: 'Strictly necessary',
                  description: 'What the site needs to work (saved cars, forms you have started). Always on.',
                  linkedCategory: 'necessary',
                },
                { title: 'Analytics', description: 'Google Analytics / Tag Manager measure visits and enquiries.', linkedCategory: ANALYTICS },
                {
                  title: 'Marketing',
                  description: 'Advertising tags (Meta pixel, Google Ads) measure ads and show you relevant vehicles.',
                  linkedCategory: MARKETING,
                },
              ],
            },
          },
        },
      },
    }),
  );
  await started;
  if (opts.preferences) CookieConsent.showPreferences();
}
