import * as fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:fs')>();
  return { ...real, mkdirSync: vi.fn(real.mkdirSync) };
});

const { folderMaker } = await import('../../scripts/lib/render/render-more-dealers.mjs');

/** A car's files as renderDealer writes them (directory format). */
const carFiles = (root: string, slug: string) =>
  ['index.html', 'checkout/index.html', 'print/index.html', 'lead-car.json'].map((f) => path.join(root, 'cars', slug, f));

describe('folderMaker (page folders of renderDealer)', () => {
  it('makes each folder once, with one call, however many pages it holds', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'folders-'));
    const make = folderMaker(root);
    const mkdir = vi.mocked(fs.mkdirSync);
    mkdir.mockClear();
    const cars = Array.from({ length: 50 }, (_, i) => `car-${i}`);
    for (const slug of cars) {
      for (const file of carFiles(root, slug)) {
        make(path.dirname(file));
        fs.writeFileSync(file, 'x');
      }
    }
    for (const slug of cars) for (const file of carFiles(root, slug)) expect(fs.readFileSync(file, 'utf8')).toBe('x');
    // The root (recursively, once), cars/, and three folders a car: made once a page, it was four calls a car.
    expect(mkdir).toHaveBeenCalledTimes(2 + 3 * cars.length);
    expect(mkdir.mock.calls.filter(([, options]) => (options as fs.MakeDirectoryOptions | undefined)?.recursive)).toHaveLength(1);
  });

  it('takes folders that are already there, and a file standing where a folder goes fails the page', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'folders-'));
    fs.mkdirSync(path.join(root, 'cars/kept/print'), { recursive: true });
    fs.writeFileSync(path.join(root, 'offers'), 'not a folder');
    const make = folderMaker(`${root}${path.sep}`);
    expect(() => make(path.join(root, 'cars/kept/print'))).not.toThrow();
    expect(() => make(path.join(root, 'cars/kept/checkout'))).not.toThrow();
    expect(fs.statSync(path.join(root, 'cars/kept/checkout')).isDirectory()).toBe(true);
    // mkdir answers EEXIST for the file; the page's write then fails instead of going somewhere else.
    make(path.join(root, 'offers'));
    expect(() => fs.writeFileSync(path.join(root, 'offers', 'index.html'), 'x')).toThrow(/ENOTDIR/);
  });
});
