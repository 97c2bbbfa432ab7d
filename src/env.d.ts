// Astro's virtual modules (astro:middleware…) for tsc in a fresh clone, before `astro sync` has written .astro/.
/// <reference types="astro/client" />

// client:stored="Name" (src/islands/hydrate-when-stored.ts): hydrate only when this browser keeps that key.
declare namespace Astro {
  interface ClientDirectives {
    'client:stored'?: import('./islands/hydrate-when-stored').StoredDirectiveValue;
    // client:interaction (src/islands/hydrate-on-interaction.ts): hydrate when the shopper first touches the island.
    'client:interaction'?: boolean;
  }
}

// What src/middleware.ts gives every page as it renders: Astro.locals.site (an API route's `locals.site`).
declare namespace App {
  interface Locals {
    /** The dealer being built: the site data of the render in progress (src/render-runtime/this-render.ts). */
    site: import('./views/site-data').SiteData;
  }
}
