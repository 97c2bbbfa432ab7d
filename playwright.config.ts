import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM } from './tests/chromium-path';
import { ANY_WIDTH_SPECS, outOfScope } from './tests/e2e/helpers';

/*
 * E2E runs against the built demo dealers, each served by the preview server (static site + reference API)
 * on its own port. `npm run test:e2e` builds them first; locally, reuse a running server.
 */
// E2E_PORT_BASE lets several people run the suite on one machine without sharing servers.
const base = Number(process.env.E2E_PORT_BASE ?? 4321);
export const DEALER_PORTS = { 'demo-motors': base, 'coastal-caravans': base + 1, 'demo-group': base + 2 } as const;
// /admin/* on the preview server needs a token; the servers below and the specs (which read /admin/leads.json
// with `Authorization: Bearer`) share this one. Set here so every worker process sees the same value.
const adminToken = (process.env.ADMIN_TOKEN ??= 'e2e-preview-admin-token-0123456789');
const chromium = CHROMIUM;
const launchOptions = {
  executablePath: chromium,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
const sizes = {
  desktop: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
  phone: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
};

/*
 * Sites with marketing tags ask for consent first (docs/analytics.md); the banner would cover what other specs
 * click, so every project starts as a returning shopper who rejected the tags (vanilla-cookieconsent's record in
 * localStorage, key `<slug>-Consent`). tests/e2e/analytics.spec.ts starts from empty storage instead.
 */
const rejectedConsent = (dealer: string, port: number) => ({
  cookies: [],
  origins: [
    {
      origin: `http://127.0.0.1:${port}`,
      localStorage: [
        {
          name: `${dealer}-Consent`,
          value: JSON.stringify({
            categories: ['necessary'],
            revision: 0,
            data: null,
            consentId: 'e2e',
            consentTimestamp: '2026-01-01T00:00:00.000Z',
            lastConsentTimestamp: '2026-01-01T00:00:00.000Z',
            languageCode: 'en',
            services: { necessary: [], analytics: [], marketing: [] },
            expirationTime: Date.UTC(2100, 0, 1),
          }),
        },
      ],
    },
  ],
});

const dealerProjects = Object.entries(DEALER_PORTS).flatMap(([dealer, port]) =>
  Object.entries(sizes).map(([size, device]) => ({
    name: `${dealer}-${size}`,
    metadata: { dealer, size },
    grepInvert: outOfScope(dealer, size),
    // Phone projects run only what behaves differently at 390 px (tests/e2e/helpers.ts: ANY_WIDTH_SPECS, ANY_WIDTH).
    testIgnore:
      size === 'desktop'
        ? /(latency|photos|photo-cdn|admin-feed)\.spec\.ts$/
        : new RegExp(`[\\\\/](latency|photos|photo-cdn|admin-feed|${ANY_WIDTH_SPECS.join('|')})\\.spec\\.ts$`),
    use: { ...device, baseURL: `http://127.0.0.1:${port}`, launchOptions, browserName: 'chromium' as const, storageState: rejectedConsent(dealer, port) },
  })),
);

/** Projects at both sizes for a generated dealer (git-ignored, so only once generated) running only `testMatch`. */
const generatedDealerProjects = (dealer: string, port: number, testMatch: RegExp) =>
  existsSync(`dealers/${dealer}/dealer.json`)
    ? Object.entries(sizes).map(([size, device]) => ({
        name: `${dealer}-${size}`,
        metadata: { dealer, size },
        testMatch,
        use: { ...device, baseURL: `http://127.0.0.1:${port}`, launchOptions, browserName: 'chromium' as const, storageState: rejectedConsent(dealer, port) },
      }))
    : [];

// The photo demo dealer (npm run generate:photos; generated JPEGs) runs the photo specs only.
const PHOTO_DEALER = 'photo-motors';
const photoPort = base + 3;
const photoProjects = generatedDealerProjects(PHOTO_DEALER, photoPort, /photos\.spec\.ts$/);

// The same photos with an images.cdn URL template, served by `start.ts --local-cdn` (the preview answers the CDN).
const CDN_DEALER = 'photo-cdn';
const cdnPort = base + 4;
const cdnProjects = generatedDealerProjects(CDN_DEALER, cdnPort, /photo-cdn\.spec\.ts$/);

// A dealer-management export built as a site (npm run build:feed-fixture, part of test:sites; .cache/, not dealers/)
// runs the feed report spec only, at desktop width: its account is the build's, held against /admin/feed.
const FEED_DEALER = 'feed-fixture';
const FEED_ROOT = '.cache/e2e-feed';
const feedPort = base + 5;
const feedProjects = existsSync(`${FEED_ROOT}/dist/${FEED_DEALER}.feed-report.json`)
  ? [
      {
        name: `${FEED_DEALER}-desktop`,
        metadata: { dealer: FEED_DEALER, size: 'desktop' },
        testMatch: /admin-feed\.spec\.ts$/,
        use: { ...sizes.desktop, baseURL: `http://127.0.0.1:${feedPort}`, launchOptions, browserName: 'chromium' as const },
      },
    ]
  : [];

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 45_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['junit', { outputFile: 'reports/e2e-junit.xml' }]],
  // Tracing every test costs about a quarter of the suite's time (measured on the smoke spec: 15.8 s against 12.5 s);
  // in CI a failing test is run again with its trace kept, locally a failure keeps the trace of its one run.
  use: { trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure', launchOptions },
  projects: [
    ...dealerProjects,
    ...photoProjects,
    ...cdnProjects,
    ...feedProjects,
    // Timing runs last and alone (it depends on every other project), so no second browser competes for the cores.
    {
      name: 'search-latency',
      testMatch: /latency\.spec\.ts$/,
      dependencies: dealerProjects.map((p) => p.name),
      use: { baseURL: `http://127.0.0.1:${DEALER_PORTS['demo-motors']}`, launchOptions, browserName: 'chromium' as const },
    },
  ],
  webServer: [
    ...Object.entries(DEALER_PORTS),
    ...(photoProjects.length ? [[PHOTO_DEALER, photoPort] as const] : []),
    ...(cdnProjects.length ? [[CDN_DEALER, cdnPort] as const] : []),
    ...(feedProjects.length ? [[FEED_DEALER, feedPort] as const] : []),
  ].map(([dealer, port]) => ({
    command: `node --import ./scripts/node-ts.mjs scripts/start.ts --dealer ${dealer} --port ${port} --no-build${dealer === CDN_DEALER ? ' --local-cdn' : ''}${dealer === FEED_DEALER ? ` --dealers ${FEED_ROOT}/dealers --dist ${FEED_ROOT}/dist` : ''}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: { LEADS_DATA_DIR: `.cache/e2e-data-${base}`, ADMIN_TOKEN: adminToken },
  })),
});
