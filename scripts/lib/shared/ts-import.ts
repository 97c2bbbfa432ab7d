import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The Node arguments that let a spawned process run one of our TypeScript scripts: Node's own type stripping plus
 * scripts/node-ts.mjs (extensionless imports, the compile cache). An absolute URL, so it works from any cwd.
 */
export const TS_IMPORT: readonly string[] = ['--import', pathToFileURL(path.resolve(import.meta.dirname, '../../node-ts.mjs')).href];
