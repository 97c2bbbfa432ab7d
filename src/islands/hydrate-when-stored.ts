import type { ClientDirective } from 'astro';
import { browserStorage, readText, siteKey, siteSlug } from '../api/storage';
import { whenIdle } from './when-idle';

/*
 * client:stored="ViewCar": hydrates an island, when the browser is idle, only if this browser keeps something
 * under the site's key of that name. An island that shows the shopper's own history has nothing to show a
 * first-time visitor, who then does not download React and the island for an empty section
 * (see docs/decisions.md, JavaScript before the first interaction).
 * client:stored={{ key: 'ViewCar', except: id }}: only if the stored list holds a car (an entry with that id, or
 * the id itself) other than `except`: a vehicle page's strip leaves out the car on screen, which the page itself
 * has just recorded. `key` may list several keys (any of them will do). Another tab storing such a value later
 * hydrates it then. Registered in astro.config.mjs.
 */
export type StoredDirectiveValue = string | { key: string | string[]; except?: string };

const idOf = (x: unknown): unknown => (typeof x === 'object' && x !== null ? (x as { id?: unknown }).id : x);

/** Whether the stored text holds something the island would show. */
export function storedHasEntries(raw: string | null, except?: string): boolean {
  if (raw === null || ['', '[]', '{}', 'null'].includes(raw.trim())) return false;
  if (except === undefined) return true;
  try {
    const list: unknown = JSON.parse(raw);
    return (
      Array.isArray(list) &&
      list.some((x) => {
        const id = idOf(x);
        return (typeof id === 'string' || typeof id === 'number') && String(id) !== except;
      })
    );
  } catch {
    return false;
  }
}

const whenStored: ClientDirective = (load, options) => {
  const value = options.value as StoredDirectiveValue;
  const { key, except } = typeof value === 'string' ? { key: value, except: undefined } : value;
  const keys = (Array.isArray(key) ? key : [key]).map((k) => siteKey(siteSlug(), k));
  const storage = browserStorage();
  const wanted = () => keys.some((k) => storedHasEntries(readText(storage, k), except));
  const hydrate = async () => {
    await (
      await load()
    )();
  };
  const soon = () => whenIdle(() => void hydrate(), 2000);
  if (wanted()) return soon();
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || !keys.includes(e.key) || !wanted()) return;
    window.removeEventListener('storage', onStorage);
    soon();
  };
  window.addEventListener('storage', onStorage);
};

export default whenStored;
