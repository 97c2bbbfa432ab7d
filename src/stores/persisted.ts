import '../domain/schemas/zod-no-eval';
import { atom, type WritableAtom } from 'nanostores';
import * as z from 'zod/mini';

/** The site slug every local key is prefixed with; BaseLayout writes it on <body data-site>. */
export function siteSlug(): string {
  if (typeof document === 'undefined') return 'site';
  return document.body?.dataset.site || 'site';
}

/** '{slug}-{name}', e.g. 'demo-motors-FavouritedCars' (spec: keys prefixed by the site slug). */
export function storageKey(name: string, slug = siteSlug()): string {
  return `${slug}-${name}`;
}

function read<T>(key: string, schema: z.core.$ZodType<T>, fallback: T): T {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return fallback;
    // .catch(): a corrupt or outdated value falls back instead of breaking every island that reads it.
    return z.catch(schema, fallback).parse(JSON.parse(raw));
  } catch {
    return fallback;
  }
}

/**
 * A nanostores atom kept in localStorage under the slug-prefixed key, validated by a zod schema on read and
 * kept in sync across tabs. On the server (or with storage blocked) it simply holds the fallback.
 */
export function persistedAtom<T>(name: string, schema: z.core.$ZodType<T>, fallback: T): WritableAtom<T> {
  const hasStorage = typeof window !== 'undefined' && typeof localStorage !== 'undefined';
  const key = hasStorage ? storageKey(name) : name;
  const store = atom<T>(hasStorage ? read(key, schema, fallback) : fallback);
  if (!hasStorage) return store;
  let writing = false;
  store.listen((value) => {
    if (writing) return;
    try {
      localStorage.setItem(key, JSON.stringify(value));
    } catch (err) {
      console.error(`Could not store ${name}`, err);
    }
  });
  window.addEventListener('storage', (e) => {
    if (e.key !== key) return;
    writing = true;
    store.set(e.newValue === null ? fallback : read(key, schema, fallback));
    writing = false;
  });
  return store;
}
