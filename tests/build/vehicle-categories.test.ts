import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtDemoSite } from './helpers';

/*
 * A stock of caravans, motorcycles and trucks (coastal-caravans) is counted in its own words, and a body reads by
 * its one name (SUV, not a capitalised slug), on the pages built from it.
 */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ');

/** Each tile of a BrowseTiles section as 'name count noun'. */
function tiles(html: string, id: string): string[] {
  const section = html.slice(html.indexOf(`id="${id}"`));
  const list = section.slice(0, section.indexOf('</ul>'));
  return [...list.matchAll(/<a [^>]*class="card tile"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => text(m[1] ?? '').trim());
}

describe('a mixed stock counts each tile in its own noun (coastal-caravans)', () => {
  let home = '';
  let models = '';
  beforeAll(() => {
    const out = builtDemoSite('coastal-caravans');
    home = readFileSync(path.join(out, 'index.html'), 'utf8');
    models = readFileSync(path.join(out, 'models/index.html'), 'utf8');
  }, 240_000);

  it('a motorcycle body tile counts motorcycles, a truck make trucks, a caravan body caravans', () => {
    const bodies = tiles(home, 'by-body');
    expect(bodies.find((t) => t.startsWith('Naked '))).toMatch(/^Naked \d+ motorcycles$/);
    expect(bodies.find((t) => t.startsWith('Caravan '))).toMatch(/^Caravan \d+ caravans$/);
    const makes = tiles(home, 'by-make');
    expect(makes.find((t) => t.startsWith('Yamaha '))).toMatch(/^Yamaha \d+ motorcycles$/);
    expect(makes.find((t) => t.startsWith('Hino '))).toMatch(/^Hino \d+ trucks$/);
    expect(bodies.concat(makes).filter((t) => / cars?$/.test(t))).toEqual([]);
  });

  it('/models counts each model in its own noun', () => {
    const grid = text(models.split('class="grid models')[1]?.split('</ul>')[0] ?? '');
    expect(grid).toMatch(/MT-07 \d+ motorcycles/);
    expect(grid).toMatch(/300 Series \d+ trucks/);
    expect(grid).not.toMatch(/\d+ cars?\b/);
  });
});

describe('/models names each body filter as the body reads elsewhere (demo-motors)', () => {
  it('SUV reads SUV, not a capitalised slug (Suv)', () => {
    const html = readFileSync(path.join(builtDemoSite('demo-motors'), 'models/index.html'), 'utf8');
    const nav = html.slice(html.indexOf('aria-label="Body types"'), html.indexOf('</nav>', html.indexOf('aria-label="Body types"')));
    const chips = [...nav.matchAll(/<a [^>]*data-body="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => [m[1], m[2]]);
    expect(chips).toContainEqual(['suv', 'SUV']);
    expect(html).not.toMatch(/text-transform:\s*capitalize/);
  }, 240_000);
});
