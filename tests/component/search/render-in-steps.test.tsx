// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRenderInSteps } from '../../../src/islands/search/use-render-in-steps';

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] }));
afterEach(() => vi.useRealTimers());

const paintFrame = () =>
  act(() => {
    vi.advanceTimersByTime(20);
  });

describe('useRenderInSteps (new results: the visible cards first, the rest after that frame)', () => {
  it('renders the first real results whole (they replace the static page that showed every card)', () => {
    const { result, rerender } = renderHook(({ key }) => useRenderInSteps(key, 6), { initialProps: { key: null as object | null } });
    expect(result.current).toBe(Infinity);
    rerender({ key: {} });
    expect(result.current).toBe(Infinity);
  });

  it('renders new results in two steps, and whole again once the frame has passed', () => {
    const { result, rerender } = renderHook(({ key }) => useRenderInSteps(key, 6), { initialProps: { key: {} as object | null } });
    paintFrame();
    rerender({ key: {} });
    expect(result.current).toBe(6);
    paintFrame();
    expect(result.current).toBe(Infinity);
  });

  it('a re-render with the same results (loading state, favourites) does not step again', () => {
    const results = {};
    const { result, rerender } = renderHook(({ key }) => useRenderInSteps(key, 6), { initialProps: { key: results as object | null } });
    paintFrame();
    rerender({ key: results });
    expect(result.current).toBe(Infinity);
  });

  it('results that change again before the frame end whole on the newest ones', () => {
    const { result, rerender } = renderHook(({ key }) => useRenderInSteps(key, 6), { initialProps: { key: {} as object | null } });
    paintFrame();
    rerender({ key: {} });
    const newest = {};
    rerender({ key: newest });
    expect(result.current).toBe(6);
    paintFrame();
    expect(result.current).toBe(Infinity);
  });
});
