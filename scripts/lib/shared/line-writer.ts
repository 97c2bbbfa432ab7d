import { closeSync, openSync, writeSync } from 'node:fs';

/** Characters gathered before a write: few system calls, and never more than this much text held at once. */
const CHUNK_CHARS = 1 << 16;

/**
 * Writes the text `produce` hands to its `write`, in order, to `file` a chunk at a time, and returns what `produce`
 * returns. For the build's large files (ad feeds, site data), made piece by piece so no whole-file string is held
 * (see docs/decisions.md, Build time and memory).
 */
export function writeInChunks<T>(file: string, produce: (write: (text: string) => void) => T): T {
  const fd = openSync(file, 'w');
  try {
    let chunk = '';
    const result = produce((text) => {
      chunk += text;
      if (chunk.length >= CHUNK_CHARS) {
        writeSync(fd, chunk);
        chunk = '';
      }
    });
    if (chunk) writeSync(fd, chunk);
    return result;
  } finally {
    closeSync(fd);
  }
}

/**
 * Writes the lines `produce` gives (each followed by \n) to `file` a chunk at a time, and returns what it returns.
 *
 * Why: a 20,000-car ad feed is 15 MB of text; built as rows and then one string it was the build process's largest
 * step after rendering (+130 MB). Written as it is made, each line is short-lived garbage.
 */
export function writeLines<T>(file: string, produce: (write: (line: string) => void) => T): T {
  return writeInChunks(file, (write) => produce((line) => write(`${line}\n`)));
}
