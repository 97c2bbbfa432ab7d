import type { ClientDirective } from 'astro';
import { browserStorage, readText, siteKey, siteSlug } from '../api/storage';

/*
 * client:stored="ViewCar": hydrates an island, when the browser is idle, only if this browser keeps something
 * under the site's key of that name. An island that shows the shopper's own history has nothing to show a
 * first-time visitor, who then does not download React and the island for an empty section (issue 18 goal 2).
 * Registered in astro.config.mjs.
 */
const whenStored: ClientDirective = (load, options) => {
  const raw = readText(browserStorage(), siteKey(siteSlug(), String(options.value)));
  if (raw === null || ['', '[]', '{}', 'null'].includes(raw.trim())) return;
  const hydrate = async () => { await (await load())(); };
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => void hydrate(), { timeout: 2000 });
  else setTimeout(() => void hydrate(), 200);
};

export default whenStored;
