import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOW, ROOT, runScript, scratchDealer } from './helpers';

/*
 * A stock file shaped like real dealer feeds (tests/fixtures/feeds/variants.json: a leading BOM, numbers as text,
 * text as numbers, blank fields, odd letter case, DD/MM/YYYY dates, one car with unreadable values) builds, every
 * car gets its page with the normalised values, and the unreadable values are listed as warnings.
 */

const FIXTURE = path.join(ROOT, 'tests/fixtures/feeds/variants.json');
const SLUGS = [
  '2021-skoda-octavia-rs-v1',
  '2024-mazda-cx-5-gt-v2',
  '2022-citroen-c5-aircross-shine-v3',
  '2025-mazda-3-g20-v4',
  '2025-mazda-cx-30-g25-v5',
  '2020-toyota-hilux-sr5-v6',
  '2023-toyota-landcruiser-300-gr-v7',
  '2019-jayco-starcraft-v8',
  '2018-mazda-bt-50-xtr-v9',
  '2021-mazda-cx-9-azami-v10',
  '2022-mazda-mx-5-roadster-v11',
  '2017-mazda-2-neo-v12',
];

/** The page's visible text, one run of text per "|", so label|value pairs can be matched. */
function pageText(out: string, slug: string): string {
  const html = readFileSync(path.join(out, 'cars', slug, 'index.html'), 'utf8');
  return html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, '\n')
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .join('|');
}

