import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

/** Whether a process id is still running (EPERM: it runs, as another user). */
export function isAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function entries(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/**
 * Removes what a killed build of this dealer left behind: its cache folder (`.cache/build-<slug>-<pid>`), its
 * staged site (`<out>.tmp-<pid>`), manifest and feed report (`<out>.manifest.json.tmp-<pid>`, `<out>.feed-report.json.tmp-<pid>`), for every pid that no longer
 * runs; builds still running are left alone. A build killed in the middle of the swap may have moved the
 * published site to `<out>.old-<pid>` without putting the new one in place: that site is put back. An old site
 * whose background deleter (`<out>.trash-<pid>`, swap-dir.ts) stopped before the end is deleted.
 * Returns one line per thing done, for the build log.
 */
export function cleanLeftovers(opts: { cacheRoot: string; slug: string; out: string }): string[] {
  const done: string[] = [];
  const dead = (pid: string) => !isAlive(Number(pid));
  const cachePattern = new RegExp(`^build-${escape(opts.slug)}-(\\d+)$`);
  for (const name of entries(opts.cacheRoot)) {
    const m = cachePattern.exec(name);
    if (!m || !dead(m[1]!)) continue;
    rmSync(path.join(opts.cacheRoot, name), { recursive: true, force: true });
    done.push(`removed the leftovers of killed build ${m[1]}: ${path.join(opts.cacheRoot, name)}`);
  }
  const parent = path.dirname(opts.out);
  const base = path.basename(opts.out);
  const outPattern = new RegExp(`^${escape(base)}(\\.tmp|\\.old|\\.trash|\\.manifest\\.json\\.tmp|\\.feed-report\\.json\\.tmp)-(\\d+)$`);
  for (const name of entries(parent)) {
    const m = outPattern.exec(name);
    if (!m || !dead(m[2]!)) continue;
    const full = path.join(parent, name);
    if (m[1] === '.old' && !existsSync(opts.out)) {
      renameSync(full, opts.out);
      done.push(`put back the published site that killed build ${m[2]} had moved aside: ${full} -> ${opts.out}`);
      continue;
    }
    rmSync(full, { recursive: true, force: true });
    done.push(
      m[1] === '.trash' ? `finished deleting an old site whose deleter ${m[2]} stopped: ${full}` : `removed the leftovers of killed build ${m[2]}: ${full}`,
    );
  }
  return done;
}
