import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtDemoSite } from './helpers';
import { deadLinkReport, deadLinks } from './site-links';

/*
 * The link check over every page of a build of each template: the demo dealers are franchise (demo-motors),
 * caravan (coastal-caravans) and group (demo-group) sites with model pages under /search/; the used-car template
 * with the brand variant's /used-car/ model pages is checked on the build tests/build/site-blocks.test.ts makes.
 * Every page the build wrote is read, not only those reachable from / (tests/e2e/links.spec.ts crawls those
 * over the preview server, API included).
 */
describe.each([
  ['demo-motors', 'franchise'],
  ['coastal-caravans', 'caravan'],
  ['demo-group', 'group'],
] as const)('%s (%s template)', (dealer, _template) => {
  it('every internal link and asset of every page names a page or file of the build', () => {
    const links = deadLinks(builtDemoSite(dealer));
    expect(links.pages).toBeGreaterThan(100);
    expect(links.dead, `dead links on ${dealer}:\n${deadLinkReport(links.dead)}`).toEqual([]);
  }, 300_000);
});

describe('the link check itself', () => {
  it('resolves a link as a static host does (folder index, .html, file) and names every other one with the pages linking it', () => {
    const site = mkdtempSync(path.join(os.tmpdir(), 'links-'));
    const write = (rel: string, text: string) => {
      mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
      writeFileSync(path.join(site, rel), text);
    };
    write('index.html', '<a href="/models/">m</a><a href="/models">m</a><a href="/404">x</a><img src="/dealer/logo.svg"><a href="/search/mazda/cx-5/">cx</a>');
    write('models/index.html', '<a href="/search/mazda/cx-5/?page=2">cx</a><a href="/used-car/mazda/cx-5/">cx</a><a href="https://example.com/x">out</a>');
    write('used-car/mazda/cx-5/index.html', '<a href="/">home</a>');
    write('404.html', '<a href="/">home</a>');
    expect(deadLinks(site)).toEqual({
      pages: 4,
      links: 7,
      dead: [
        { url: '/dealer/logo.svg', foundOn: ['/'] },
        { url: '/search/mazda/cx-5/', foundOn: ['/', '/models/'] },
      ],
    });
  });
});
