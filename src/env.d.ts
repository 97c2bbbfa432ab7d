// Astro's virtual modules (astro:middleware…) for tsc in a fresh clone, before `astro sync` has written .astro/.
/// <reference types="astro/client" />
