import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOW, runScript, scratchDealer } from './helpers';

/*
 * The site's CSP allows inline scripts by hash only: every inline script a page runs must have its hash in that
 * page's policy, or the browser blocks it and logs a violation. Built for a dealer whose only location has no
 * phone, so the vehicle pages take the no-phone branch (its console warning used to be an unhashed inline script).
 */
function pages(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name));
}
/** Inline scripts the browser runs: no src, and no data type (JSON, JSON-LD). */
function runInlineScripts(html: string): string[] {
  const out: string[] = [];
  for (const [, attrs = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attrs)) continue;
    const type = attrs.match(/\btype="([^"]*)"/)?.[1];
    if (type && type !== 'module' && type !== 'text/javascript') continue;
    out.push(body);
  }
  return out;
}

describe('inline scripts and the CSP', () => {
  it("every inline script of every page of a phone-less dealer has its hash in the page's policy", () => {
    const { root, dir } = scratchDealer();
    const configFile = path.join(dir, 'dealer.json');
    const config = JSON.parse(readFileSync(configFile, 'utf8')) as { locations: { phone?: unknown; contact_detail?: Record<string, unknown> }[] };
    for (const l of config.locations) {
      l.phone = null;
      l.contact_detail = { ...l.contact_detail, phone: null, landline_phone: null };
    }
    writeFileSync(configFile, JSON.stringify(config));
    const out = path.join(root, 'out');
    const r = runScript('build.ts', ['--dealer', dir, '--out', out, '--now', NOW]);
    expect(r.code, r.output).toBe(0);
    const vehicle = readFileSync(path.join(out, 'cars/2022-mazda-cx-5-maxx-t1/index.html'), 'utf8');
    expect(vehicle).toContain('No phone number for 2022-mazda-cx-5-maxx-t1');
    const unhashed: string[] = [];
    for (const file of pages(out)) {
      const html = readFileSync(file, 'utf8');
      const policy = html.match(/<meta http-equiv="content-security-policy" content="([^"]*)"/)?.[1] ?? '';
      for (const code of runInlineScripts(html)) {
        const hash = `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
        if (!policy.includes(hash)) unhashed.push(`${path.relative(out, file)}: ${code.slice(0, 80)}`);
      }
    }
    expect(unhashed).toEqual([]);
  }, 300_000);
});
