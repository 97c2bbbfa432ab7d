import type { ClientDirective } from 'astro';
import { browserStorage, readText, siteKey, siteSlug } from '../api/storage';

/*
 * client:stored="ViewCar": hydrates an island, when the browser is idle, only if this browser keeps something
 * under the site's key of that name. An island that shows the shopper's own history has nothing to show a
 * first-time visitor, who then does not download React and the island for an empty section (issue 18 goal 2).
 * client:stored={{ key: 'ViewCar', except: id }}: only if the stored list holds an entry whose id is not `except`
 * (a vehicle page's strip leaves out the car on screen, which the page itself has just recorded).
 * Registered in astro.config.mjs.
 */
export type StoredDirectiveValue = string | { key: string; except: string };

/** Whether the stored text holds something the island would show. */
export function storedHasEntries(raw: string | null, except?: string): boolean {
  if (raw === null || ['', '[]', '{}', 'null'].includes(raw.trim())) return false;
  if (except === undefined) return true;
  try {
    const list: unknown = JSON.parse(raw);
    return Array.isArray(list) && list.some((x) => typeof x === 'object' && x !== null && (x as { id?: unknown }).id !== except);
  } catch {
    return false;
  }
}

const whenStored: ClientDirective = (load, options) => {
  const value = options.value as StoredDirectiveValue;
  const { key, except } = typeof value === 'string' ? { key: value, except: undefined } : value;
  if (!storedHasEntries(readText(browserStorage(), siteKey(siteSlug(), key)), except)) return;
  const hydrate = async () => { await (await load())(); };
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => void hydrate(), { timeout: 2000 });
  else setTimeout(() => void hydrate(), 200);
};

export default whenStored;