const esc = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('a feed-variants stock builds with normalised values and listed warnings', () => {
  let out = '';
  let r: ReturnType<typeof runScript>;
  beforeAll(() => {
    const { root, dir } = scratchDealer();
    copyFileSync(FIXTURE, path.join(dir, 'stock.json'));
    out = path.join(root, 'out');
    r = runScript('build.ts', ['--dealer', dir, '--out', out, '--now', NOW]);
  }, 180_000);

  it('the fixture starts with a byte-order mark, and the build succeeds', () => {
    expect(readFileSync(FIXTURE).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(r.code, r.output).toBe(0);
  });

  it('lists every unreadable value as a warning naming file, record, id / slug and field', () => {
    // Four values of cars; the notes about the whole feed follow, not counted among them.
    expect(r.stdout).toContain('4 stock values could not be read and were left out');
    const warnings = r.stdout
      .split('\n')
      .filter((l) => l.includes('] warning: ') && l.includes('stock.json'))
      .map((l) => l.replace(/^.*\] warning: .*stock\.json /, ''));
    expect(warnings).toEqual([
      'record #5 (1006 / 2020-toyota-hilux-sr5-v6): price: expected a number, e.g. 32990, "32,990", "$32,990.00", "42,000 km", "150k", "32990.00 AUD"; found text (got "POA"); left empty',
      'record #5 (1006 / 2020-toyota-hilux-sr5-v6): sold: not a yes/no value (true/false, Y/N, yes/no, 1/0) (got "maybe"); read as false',
      'record #5 (1006 / 2020-toyota-hilux-sr5-v6): created_at: not a real calendar date (got "31/02/2026"); left empty',
      expect.stringMatching(/^record #5 \(1006 \/ 2020-toyota-hilux-sr5-v6\): images\[1\]\.url: .* \(got "htp:\/broken"\); images\[1\] left out$/),
      // Once per feed, not per car: values that read two ways (no feed.date_order / feed.number_locale in dealer.json).
      expect.stringMatching(
        new RegExp(
          `stock\\.json: ${esc('dates: dates such as "05/11/2026" read either way (day or month first); read day first (DD/MM/YYYY); set feed.date_order ("dmy" or "mdy") in dealer.json to say which; in 1 record (created_at), first record #0 (1001 / 2021-skoda-octavia-rs-v1)')}$`,
        ),
      ),
      expect.stringMatching(
        new RegExp(
          `stock\\.json: ${esc('km: numbers such as "18,500" read either way (18.5 or 18500); read with a dot decimal mark and comma thousands (18500); set feed.number_locale ("dot_decimal" or "comma_decimal") in dealer.json to say which; in 2 records, first record #2 (1003 / 2022-citroen-c5-aircross-shine-v3)')}$`,
        ),
      ),
      expect.stringMatching(
        new RegExp(
          `stock\\.json: ${esc('price: numbers such as "29,990" read either way (29.99 or 29990); read with a dot decimal mark and comma thousands (29990); set feed.number_locale ("dot_decimal" or "comma_decimal") in dealer.json to say which; in 2 records, first record #2 (1003 / 2022-citroen-c5-aircross-shine-v3)')}$`,
        ),
      ),
      expect.stringMatching(
        new RegExp(
          `stock\\.json: ${esc('(values inside objects and lists): numbers such as "49,500" read either way (49.5 or 49500); read with a dot decimal mark and comma thousands (49500); set feed.number_locale ("dot_decimal" or "comma_decimal") in dealer.json to say which; in 1 record, first record #9 (1010 / 2021-mazda-cx-9-azami-v10)')}$`,
        ),
      ),
    ]);
  });

  it('every car gets its page, the one with warnings too', () => {
    for (const slug of SLUGS) expect(existsSync(path.join(out, 'cars', slug, 'index.html')), slug).toBe(true);
  });

  it('numbers sent as text: price, kms, seats, doors; a DD/MM/YYYY rego date; accented make', () => {
    const t = pageText(out, '2021-skoda-octavia-rs-v1');
    expect(t).toContain('|$32,990|');
    expect(t).toContain('|Kilometres|42,000 kms|');
    expect(t).toContain('|Gears|7|Seats|5|Doors|4|');
    expect(t).toContain('Registration: Expires on 31 March 2027');
    expect(t).toContain('|Home|Used Cars|Škoda|Octavia|');
    expect(readFileSync(path.join(out, 'cars/2021-skoda-octavia-rs-v1/index.html'), 'utf8')).toContain('href="/search/skoda/"');
  });

  it('text fields sent as numbers: gears, engine and every variant value; car_type in capitals', () => {
    const t = pageText(out, '2024-mazda-cx-5-gt-v2');
    expect(t).toContain('|Home|New Cars|Mazda|CX-5|');
    expect(t).toContain('|Gears|6|Engine|2.5L|Seats|5|Doors|5|');
    expect(t).toContain('|Fuel Consumption|7.4 L/100km|Engine Size|2.5L|Cylinders|4|Induction|Aspirated|Torque|252|Fuel Capacity|56 L|ANCAP Rating|5|');
  });

  it('grouped numbers, Y/N flags, blank and "null" fields hidden, status in any case', () => {
    expect(pageText(out, '2022-citroen-c5-aircross-shine-v3')).toContain('|$29,990|');
    expect(pageText(out, '2022-citroen-c5-aircross-shine-v3')).toContain('|Kilometres|18,500 kms|');
    const blank = pageText(out, '2025-mazda-3-g20-v4');
    expect(blank).toContain('|Enquire for price|');
    expect(blank).toContain('|Car Details|Year|2025|Make|Mazda|Model|3|Body|Hatch|Stock Number|V4|');
    expect(pageText(out, '2025-mazda-cx-30-g25-v5')).toContain('|COMING SOON|');
    const sold = pageText(out, '2018-mazda-bt-50-xtr-v9');
    expect(sold).toContain('|This vehicle has been sold.|');
    const spaced = pageText(out, '2017-mazda-2-neo-v12');
    expect(spaced).toContain('|$12,490|');
    expect(spaced).toContain('|Kilometres|121,000 kms|');
    expect(spaced).toContain('|Reserve for $200|');
  });

  it('the car with unreadable values keeps its page without them', () => {
    const t = pageText(out, '2020-toyota-hilux-sr5-v6');
    expect(t).toContain('|Enquire for price|');
    expect(t).toContain('|1|/|1|');
    const html = readFileSync(path.join(out, 'cars/2020-toyota-hilux-sr5-v6/index.html'), 'utf8');
    expect(html).toContain('https://cdn.example.com/hilux-1.jpg');
    expect(html).not.toContain('htp:/broken');
  });

  it('caravan specs, bare image URLs and list items sent as numbers', () => {
    expect(pageText(out, '2019-jayco-starcraft-v8')).toContain('|Body Length|6.55 m|Tare Weight|1850|Axle Type|Single|Sleeps|4|');
    expect(pageText(out, '2021-mazda-cx-9-azami-v10')).toContain('|1|/|2|');
    expect(pageText(out, '2022-mazda-mx-5-roadster-v11')).toContain('|Features|Bluetooth|360|Heated seats|');
  });

  it('search paths of accented makes are transliterated', () => {
    expect(existsSync(path.join(out, 'search/skoda/index.html'))).toBe(true);
    expect(existsSync(path.join(out, 'search/citroen/c5-aircross/index.html'))).toBe(true);
    expect(existsSync(path.join(out, 'search/koda'))).toBe(false);
  });
});
