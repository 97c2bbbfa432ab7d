/*
 * The dealer's content-page Markdown reaches pages through the prepared site data (scripts/lib/derive/dealer-pages.ts),
 * not through an environment variable naming the dealer folder: a dealer built from any folder gets its own text.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDealer } from '../../scripts/lib/load/load-dealer';
import { prepareSite } from '../../scripts/lib/derive/prepare-site';
import { contentHtml } from '../../src/views/content';
import { NOW, scratchDealer } from './helpers';

describe("the dealer's Markdown in the prepared site data", () => {
  it('reads pages/*.md (nested routes too) from the folder the dealer is built from, dealer.json pages over them', () => {
    delete process.env.DEALER_DIR;
    const { dir } = scratchDealer();
    mkdirSync(path.join(dir, 'pages', 'pages'), { recursive: true });
    writeFileSync(path.join(dir, 'pages', 'warranty.md'), 'Every car carries **five years** of warranty.');
    writeFileSync(path.join(dir, 'pages', 'pages', 'eofy-sale.md'), 'EOFY: *everything* must go.');
    writeFileSync(path.join(dir, 'pages', 'about-us.md'), 'From the file.');
    writeFileSync(path.join(dir, 'pages', 'notes.txt'), 'Not Markdown.');
    const cfgFile = path.join(dir, 'dealer.json');
    writeFileSync(cfgFile, JSON.stringify({ ...JSON.parse(readFileSync(cfgFile, 'utf8')), pages: { 'about-us': 'From dealer.json, {name}.' } }));

    const site = prepareSite(loadDealer(dir), new Date(NOW));
    expect(site.pages).toEqual({
      '/warranty': 'Every car carries **five years** of warranty.',
      '/pages/eofy-sale': 'EOFY: *everything* must go.',
      '/about-us': 'From dealer.json, {name}.',
    });
    expect(contentHtml(site, '/warranty', 'default')).toBe('<p>Every car carries <strong>five years</strong> of warranty.</p>\n');
    expect(contentHtml(site, '/pages/eofy-sale', 'default')).toBe('<p>EOFY: <em>everything</em> must go.</p>\n');
    expect(contentHtml(site, '/about-us', 'default')).toBe(`<p>From dealer.json, ${site.config.name}.</p>\n`);
    expect(contentHtml(site, '/privacy-policy', 'The default.')).toBe('<p>The default.</p>\n');
  });
});
