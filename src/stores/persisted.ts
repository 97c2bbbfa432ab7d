import { atom, type WritableAtom } from 'nanostores';
import type * as z from 'zod/mini';
import { browserStorage, siteKey, siteSlug, writeJson } from '../api/storage';
import { readParsed } from '../api/storage-parsed';

/** '{slug}-{name}', e.g. 'demo-motors-FavouritedCars' (spec: keys prefixed by the site slug). */
export function storageKey(name: string, slug = siteSlug()): string {
  return siteKey(slug, name);
}

/**
 * A nanostores atom kept in localStorage under the slug-prefixed key, validated by a zod schema on read (through
 * src/api/storage.ts, the one storage door) and kept in sync across tabs. On the server (or with storage blocked)
 * it simply holds the fallback.
 */
export function persistedAtom<T>(name: string, schema: z.core.$ZodType<T>, fallback: T): WritableAtom<T> {
  const storage = typeof window !== 'undefined' ? browserStorage() : null;
  const key = storage ? storageKey(name) : name;
  const store = atom<T>(readParsed(storage, key, schema, fallback));
  if (!storage) return store;
  let writing = false;
  store.listen((value) => {
    if (writing) return;
    if (!writeJson(storage, key, value)) console.error(`Could not store ${name}`);
  });
  window.addEventListener('storage', (e) => {
    if (e.key !== key) return;
    writing = true;
    store.set(e.newValue === null ? fallback : readParsed(storage, key, schema, fallback));
    writing = false;
  });
  return store;
}
