import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSecondsOf } from '../../scripts/lib/fleet/render-groups';
import { prepareSite } from '../../scripts/lib/derive/prepare-site';
import { loadDealer } from '../../scripts/lib/load/load-dealer';
import { progressDealer } from '../../scripts/lib/render/render-jobs';
import { planRender } from '../../scripts/lib/render/render-plan';
import { inRenderJob } from '../../src/render-runtime/render-job-scope.mjs';
import { NOW, TINY } from './helpers';

/** Runs `render` as a render of a dealer (named in its progress lines, or not), in its own render job (src/render-runtime/render-job.ts). */
function renderAs(progressName: string | undefined, render: () => void, progress = true): void {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'progress-job-')), 'job.json');
  const job = { dataFile: '/site.json', shard: 0, shards: 1, ...(progressName ? { progressName } : {}), progress, siteUrl: 'https://x.example.com' };
  writeFileSync(file, JSON.stringify(job));
  inRenderJob(file, render);
}

/** What the code under test writes to stdout from now on, one entry a write (the spy is restored after each test). */
function captureStdout(): string[] {
  const lines: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  return lines;
}

/*
 * A render process shared by several small dealers (build:all's groups): each dealer's progress lines and seconds
 * are its own, not the first dealer's tag over everyone's pages and an even share of the group's time.
 */
describe('progress of a render process shared by several dealers', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("counts each dealer's pages from zero, under its name", async () => {
    vi.resetModules();
    const { notePageRendered } = await import('../../src/render-runtime/build-progress');
    const lines = captureStdout();
    renderAs('alpha-motors', () => {
      for (let i = 0; i < 500; i++) notePageRendered();
    });
    renderAs('beta-motors', () => {
      for (let i = 0; i < 260; i++) notePageRendered();
    });
    expect(lines.map((l) => l.replace(/ \(\d+ pages\/s\)\n$/, '').trim())).toEqual([
      'rendered 250 pages of alpha-motors',
      'rendered 500 pages of alpha-motors',
      'rendered 250 pages of beta-motors',
    ]);
    // The parent sends each line to the log of the dealer it names.
    expect(lines.map((l) => progressDealer(l.trim()))).toEqual(['alpha-motors', 'alpha-motors', 'beta-motors']);
  });

  it('leaves a dealer rendered alone (or its shards) unnamed, as before', async () => {
    vi.resetModules();
    const { notePageRendered } = await import('../../src/render-runtime/build-progress');
    const lines = captureStdout();
    renderAs(undefined, () => {
      for (let i = 0; i < 250; i++) notePageRendered();
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^ {2}rendered 250 pages \(\d+ pages\/s\)\n$/);
    expect(progressDealer(lines[0]!.trim())).toBeUndefined();
    expect(progressDealer('process 2/3: rendered 500 pages of gamma-motors (80 pages/s)')).toBe('gamma-motors');
  });

  it('prints no line for a job that asks for none (build.ts --no-progress), and the next job that asks is counted from zero', async () => {
    vi.resetModules();
    const { notePageRendered } = await import('../../src/render-runtime/build-progress');
    const lines = captureStdout();
    renderAs(
      'quiet-motors',
      () => {
        for (let i = 0; i < 600; i++) notePageRendered();
      },
      false,
    );
    expect(lines).toEqual([]);
    renderAs('loud-motors', () => {
      for (let i = 0; i < 250; i++) notePageRendered();
    });
    expect(lines.map((l) => progressDealer(l.trim()))).toEqual(['loud-motors']);
  });

  it('plans render jobs that carry --no-progress to every shard, and progress by default', () => {
    const site = prepareSite(loadDealer(TINY), new Date(NOW));
    const plans = [planRender({ slug: 'progress-off', site, shards: 2, progress: false }), planRender({ slug: 'progress-on', site, shards: 2 })];
    try {
      expect(plans[0]!.jobs.map((j) => j.progress)).toEqual([false, false]);
      expect(plans[1]!.jobs.map((j) => j.progress)).toEqual([true, true]);
    } finally {
      for (const plan of plans) rmSync(plan.cache, { recursive: true, force: true });
    }
  });

  it('gives each further dealer its own render time and the first dealer (bundling, then its pages) the rest', () => {
    const seconds = renderSecondsOf(
      ['first', 'second', 'third'],
      30,
      new Map([
        ['second', { seconds: 6 }],
        ['third', { seconds: 4 }],
      ]),
    );
    expect([...seconds]).toEqual([
      ['first', 20],
      ['second', 6],
      ['third', 4],
    ]);
    // A further dealer that failed reported no time: it counts none; a dealer alone has the whole render.
    expect(renderSecondsOf(['first', 'failed'], 12, new Map()).get('first')).toBe(12);
    expect([...renderSecondsOf(['alone'], 9.5, new Map())]).toEqual([['alone', 9.5]]);
  });
});
