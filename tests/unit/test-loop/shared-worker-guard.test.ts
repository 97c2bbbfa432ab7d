import { describe, expect, it } from 'vitest';
import { leftChanged } from '../../shared-worker-guard';

describe('the guard of files sharing a worker', () => {
  const fetchA = () => null;
  it('names each variable set, changed or removed, and a replaced fetch', () => {
    const before = { env: { KEEP: '1', CHANGED: 'a', REMOVED: 'x' }, fetch: fetchA };
    const after = { env: { KEEP: '1', CHANGED: 'b', ADDED: 'y' }, fetch: () => null };
    expect(leftChanged(before, after)).toEqual([
      'globalThis.fetch: replaced and not put back',
      'process.env.ADDED: unset -> "y"',
      'process.env.CHANGED: "a" -> "b"',
      'process.env.REMOVED: "x" -> unset',
    ]);
  });

  it('finds nothing when everything was put back', () => {
    expect(leftChanged({ env: { A: '1' }, fetch: fetchA }, { env: { A: '1' }, fetch: fetchA })).toEqual([]);
  });
});
