import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOW, runScript, scratchDealer } from './helpers';
import { deadLinkReport, deadLinks } from './site-links';

/*
 * Group and location blocks as a built site shows them: the stats banner only with the
 * dealer's own figures, and location cards with a map image from the dealer's image service.
 */
describe('site blocks from settings', () => {
  it("a stats banner without the dealer's figures is left out (never another group's 50+ Locations) and the build says so; a map template gives every card a map image; every internal link of the used-car template with the brand variant's /used-car/ model pages is alive", () => {
    const { root, dir } = scratchDealer();
    const file = path.join(dir, 'dealer.json');
    const cfg = JSON.parse(readFileSync(file, 'utf8'));
    cfg.blocks = { ...cfg.blocks, stats_banner: true };
    cfg.search = { ...cfg.search, model_path: 'used-car' };
    // The used-car template, which no demo dealer uses: the link check below covers it with the brand variant's paths.
    cfg.template = 'used';
    cfg.contact = { ...cfg.contact, map_image_url: 'https://maps.example.net/img?c={lat},{lng}&s={width}x{height}' };
    cfg.locations = cfg.locations.map((l: Record<string, unknown>) => ({ ...l, address: { ...(l.address as object), lat: -27.5, long: 153.01 } }));
    writeFileSync(file, JSON.stringify(cfg));
    const out = path.join(root, 'out');
    const r = runScript('build.ts', ['--dealer', dir, '--out', out, '--now', NOW]);
    expect(r.code, r.output).toBe(0);
    expect(r.output).toContain('blocks.stats: blocks.stats_banner is on but no stats are set, so the banner is left out');
    const home = readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(home).not.toContain('class="stats');
    expect(home).not.toMatch(/50\+|40\+|30\+/);
    const slug = cfg.locations[0].slug as string;
    const loc = readFileSync(path.join(out, 'locations', slug, 'index.html'), 'utf8');
    expect(loc).toContain('src="https://maps.example.net/img?c=-27.50000,153.01000&amp;s=640x320"');
    expect(loc).toMatch(/<meta http-equiv="content-security-policy" content="[^"]*img-src [^;"]*https:\/\/maps\.example\.net/);
    // The brand variant's make/model search pages live under /used-car/ (a setting), and the menus link there.
    const model = readFileSync(path.join(out, 'used-car/mazda/cx-5/index.html'), 'utf8');
    expect(model).toMatch(/<h1[^>]*>Mazda CX-5 for Sale<\/h1>/);
    expect(model).toContain('&quot;path&quot;:[0,&quot;/used-car/mazda/cx-5/&quot;]');
    expect(model).not.toContain('href="/search/mazda/cx-5"');
    expect(existsSync(path.join(out, 'search/mazda/cx-5/index.html'))).toBe(false);
    expect(existsSync(path.join(out, 'search/mazda/index.html'))).toBe(true);
    expect(home).toContain('href="/used-car/mazda/cx-5/"');
    // /models, the vehicle breadcrumb and every other internal link of every page name a page or file of the
    // build (they once led to /search/mazda/cx-5/, which this setting does not build); the fixture has no logo
    // file, so the build publishes a stand-in at the address every page links.
    const links = deadLinks(out);
    expect(links.pages).toBeGreaterThan(40);
    expect(links.dead, `dead links:\n${deadLinkReport(links.dead)}`).toEqual([]);
    expect(readFileSync(path.join(out, 'models/index.html'), 'utf8')).not.toContain('href="/search/mazda/cx-5/"');
    expect(r.output).toContain("logo: /dealer/logo.svg is not in the dealer's assets/ folder: a plain logo");
  });

  it('refuses a map template that is not an https URL with {lat} and {lng}', () => {
    const { root, dir } = scratchDealer();
    const file = path.join(dir, 'dealer.json');
    const cfg = JSON.parse(readFileSync(file, 'utf8'));
    cfg.contact = { ...cfg.contact, map_image_url: 'http://maps.example.net/img?c={lat}' };
    writeFileSync(file, JSON.stringify(cfg));
    const r = runScript('build.ts', ['--dealer', dir, '--out', path.join(root, 'out'), '--now', NOW]);
    expect(r.code).toBe(2);
    expect(r.output).toContain('contact.map_image_url');
  });
});
