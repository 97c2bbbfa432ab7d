import { parseArgs } from 'node:util';

/**
 * Parses `--name value` flags; unknown flags are an error so a typo never builds the wrong thing.
 * `usageExit` is the exit code for such an error (build:all uses 64, EX_USAGE, so it never reads as "refused data").
 */
export function cliArgs<T extends Record<string, { type: 'string' | 'boolean'; default?: string | boolean }>>(options: T, usageExit = 2) {
  try {
    return parseArgs({ options, allowPositionals: false, strict: true }).values as unknown as {
      [K in keyof T]: T[K]['type'] extends 'string' ? string | undefined : boolean | undefined;
    };
  } catch (e) {
    console.error(`error: ${(e as Error).message}`);
    process.exit(usageExit);
  }
}
