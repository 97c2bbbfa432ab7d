import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { DealerValidationError, loadDealer } from '../../scripts/lib/load/load-dealer';

describe('loadDealer', () => {
  it('loads the fixture dealer folder', () => {
    const b = loadDealer(path.resolve('tests/fixtures/dealers/tiny-motors'));
    expect(b.config.slug).toBe('tiny-motors');
    expect(b.cars).toHaveLength(3);
  });

  it('throws one readable problem per bad field', () => {
    expect(() => loadDealer(path.resolve('tests/fixtures'))).toThrow(DealerValidationError);
    let message = '';
    try {
      loadDealer(path.resolve('tests/fixtures'));
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toBe('1 problem in dealer input:\n  - tests/fixtures/dealer.json: (file): dealer.json not found');
  });
});
