import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOW, editStock, runScript, scratchDealer } from './helpers';

/*
 * One build of the tiny dealer fed hostile HTML in an offer (in `sanitized_description`, which the feed claims is
 * clean, and in the other HTML fields) and in a car's description: none of it reaches a page, and every page's
 * Content-Security-Policy comes before anything a setting or feed shaped. The same build carries a car whose make,
 * model and badge are 1,000 characters each: it builds, and every name the build made from them fits the disk.
 */
const HOSTILE =
  '<p>Real text.</p><meta http-equiv="refresh" content="0;url=https://evil.example/"><iframe src="https://evil.example/frame"></iframe><script>alert("feed")</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a>';
const FORBIDDEN = [/http-equiv="refresh"/i, /<iframe/i, /alert\("feed"\)/, /onerror=/i, /javascript:alert/i, /evil\.example/];

/** A car whose make, model and badge are 1,000 characters each (a broken export): its slug once made a folder name past the disk's 255 bytes. */
const long = (word: string) => Array(200).fill(word).join(' ');
const LONG_NAMED = {
  id: 'L-1000',
  name: `2021 ${long('Make')}`,
  year: 2021,
  make: long('Make'),
  model: long('Model'),
  badge: long('Badge'),
  car_type: 'used',
  status: 'in_stock',
  created_at: '2026-11-01T00:00:00Z',
  price: 19990,
  km: 50000,
  stocknum: 'T4',
};

let out = '';
let output = '';
const pages: string[] = [];
beforeAll(() => {
  const { root, dir } = scratchDealer();
  writeFileSync(
    path.join(dir, 'offers.json'),
    JSON.stringify({
      offers: [
        {
          id: 77,
          name: 'Hostile Deal',
          description: HOSTILE,
          sanitized_description: HOSTILE,
          disclaimer: HOSTILE,
          image_url: 'javascript:alert(4)',
          model: { name: 'CX-5', slug: 'cx-5', override_url: 'javascript:alert(5)' },
          excluded_website_ids: [],
        },
      ],
    }),
  );
  editStock(dir, (cars) => ({ cars: [...cars.map((c, i) => (i === 0 ? { ...c, dealercomments: HOSTILE } : c)), LONG_NAMED] }));
  out = path.join(root, 'out');
  const r = runScript('build.ts', ['--dealer', dir, '--out', out, '--now', NOW]);
  expect(r.code, r.output).toBe(0);
  output = r.output;
  for (const e of readdirSync(out, { recursive: true, withFileTypes: true }))
    if (e.isFile() && e.name.endsWith('.html')) pages.push(path.join(e.parentPath, e.name));
}, 180_000);

const read = (p: string) => readFileSync(path.join(out, p), 'utf8');

describe('hostile feed HTML never reaches a page', () => {
  it('offer detail page and offers list: the text stays, the attack is gone', () => {
    for (const page of ['offers/77/index.html', 'special-offers/index.html']) {
      const html = read(page);
      expect(html).toContain('Hostile Deal');
      for (const bad of FORBIDDEN) expect(html, `${page} ${bad}`).not.toMatch(bad);
    }
    expect(read('offers/77/index.html')).toContain('Real text.');
  });

  it('car page: the description is cleaned', () => {
    const car = pages.find((p) => p.includes(`${path.sep}cars${path.sep}2022-mazda-cx-5-maxx-t1${path.sep}`) && p.endsWith(`${path.sep}index.html`))!;
    const html = readFileSync(car, 'utf8');
    expect(html).toContain('Real text.');
    for (const bad of FORBIDDEN) expect(html, String(bad)).not.toMatch(bad);
  });

  it('no built page anywhere carries the attack', () => {
    for (const page of pages) {
      const html = readFileSync(page, 'utf8');
      for (const bad of FORBIDDEN) expect(html, `${path.relative(out, page)} ${bad}`).not.toMatch(bad);
    }
  });
});

describe('the Content-Security-Policy comes first in <head>', () => {
  it('on every page: only the charset declaration before it, the theme style and JSON-LD after it', () => {
    expect(pages.length).toBeGreaterThan(5);
    for (const page of pages) {
      const html = readFileSync(page, 'utf8');
      const head = html.slice(html.indexOf('<head>') + '<head>'.length, html.indexOf('</head>'));
      const elements = [...head.matchAll(/<(\w+)[^>]*>/g)].map((m) => m[0]);
      // The charset must sit in the first 1024 bytes (HTML spec), so it alone may precede the policy, which can be long.
      expect(elements[0], page).toBe('<meta charset="utf-8">');
      expect(elements[1], page).toMatch(/^<meta http-equiv="content-security-policy" content="default-src 'self';/);
      expect(head.match(/http-equiv="content-security-policy"/g), page).toHaveLength(1);
    }
  });
});

describe('a 1,000-character make, model and badge', () => {
  const slug = `2021-${'make-'.repeat(13)}l-1000`;
  it('builds: the car has its page at a slug of at most 80 characters, the id at its end', () => {
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(read(`cars/${slug}/index.html`)).toContain('$19,990');
    expect(output).toContain(`first record #3 (L-1000 / ${slug})`);
  });

  it('every file and folder name of the site is under 255 bytes, the search pages of that make and model too', () => {
    const names = readdirSync(out, { recursive: true, withFileTypes: true }).map((e) => e.name);
    expect(Math.max(...names.map((n) => Buffer.byteLength(n)))).toBeLessThanOrEqual(80);
    const makeFolder = readdirSync(path.join(out, 'search')).find((n) => n.startsWith('make-make-'))!;
    expect(makeFolder).toMatch(/^(make-){13}[0-9a-z]{11}$/);
    expect(read(`search/${makeFolder}/index.html`)).toContain(`/cars/${slug}/`);
  });
});
