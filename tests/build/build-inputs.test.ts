import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { changedDecision, inputsHash } from '../../scripts/lib/load/build-inputs';
import { sha256File, type BuildManifest } from '../../scripts/lib/shared/manifest';
import { scratchDealer } from './helpers';

const code = { version: '0.1.0', commit: 'abc' };

describe('inputsHash: what a dealer site is built from', () => {
  it('changes with dealer.json, stock, an asset, a Markdown page, the code version and --skip-invalid; not with .fetched/ or a re-save of the same bytes', () => {
    const { dir } = scratchDealer('hash-motors');
    const base = inputsHash({ dealerDir: dir, code });
    expect(inputsHash({ dealerDir: dir, code })).toBe(base);
    const differs = (label: string, change: () => string) => expect(change(), label).not.toBe(base);
    differs('code commit', () => inputsHash({ dealerDir: dir, code: { ...code, commit: 'def' } }));
    differs('code version', () => inputsHash({ dealerDir: dir, code: { ...code, version: '0.2.0' } }));
    differs('--skip-invalid', () => inputsHash({ dealerDir: dir, code, skipInvalid: true }));
    const other = path.join(dir, '..', 'other-stock.json');
    writeFileSync(other, '{"cars":[]}');
    differs('a --stock file', () => inputsHash({ dealerDir: dir, stockFile: other, code }));

    mkdirSync(path.join(dir, '.fetched'));
    writeFileSync(path.join(dir, '.fetched', 'stock-2026.json'), '{}');
    expect(inputsHash({ dealerDir: dir, code }), '.fetched/ is not input').toBe(base);

    mkdirSync(path.join(dir, 'pages'));
    writeFileSync(path.join(dir, 'pages', 'about.md'), '# About');
    const withPage = inputsHash({ dealerDir: dir, code });
    expect(withPage).not.toBe(base);
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'assets', 'logo.svg'), '<svg/>');
    const withAsset = inputsHash({ dealerDir: dir, code });
    expect(withAsset).not.toBe(withPage);
    writeFileSync(path.join(dir, 'assets', 'logo.svg'), '<svg/>');
    expect(inputsHash({ dealerDir: dir, code }), 'same bytes, newer mtime').toBe(withAsset);
  });
});

describe('sha256File: a file hashed a megabyte at a time', () => {
  it('gives the hash of the whole file, for an empty file, one under a megabyte and ones of several, hashed one after another', () => {
    const { dir } = scratchDealer('hash-file');
    const whole = (b: Buffer) => createHash('sha256').update(b).digest('hex');
    // Large first: what a file leaves in the shared read buffer must not reach the next one's hash.
    for (const size of [(1 << 20) * 2 + 17, 1000, 0, (1 << 20) + 5]) {
      const bytes = Buffer.alloc(size, 0);
      for (let i = 0; i < size; i++) bytes[i] = (i * 31 + size) % 251;
      const file = path.join(dir, `f-${size}`);
      writeFileSync(file, bytes);
      expect(sha256File(file), `${size} bytes`).toBe(whole(bytes));
    }
  });

  it('keeps the inputs hash of a site published before it: --changed-only still skips that dealer', () => {
    const { dir } = scratchDealer('hash-compat');
    // The hash as it was made when every file was read whole (and the folder's stock.json hashed twice).
    const sha = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');
    const files = readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
      .sort()
      .map((rel) => [rel, sha(readFileSync(path.join(dir, rel)))]);
    const before = sha(JSON.stringify({ files, stock: sha(readFileSync(path.join(dir, 'stock.json'))), code, skipInvalid: false }));
    expect(inputsHash({ dealerDir: dir, code })).toBe(before);
  });
});

describe('changedDecision', () => {
  const manifest = { built_at: '2026-11-21T02:10:00.000Z', now: '2026-11-21T02:00:00.000Z', inputs_sha256: 'h1' } as BuildManifest;
  const at = (iso: string) => new Date(iso);

  it('skips only with the same inputs hash and date rules at most max-age hours old', () => {
    expect(changedDecision(manifest, 'h1', at('2026-11-21T02:00:00Z'), 24)).toEqual({ skip: true, since: manifest.built_at });
    expect(changedDecision(manifest, 'h1', at('2026-11-22T01:59:00Z'), 24)).toEqual({ skip: true, since: manifest.built_at });
    expect(changedDecision(manifest, 'h1', at('2026-11-22T02:01:00Z'), 24)).toMatchObject({ skip: false });
    expect(changedDecision(manifest, 'h2', at('2026-11-21T03:00:00Z'), 24)).toEqual({ skip: false, why: 'inputs changed' });
    expect(changedDecision(manifest, 'h1', at('2026-11-20T00:00:00Z'), 24), 'built for a later now').toMatchObject({ skip: false });
    expect(changedDecision(null, 'h1', at('2026-11-21T03:00:00Z'), 24)).toEqual({ skip: false, why: 'no published build' });
    expect(changedDecision({ ...manifest, inputs_sha256: undefined }, 'h1', at('2026-11-21T03:00:00Z'), 24)).toMatchObject({ skip: false });
  });
});
