import path from 'node:path';

/** The project's folder: builds run from it, and it holds dealers/, dist/ and .cache/. */
export const ROOT = path.resolve(import.meta.dirname, '../../..');

/** A path as the build prints and records it: relative to the project when inside it. */
export const shownPath = (file: string) => (file.startsWith(ROOT + path.sep) ? path.relative(ROOT, file) : file);
