import type { z } from 'zod';

export interface ValidationProblem {
  file: string;
  /** Record index within a list file (stock, offers...), when the problem is in one record. */
  index?: number;
  /** Record identity (car id / slug) when known. */
  record?: string;
  /** Dotted field path, e.g. "locations[0].address.postcode". */
  field: string;
  reason: string;
}

export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : acc ? `${acc}.${String(key)}` : String(key)), '') || '(root)';
}

/** One readable problem per zod issue, naming file, record and field. */
export function problemsFromZod(error: z.ZodError, file: string, where: { index?: number; record?: string } = {}): ValidationProblem[] {
  return error.issues.map((issue) => ({ file, ...where, field: formatPath(issue.path), reason: issue.message }));
}

export function formatProblem(p: ValidationProblem): string {
  const rec = p.index === undefined ? '' : ` record #${p.index}${p.record ? ` (${p.record})` : ''}`;
  return `${p.file}${rec}: ${p.field}: ${p.reason}`;
}
