import type { z } from 'zod';
import { HttpError } from './http';

export interface Issue {
  path: string;
  message: string;
}

/** Deepest nesting a request body may have; real bodies are 4 levels deep. */
export const MAX_JSON_DEPTH = 32;

/**
 * 400 when a parsed body nests deeper than MAX_JSON_DEPTH (6,000 levels answered 500 and browsers retried
 * forever). Iterative, so the check itself cannot overflow the stack.
 */
export function assertJsonDepth(value: unknown, max = MAX_JSON_DEPTH): void {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (!v || typeof v !== 'object') continue;
    if (depth > max) throw new HttpError(400, `Request body is nested more than ${max} levels deep.`);
    for (const child of Object.values(v as Record<string, unknown>)) if (child && typeof child === 'object') stack.push([child, depth + 1]);
  }
}

/** Parses a body with the shared zod schema; 422 with every issue (path and message) when it does not fit. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const issues: Issue[] = r.error.issues.map((i) => ({ path: i.path.map(String).join('.') || '(body)', message: i.message }));
  throw new HttpError(422, `Invalid request: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`, { issues });
}
