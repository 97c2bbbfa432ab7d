import { spawn } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';

/**
 * The shell the deleter runs. It renames nothing itself: it waits (at most 5 s) for its folder,
 * `<target>.trash-<its own pid>`, and then becomes `rm -rf` under that same pid (exec), so the folder's name says
 * which process is deleting it for as long as it exists.
 */
const DELETER = 'd="$1.trash-$$"; n=0; while [ ! -e "$d" ]; do n=$((n+1)); [ "$n" -gt 500 ] && exit 1; sleep 0.01; done; exec rm -rf -- "$d"';

/**
 * Deletes `dir` without waiting for it. A published site of 20,000 cars is about 100,000 files, which takes
 * `rm -rf` over half a minute on a slow disk; a build need not hold its result (and its `--jobs` slot) for that.
 * The folder is renamed `<target>.trash-<pid>` after the detached deleter; cleanLeftovers removes one whose deleter
 * died (a restart). Where no deleter can start, the folder is deleted here, as before.
 */
function removeLater(dir: string, target: string): void {
  let pid: number | undefined;
  try {
    const child = spawn('sh', ['-c', DELETER, 'sh', target], { detached: true, stdio: 'ignore' });
    child.on('error', () => {
      /* no shell: handled below, pid is undefined */
    });
    child.unref();
    pid = child.pid;
  } catch {
    /* spawn itself failed: delete here */
  }
  if (pid !== undefined) {
    try {
      renameSync(dir, `${target}.trash-${pid}`);
      return;
    } catch {
      /* the deleter gives up after 5 s; delete here */
    }
  }
  rmSync(dir, { recursive: true, force: true });
}

/**
 * Puts a finished build in place of the published one. Renames within one folder are atomic, so the
 * published folder is either the old site or the new one, never a half-written mix. The old site is deleted in
 * the background (removeLater).
 */
export function swapInto(finished: string, target: string): void {
  const old = `${target}.old-${process.pid}`;
  if (existsSync(target)) renameSync(target, old);
  try {
    renameSync(finished, target);
  } catch (e) {
    if (existsSync(old)) renameSync(old, target);
    throw e;
  }
  if (existsSync(old)) removeLater(old, target);
}
