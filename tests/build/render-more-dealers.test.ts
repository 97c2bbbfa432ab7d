import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { renderDealer, renderMoreDealers } from '../../scripts/lib/render/render-more-dealers.mjs';
import { PAGES_IN_FLIGHT } from '../../scripts/lib/render/render-process.mjs';
import { currentRenderJob } from '../../src/render-runtime/render-job';
import { inRenderJob } from '../../src/render-runtime/render-job-scope.mjs';

/**
 * The further dealers of a shared render process, rendered in the default prerenderer's teardown. Astro's prerenderer
 * is stood in for by one whose pages show which dealer's data they were rendered from, and which fails for one dealer:
 * that dealer is reported failed, the others still render, and the process is left as the first dealer had it.
 */
describe('renderMoreDealers (the further dealers of a shared render process)', () => {
  /** The job the pages render from now (src/render-runtime/render-job.ts). */
  const currentJob = () => currentRenderJob();
  const jobFile = (file: string, dataFile: string, progressName: string) => {
    writeFileSync(file, JSON.stringify({ dataFile, shard: 0, shards: 1, progressName, progress: true, siteUrl: 'https://x.example.com' }));
    return file;
  };

  it('reports a dealer whose pages fail, renders the others, and puts the first dealer back afterwards', async () => {
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'more-dealers-'));
    const dealer = (slug: string) => {
      const dataFile = path.join(tmp, `${slug}.json`);
      writeFileSync(dataFile, '{}');
      return {
        slug,
        renderJob: jobFile(path.join(tmp, `${slug}-job.json`), dataFile, slug),
        outDir: path.join(tmp, slug),
        site: `https://${slug}.example.com`,
        csp: [`default-src ${slug}`],
        cspScripts: ["'self'"],
        pagesFile: path.join(tmp, `${slug}-pages.json`),
      };
    };
    const dealers = [dealer('alpha-motors'), dealer('broken-motors'), dealer('charlie-motors')];
    const firstJob = jobFile(path.join(tmp, 'first-job.json'), '/first/site.json', 'first-motors');
    const namesSeen: string[] = [];

    const firstCsp = { directives: ['default-src first'], scriptDirective: { resources: ["'self'"] }, scriptResources: ["'self'"] };
    const cspSeen: string[][] = [];
    const base = {
      app: { manifest: { csp: { ...firstCsp } }, routeCache: { clearAll: vi.fn() } },
      getStaticPaths: async () => [
        { pathname: '/', route: { type: 'page' } },
        { pathname: '/feeds/cars.json', route: { type: 'endpoint' } },
      ],
      render: async (request: Request) => {
        const { dataFile: data, progressName } = currentJob();
        if (data.endsWith('broken-motors.json')) throw new Error('a page of broken-motors failed');
        cspSeen.push(base.app.manifest.csp.directives);
        namesSeen.push(progressName!);
        return { response: new Response(`${path.basename(data)} ${request.url}`) };
      },
      teardown: vi.fn(async () => {}),
    };
    const reports: Record<string, string>[] = [];
    const integration = renderMoreDealers(dealers, (line: string) => reports.push(JSON.parse(line)));
    let wrap: ((b: typeof base) => { teardown: () => Promise<void> }) | undefined;
    integration.hooks['astro:build:start']({ setPrerenderer: (w: typeof wrap) => (wrap = w) });
    // Astro's build of the first dealer runs inside its render job, and the teardown inside that build.
    await inRenderJob(firstJob, async () => {
      await wrap!(base).teardown();
      // Afterwards the render is the first dealer's still: nothing was switched back.
      expect(currentJob()).toMatchObject({ dataFile: '/first/site.json', progressName: 'first-motors' });
    });

    expect(reports.map((r) => r.dealerDone ?? `failed: ${r.dealerFailed}`)).toEqual(['alpha-motors', 'failed: broken-motors', 'charlie-motors']);
    expect(reports[1]!.error).toContain('a page of broken-motors failed');
    // Each dealer's own render time (build:all's seconds), and its pages counted under its own name in the progress lines.
    for (const r of [reports[0]!, reports[2]!]) expect(r.seconds).toBeGreaterThanOrEqual(0);
    expect(new Set(namesSeen)).toEqual(new Set(['alpha-motors', 'charlie-motors']));
    // Each page from its own dealer's data, at its own site's address, under its own CSP.
    expect(readFileSync(path.join(tmp, 'charlie-motors', 'index.html'), 'utf8')).toBe('charlie-motors.json https://charlie-motors.example.com/');
    expect(readFileSync(path.join(tmp, 'alpha-motors', 'feeds', 'cars.json'), 'utf8')).toBe(
      'alpha-motors.json https://alpha-motors.example.com/feeds/cars.json',
    );
    expect(cspSeen).toContainEqual(['default-src charlie-motors']);
    // Each rendered dealer's HTML pages are named for its sitemap, which the build process writes (dealer-sitemap.ts).
    expect(JSON.parse(readFileSync(dealers[0]!.pagesFile, 'utf8'))).toEqual(['']);
    expect(existsSync(dealers[1]!.pagesFile)).toBe(false);
    // The first dealer's CSP is back, and Astro's own teardown still ran.
    expect(base.app.manifest.csp.directives).toEqual(['default-src first']);
    expect(base.teardown).toHaveBeenCalledOnce();
  });

  it('renders a dealer a few pages at a time in static-path order, skips what another process renders, and after a failure starts no page', async () => {
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'render-dealer-'));
    const dealer = {
      slug: 'alpha-motors',
      renderJob: jobFile(path.join(tmp, 'alpha-job.json'), path.join(tmp, 'alpha.json'), 'alpha-motors'),
      outDir: path.join(tmp, 'out'),
      site: 'https://alpha.example.com',
      csp: [],
      cspScripts: [],
    };
    const paths = (n: number) => Array.from({ length: n }, (_, i) => ({ pathname: `/cars/car-${i}/`, route: { type: 'page' } }));
    let inFlight = 0;
    let most = 0;
    const started: string[] = [];
    const base = (n: number, failAt?: string) => ({
      app: { manifest: {}, routeCache: { clearAll: () => {} } },
      getStaticPaths: async () => paths(n),
      render: async (request: Request) => {
        const at = new URL(request.url).pathname;
        started.push(at);
        most = Math.max(most, ++inFlight);
        // Later pages answer sooner, so the order of the answers is not the order of the paths.
        await new Promise((r) => setTimeout(r, at === failAt ? 1 : 30 - Number(at.match(/\d+/)![0])));
        inFlight--;
        if (at === failAt) throw new Error(`${at} failed`);
        return { response: new Response(at) };
      },
    });

    const names = await renderDealer(base(12), dealer, { skip: new Set(['/cars/car-3']) });
    expect(names).toEqual(
      paths(12)
        .map((p) => p.pathname.slice(1))
        .filter((p) => p !== 'cars/car-3/'),
    );
    expect(started).not.toContain('/cars/car-3/');
    expect(most).toBe(PAGES_IN_FLIGHT);
    expect(readFileSync(path.join(tmp, 'out', 'cars', 'car-11', 'index.html'), 'utf8')).toBe('/cars/car-11/');

    started.length = 0;
    await expect(renderDealer(base(20, '/cars/car-1/'), { ...dealer, outDir: path.join(tmp, 'out2') })).rejects.toThrow('/cars/car-1/ failed');
    // The pages in flight at the failure finished (nothing runs after the throw); no further page was started.
    expect(inFlight).toBe(0);
    expect(started.length).toBeLessThanOrEqual(PAGES_IN_FLIGHT + 1);
    expect(existsSync(path.join(tmp, 'out2', 'cars', 'car-19'))).toBe(false);
  });
});
