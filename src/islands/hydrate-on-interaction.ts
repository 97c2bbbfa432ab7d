import type { ClientDirective } from 'astro';
import { whenIdle } from './when-idle';

/*
 * client:interaction: a server-rendered lead form works before React arrives (it posts to the lead API, as it
 * does with JavaScript off), so its island waits for the shopper to touch it (focus, pointer, key) before
 * downloading React and the form's code: a page that is only read costs no script
 * (see docs/decisions.md, JavaScript before the first interaction). What is typed meanwhile is kept
 * (src/islands/forms/typed-before-hydration.ts).
 * A page opened with a query string (/contact?car=..., a finance budget) hydrates when idle instead, so the form
 * shows at once what the address asks for (the car, the prefilled message).
 * Registered in astro.config.mjs.
 */
export const INTERACTION_EVENTS = ['focusin', 'pointerdown', 'keydown', 'input'] as const;

const onInteraction: ClientDirective = (load, _options, el) => {
  let started = false;
  const hydrate = () => {
    if (started) return;
    started = true;
    for (const type of INTERACTION_EVENTS) el.removeEventListener(type, hydrate, true);
    void load().then((run) => run());
  };
  if (window.location.search.length > 1) return whenIdle(hydrate, 2000);
  for (const type of INTERACTION_EVENTS) el.addEventListener(type, hydrate, { capture: true, passive: true });
};

export default onInteraction;
