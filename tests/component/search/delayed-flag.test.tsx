// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDelayedFlag } from '../../../src/islands/search/use-delayed-flag';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDelayedFlag (results dim only for slow searches)', () => {
  it('stays false for a search that answers within the delay', () => {
    const { result, rerender } = renderHook(({ on }) => useDelayedFlag(on, 200), { initialProps: { on: false } });
    rerender({ on: true });
    act(() => {
      vi.advanceTimersByTime(150);
    });
    expect(result.current).toBe(false);
    rerender({ on: false });
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(result.current).toBe(false);
  });

  it('turns true once the search has run past the delay, and false as soon as it answers', () => {
    const { result, rerender } = renderHook(({ on }) => useDelayedFlag(on, 200), { initialProps: { on: true } });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(result.current).toBe(true);
    rerender({ on: false });
    expect(result.current).toBe(false);
  });
});
