import { existsSync, readFileSync } from 'node:fs';
import type { z } from 'zod';

/**
 * A JSON file the build wrote earlier (a manifest, a feed report), checked by `schema`: null when there is none yet,
 * or, when it cannot be read or is not what `what` says, null and the reason naming the file and the first bad field.
 */
export function readJsonFile<T>(file: string, schema: z.ZodType<T>, what: string): { value: T | null; problem?: string } {
  if (!existsSync(file)) return { value: null };
  try {
    const r = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return r.success
      ? { value: r.data }
      : { value: null, problem: `${file}: not ${what} (${r.error.issues[0]?.path.join('.')}: ${r.error.issues[0]?.message})` };
  } catch (e) {
    return { value: null, problem: `${file}: ${(e as Error).message}` };
  }
}
