/**
 * `value` when it is there; otherwise the test fails with an error naming what was missing. Narrows an indexed or
 * optional lookup (a list's first item, a record's key, a regular expression's group) in vitest and Playwright tests.
 */
export function defined<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Expected ${what} to be defined`);
  return value;
}
