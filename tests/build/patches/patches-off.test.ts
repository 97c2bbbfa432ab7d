import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PATCH_NAMES, patchesOff, patchOn } from '../../../scripts/lib/render/patches/patches-off.mjs';
import { bundleCacheEnabled, bundleKey } from '../../../scripts/lib/render/bundle-cache';
import { ROOT } from '../helpers';

/* DEALER_PATCHES_OFF, the switch for measuring the patches (scripts/lib/render/patches/patches-off.mjs). */
describe('DEALER_PATCHES_OFF', () => {
  const saved = process.env.DEALER_PATCHES_OFF;
  afterEach(() => {
    if (saved === undefined) delete process.env.DEALER_PATCHES_OFF;
    else process.env.DEALER_PATCHES_OFF = saved;
  });

  it('knows every patch of the folder, and every patch applies when it is unset', () => {
    const files = readdirSync(path.join(ROOT, 'scripts/lib/render/patches'))
      .filter((f) => f.endsWith('.mjs') && !['patches-off.mjs', 'astro-version.mjs'].includes(f))
      .map((f) => f.replace(/\.mjs$/, ''));
    expect([...PATCH_NAMES].sort()).toEqual(files.sort());
    expect(patchesOff({})).toEqual([]);
    for (const name of PATCH_NAMES) expect(patchOn(name, {})).toBe(true);
  });

  it('reads a list or all, and stops on a name it does not know', () => {
    expect(patchesOff({ DEALER_PATCHES_OFF: 'share-bundle, qs-unused-in-browser' })).toEqual(['qs-unused-in-browser', 'share-bundle']);
    expect(patchOn('qs-unused-in-browser', { DEALER_PATCHES_OFF: 'qs-unused-in-browser' })).toBe(false);
    expect(patchesOff({ DEALER_PATCHES_OFF: 'all' })).toHaveLength(PATCH_NAMES.length);
    expect(() => patchesOff({ DEALER_PATCHES_OFF: 'share-bundles' })).toThrow(/unknown patch share-bundles/);
  });

  it('is part of the bundle cache key, and without share-bundle there is no cache', () => {
    delete process.env.DEALER_PATCHES_OFF;
    const on = bundleKey();
    process.env.DEALER_PATCHES_OFF = 'qs-unused-in-browser';
    expect(bundleKey()).not.toBe(on);
    delete process.env.DEALER_PATCHES_OFF;
    expect(bundleKey()).toBe(on);
    expect(bundleCacheEnabled({})).toBe(true);
    expect(bundleCacheEnabled({ DEALER_PATCHES_OFF: 'share-bundle' })).toBe(false);
  });
});
