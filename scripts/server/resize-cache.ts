import { mkdirSync, readdirSync, readFileSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The preview CDN's resized photos on disk, capped at `maxBytes`: past it the least recently used files are
 * deleted (a hit marks its file used by its modification time, so the order survives a restart). The folder is
 * read once, on first use.
 */
export class ResizeCache {
  /** File name -> size, least recently used first (a Map keeps insertion order; a hit moves its entry last). */
  private index: Map<string, number> | null = null;
  private total = 0;

  readonly dir: string;
  readonly maxBytes: number;

  constructor(dir: string, maxBytes: number) {
    this.dir = dir;
    this.maxBytes = maxBytes;
  }

  private load(): Map<string, number> {
    if (this.index) return this.index;
    mkdirSync(this.dir, { recursive: true });
    const files = readdirSync(this.dir)
      .flatMap((name) => {
        try {
          const st = statSync(path.join(this.dir, name));
          return st.isFile() ? [{ name, size: st.size, at: st.mtimeMs }] : [];
        } catch {
          return [];
        }
      })
      .sort((a, b) => a.at - b.at);
    this.index = new Map(files.map((f) => [f.name, f.size]));
    this.total = files.reduce((sum, f) => sum + f.size, 0);
    this.evict();
    return this.index;
  }

  get(name: string): Buffer | null {
    const index = this.load();
    const size = index.get(name);
    if (size === undefined) return null;
    const file = path.join(this.dir, name);
    let body: Buffer;
    try {
      body = readFileSync(file);
    } catch {
      index.delete(name);
      this.total -= size;
      return null;
    }
    index.delete(name);
    index.set(name, size);
    const now = new Date();
    try {
      utimesSync(file, now, now);
    } catch {
      /* read-only cache: the order in memory still holds */
    }
    return body;
  }

  put(name: string, body: Buffer): void {
    const index = this.load();
    const old = index.get(name);
    if (old !== undefined) {
      index.delete(name);
      this.total -= old;
    }
    // A photo larger than the whole cache is answered but not kept.
    if (body.length > this.maxBytes) return;
    writeFileSync(path.join(this.dir, name), body);
    index.set(name, body.length);
    this.total += body.length;
    this.evict();
  }

  private evict(): void {
    for (const [name, size] of this.index!) {
      if (this.total <= this.maxBytes) break;
      try {
        unlinkSync(path.join(this.dir, name));
      } catch {
        /* already gone */
      }
      this.index!.delete(name);
      this.total -= size;
    }
  }

  /** Bytes kept now (tests). */
  get bytes(): number {
    this.load();
    return this.total;
  }
}
