import { atom, type WritableAtom } from 'nanostores';
import { browserStorage, readValidated, siteKey, siteSlug, writeJson } from '../api/storage';
import type { StoredName, StoredValue } from './stored-schemas';
import * as validators from './stored-validators.generated.js';

/** '{slug}-{name}', e.g. 'demo-motors-FavouritedCars' (spec: keys prefixed by the site slug). */
export function storageKey(name: string, slug = siteSlug()): string {
  return siteKey(slug, name);
}

/**
 * A nanostores atom kept in localStorage under the slug-prefixed key, checked on every read against its stored
 * schema (src/stores/stored-schemas.ts, compiled to a plain function so the browser does not load zod) through
 * src/api/storage.ts, the one storage door, and kept in sync across tabs. On the server (or with storage blocked)
 * it simply holds the fallback.
 */
export function persistedAtom<K extends StoredName>(name: K, fallback: StoredValue<K>): WritableAtom<StoredValue<K>> {
  type T = StoredValue<K>;
  const isValid = validators[name] as (data: unknown) => data is T;
  const storage = typeof window !== 'undefined' ? browserStorage() : null;
  const key = storage ? storageKey(name) : name;
  const store = atom<T>(readValidated(storage, key, isValid, fallback));
  if (!storage) return store;
  let writing = false;
  store.listen((value) => {
    if (writing) return;
    if (!writeJson(storage, key, value)) console.error(`Could not store ${name}`);
  });
  const reread = () => {
    writing = true;
    store.set(readValidated(storage, key, isValid, fallback));
    writing = false;
  };
  window.addEventListener('storage', (e) => {
    if (e.key !== key) return;
    if (e.newValue === null) {
      writing = true;
      store.set(fallback);
      writing = false;
    } else reread();
  });
  // A page brought back by Back or Forward from the browser's page cache heard no storage events while it was away
  // (a car saved or removed on the page in between): read again, or its next change would write the old list back.
  window.addEventListener('pageshow', (e) => {
    if (e.persisted) reread();
  });
  return store;
}
