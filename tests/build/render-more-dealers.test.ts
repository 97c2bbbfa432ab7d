import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderMoreDealers } from '../../scripts/lib/render-more-dealers.mjs';

/**
 * The further dealers of a shared render process, rendered in the default prerenderer's teardown. Astro's prerenderer
 * is stood in for by one whose pages show which dealer's data they were rendered from, and which fails for one dealer:
 * that dealer is reported failed, the others still render, and the process is left as the first dealer had it.
 */
describe('renderMoreDealers (the further dealers of a shared render process)', () => {
  const saved = { data: process.env.DEALER_SITE_DATA, pages: process.env.DEALER_PRIVATE_PAGES };
  afterEach(() => {
    process.env.DEALER_SITE_DATA = saved.data;
    process.env.DEALER_PRIVATE_PAGES = saved.pages;
    if (saved.data === undefined) delete process.env.DEALER_SITE_DATA;
    if (saved.pages === undefined) delete process.env.DEALER_PRIVATE_PAGES;
  });

  it('reports a dealer whose pages fail, renders the others, and puts the first dealer back afterwards', async () => {
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'more-dealers-'));
    const dealer = (slug: string) => {
      const dataFile = path.join(tmp, `${slug}.json`);
      writeFileSync(dataFile, '{}');
      return { slug, dataFile, outDir: path.join(tmp, slug), site: `https://${slug}.example.com`, privatePages: '^/private/', csp: [`default-src ${slug}`], cspScripts: ["'self'"] };
    };
    const dealers = [dealer('alpha-motors'), dealer('broken-motors'), dealer('charlie-motors')];
    process.env.DEALER_SITE_DATA = '/first/site.json';
    process.env.DEALER_PRIVATE_PAGES = '^/first-private/';

    const firstCsp = { directives: ['default-src first'], scriptDirective: { resources: ["'self'"] }, scriptResources: ["'self'"] };
    const cspSeen: string[][] = [];
    const base = {
      app: { manifest: { csp: { ...firstCsp } }, routeCache: { clearAll: vi.fn() } },
      getStaticPaths: async () => [{ pathname: '/', route: { type: 'page' } }, { pathname: '/feeds/cars.json', route: { type: 'endpoint' } }],
      render: async (request: Request) => {
        const data = process.env.DEALER_SITE_DATA!;
        if (data.endsWith('broken-motors.json')) throw new Error('a page of broken-motors failed');
        cspSeen.push(base.app.manifest.csp.directives);
        return { response: new Response(`${path.basename(data)} ${request.url}`) };
      },
      teardown: vi.fn(async () => {}),
    };
    const reports: Record<string, string>[] = [];
    const integration = renderMoreDealers(dealers, (line: string) => reports.push(JSON.parse(line)));
    integration.hooks['astro:routes:resolved']({ routes: [] });
    integration.hooks['astro:config:done']({ config: { site: 'https://first.example.com', base: '/', trailingSlash: 'ignore', build: { format: 'directory' } } });
    let wrap: ((b: typeof base) => { teardown: () => Promise<void> }) | undefined;
    integration.hooks['astro:build:start']({ setPrerenderer: (w: typeof wrap) => (wrap = w) });
    await wrap!(base).teardown();

    expect(reports.map((r) => r.dealerDone ?? `failed: ${r.dealerFailed}`)).toEqual(['alpha-motors', 'failed: broken-motors', 'charlie-motors']);
    expect(reports[1]!.error).toContain('a page of broken-motors failed');
    // Each page from its own dealer's data, at its own site's address, under its own CSP.
    expect(readFileSync(path.join(tmp, 'charlie-motors', 'index.html'), 'utf8')).toBe('charlie-motors.json https://charlie-motors.example.com/');
    expect(readFileSync(path.join(tmp, 'alpha-motors', 'feeds', 'cars.json'), 'utf8')).toBe('alpha-motors.json https://alpha-motors.example.com/feeds/cars.json');
    expect(cspSeen).toContainEqual(['default-src charlie-motors']);
    expect(existsSync(path.join(tmp, 'alpha-motors', 'sitemap-index.xml'))).toBe(true);
    expect(existsSync(path.join(tmp, 'broken-motors', 'sitemap-index.xml'))).toBe(false);
    // Afterwards the process is the first dealer's again, and Astro's own teardown still ran.
    expect(process.env.DEALER_SITE_DATA).toBe('/first/site.json');
    expect(process.env.DEALER_PRIVATE_PAGES).toBe('^/first-private/');
    expect(base.app.manifest.csp.directives).toEqual(['default-src first']);
    expect(base.teardown).toHaveBeenCalledOnce();
  });
});
