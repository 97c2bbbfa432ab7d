import '../domain/schemas/zod-no-eval';
// zod/mini: stores read storage on many pages; full zod would multiply the bundle.
import * as z from 'zod/mini';
import type { KeyValueStorage } from './storage';

/** The JSON under `key` when it fits `schema`; `fallback` when missing, unreadable or not of that shape. */
export function readParsed<T>(storage: KeyValueStorage | null, key: string, schema: z.core.$ZodType<T>, fallback: T): T {
  if (!storage) return fallback;
  try {
    const raw = storage.getItem(key);
    if (raw === null) return fallback;
    const r = z.safeParse(schema, JSON.parse(raw));
    return r.success ? r.data : fallback;
  } catch {
    return fallback;
  }
}
