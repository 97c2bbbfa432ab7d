/*
 * How every script of ours runs: on Node's own TypeScript support (type stripping), with this one hook for the
 * extensionless relative imports the code base uses (`./x` finds `./x.ts` or `./x/index.ts`), and Node's compile
 * cache. A script starts on about half the CPU the tsx loader took, and the test suite starts some two hundred:
 * docs/decisions.md, Scripts on Node's own TypeScript support.
 * `node --import ./scripts/node-ts.mjs scripts/<script>.ts`; spawned scripts use scripts/lib/shared/ts-import.ts.
 */
import { enableCompileCache, registerHooks } from 'node:module';

enableCompileCache?.();

const RELATIVE = /^\.{1,2}\/|^\.{1,2}$|^\//;
const MISSING = new Set(['ERR_MODULE_NOT_FOUND', 'ERR_UNSUPPORTED_DIR_IMPORT']);

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (!MISSING.has(error?.code) || !RELATIVE.test(specifier)) throw error;
      for (const suffix of ['.ts', '/index.ts']) {
        try {
          return nextResolve(specifier + suffix, context);
        } catch {
          // try the next form; the original error is the one reported
        }
      }
      throw error;
    }
  },
});
