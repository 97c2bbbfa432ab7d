import { siteStorageKey } from '../domain/storage-keys';

/*
 * The one door to browser storage (localStorage, sessionStorage). Everything read is parsed: the stores' JSON values by
 * validators generated from their zod schemas (readValidated; src/stores/stored-schemas.ts), other JSON values
 * with a zod schema (storage-parsed.ts, kept apart because zod is 15 KB a page should not load only to read
 * storage), text values by their reader, so a value written by an older version, another site or a curious shopper
 * falls back instead of breaking the page. Stores (src/stores/persisted.ts), the lead outbox, the page trail and
 * islands all go through here.
 */

/** The bit of the Web Storage API the stores and the lead outbox need; tests pass an in-memory one. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** '{slug}-{name}' (the domain's rule, src/domain/storage-keys.ts). */
export const siteKey = siteStorageKey;

/** The site slug every local key is prefixed with; BaseLayout writes it on <body data-site>. */
export function siteSlug(): string {
  if (typeof document === 'undefined') return 'site';
  return document.body?.dataset.site || 'site';
}

function probe(get: () => Storage | undefined): KeyValueStorage | null {
  try {
    const s = get();
    if (!s) return null;
    const key = '__probe__';
    s.setItem(key, '1');
    s.removeItem(key);
    return s;
  } catch {
    return null;
  }
}

/** localStorage when the browser allows it (private modes and SSR may not); null otherwise. */
export function browserStorage(): KeyValueStorage | null {
  return probe(() => globalThis.localStorage);
}

/** sessionStorage (per tab) when the browser allows it; null otherwise. */
export function sessionBrowserStorage(): KeyValueStorage | null {
  return probe(() => globalThis.sessionStorage);
}

export function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

export function writeJson(storage: KeyValueStorage | null, key: string, value: unknown): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    // Quota exceeded or storage disabled: the caller decides what to tell the shopper.
    return false;
  }
}

/** The JSON under `key` when `isValid` accepts it (a validator may strip unknown keys); `fallback` when missing, unreadable or not of that shape. */
export function readValidated<T>(storage: KeyValueStorage | null, key: string, isValid: (data: unknown) => data is T, fallback: T): T {
  if (!storage) return fallback;
  try {
    const raw = storage.getItem(key);
    if (raw === null) return fallback;
    const data: unknown = JSON.parse(raw);
    return isValid(data) ? data : fallback;
  } catch {
    return fallback;
  }
}

/** A plain string value (not JSON), e.g. the popup's "dismissed" marker; null when missing or storage is off. */
export function readText(storage: KeyValueStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeText(storage: KeyValueStorage | null, key: string, value: string): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeItem(storage: KeyValueStorage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    /* storage off: nothing to remove */
  }
}
