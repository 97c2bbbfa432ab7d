import { parseArgs } from 'node:util';

/** Parses `--name value` flags; unknown flags are an error so a typo never builds the wrong thing. */
export function cliArgs<T extends Record<string, { type: 'string' | 'boolean'; default?: string | boolean }>>(options: T) {
  try {
    return parseArgs({ options, allowPositionals: false, strict: true }).values as unknown as { [K in keyof T]: T[K]['type'] extends 'string' ? string | undefined : boolean | undefined };
  } catch (e) {
    console.error(`error: ${(e as Error).message}`);
    process.exit(2);
  }
}
