/*
 * The Node flags the preview server (`npm start`, scripts/start.ts) runs with.
 *
 * Why: V8 sizes the young generation from the machine's memory and grows it with the allocation rate. Under a flood
 * of requests (thousands a second, most answered 429) it grew from a few MB to 2 × 64 MB and never shrank, and the
 * request garbage left in it after the flood kept Buffers' native memory alive too: a 100,000-request flood took
 * the server from 125 to 273 MB RSS, flat afterwards, with V8's old space unchanged (docs/performance.md, Soak).
 * Capped at 8 MB a semi-space, the same flood: 120 -> 154 MB, as fast (16-20 s for the 100,000 against 19-22 s).
 * 16 MB left +49 MB, 4 MB +40 MB, 2 MB +62 MB (more promoted to the old space) and twice as slow. glibc's malloc
 * settings (one arena, a fixed trim and mmap threshold) changed nothing measurable, so none are set.
 * V8 reads the flag once, when the heap is created: `v8.setFlagsFromString` at run time has no effect on it.
 * What the bounded young generation leaves (the old space the flood's promoted garbage filled) is handed back by one
 * full collection after the burst (after-burst.ts), which needs `--expose-gc`.
 */
export const SERVER_NODE_FLAGS: readonly string[] = [
  '--max-semi-space-size=8',
  // gc(), which the server calls once after a burst of requests (after-burst.ts): V8 then hands back what it grew.
  '--expose-gc',
];

/** The flags of SERVER_NODE_FLAGS this process lacks; one ops gave with another value (argv or NODE_OPTIONS) is kept. */
function missingFlags(execArgv: readonly string[], nodeOptions: string | undefined): string[] {
  const given = [...execArgv, ...(nodeOptions ?? '').split(/\s+/)].map((a) => a.split('=')[0]);
  return SERVER_NODE_FLAGS.filter((flag) => !given.includes(flag.split('=')[0]));
}

/**
 * The server's process started without SERVER_NODE_FLAGS (`node scripts/start.ts` rather than `npm start`, whose
 * script passes them): the process replaces itself once with the flags added (process.execve: same pid, same
 * stdio, same environment, so a supervisor or a kill still reaches the server). Where Node has no execve (Windows,
 * Node before 23.11) it goes on as it is and says so. Returns only when no re-execution happened.
 */
export function ensureServerFlags(log: (line: string) => void = (line) => console.warn(line)): void {
  const missing = missingFlags(process.execArgv, process.env.NODE_OPTIONS);
  if (!missing.length) return;
  const execve = (process as { execve?: (file: string, args: string[], env: NodeJS.ProcessEnv) => never }).execve;
  if (typeof execve !== 'function') {
    log(`note: running without ${missing.join(' ')} (start with \`npm start\` to have them): memory after a flood stays higher`);
    return;
  }
  execve.call(process, process.execPath, [process.execPath, ...missing, ...process.execArgv, ...process.argv.slice(1)], process.env);
}
