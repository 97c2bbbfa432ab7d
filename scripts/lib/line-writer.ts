import { closeSync, openSync, writeSync } from 'node:fs';

/** Characters gathered before a write: few system calls, and never more than this much text held at once. */
const CHUNK_CHARS = 1 << 16;

/**
 * Writes the lines `produce` gives (each followed by \n) to `file` a chunk at a time, and returns what it returns.
 *
 * Why: a 20,000-car ad feed is 15 MB of text; built as rows and then one string it was the build process's largest
 * step after rendering (+130 MB, issue 18's memory goal). Written as it is made, each line is short-lived garbage.
 */
export function writeLines<T>(file: string, produce: (write: (line: string) => void) => T): T {
  const fd = openSync(file, 'w');
  try {
    let chunk = '';
    const result = produce((line) => {
      chunk += `${line}\n`;
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
