import { config } from 'zod/v4/core';

/*
 * zod compiles fast object parsers with `new Function` after probing whether eval is allowed; under the sites'
 * Content-Security-Policy that probe is itself reported as a violation. In the browser, parse without it.
 * Imported first by every module that builds schemas in browser code.
 */
if (typeof window !== 'undefined') config({ jitless: true });
