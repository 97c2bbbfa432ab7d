import type { z } from 'zod';
import { HttpError } from './http';

export interface Issue { path: string; message: string }

/** Parses a body with the shared zod schema; 422 with every issue (path and message) when it does not fit. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const issues: Issue[] = r.error.issues.map((i) => ({ path: i.path.map(String).join('.') || '(body)', message: i.message }));
  throw new HttpError(422, `Invalid request: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`, { issues });
}
