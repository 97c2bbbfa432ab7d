import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeInChunks, writeLines } from '../../scripts/lib/shared/line-writer';

describe('writeLines (a large file written as it is made)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'line-writer-'));

  it('writes every line with its line break, across many chunks, multi-byte characters whole', () => {
    // 3,000 lines of ~100 characters: several 64K-character chunks, with a chunk edge inside multi-byte text.
    const lines = Array.from({ length: 3000 }, (_, i) => `${i}\t€ Ōtautahi Motors — ${'é'.repeat(i % 97)}\t"quoted, value"`);
    const file = path.join(dir, 'many.tsv');
    const result = writeLines(file, (write) => {
      for (const line of lines) write(line);
      return lines.length;
    });
    expect(result).toBe(3000);
    expect(readFileSync(file, 'utf8')).toBe(lines.map((l) => `${l}\n`).join(''));
  });

  it('no lines: an empty file; an empty line: a line break', () => {
    const none = path.join(dir, 'none.csv');
    writeLines(none, () => undefined);
    expect(readFileSync(none, 'utf8')).toBe('');
    const blank = path.join(dir, 'blank.csv');
    writeLines(blank, (write) => write(''));
    expect(readFileSync(blank, 'utf8')).toBe('\n');
  });

  it('a failure while producing is thrown, not swallowed', () => {
    expect(() =>
      writeLines(path.join(dir, 'failed.csv'), (write) => {
        write('header');
        throw new Error('no price for car 7');
      }),
    ).toThrow('no price for car 7');
  });
});

describe('writeInChunks (text of any size, written in order)', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'chunk-writer-'));

  it('writes pieces shorter and longer than a chunk, in order, nothing added', () => {
    const pieces = ['{"cars":[', 'x'.repeat(200_000), ',', '€'.repeat(70_000), '', 'ä', ']}'];
    const file = path.join(dir, 'pieces.json');
    expect(
      writeInChunks(file, (write) => {
        pieces.forEach(write);
        return 'done';
      }),
    ).toBe('done');
    expect(readFileSync(file, 'utf8')).toBe(pieces.join(''));
  });
});
