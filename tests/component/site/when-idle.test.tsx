// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '../../../src/islands/when-idle';

describe('whenIdle: the client directives\' "when the browser is idle"', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks requestIdleCallback, with the timeout, where the browser has it', () => {
    const requestIdleCallback = vi.fn((_fn: IdleRequestCallback, _options?: IdleRequestOptions) => 1);
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const fn = vi.fn();
    whenIdle(fn, 2000);
    expect(requestIdleCallback).toHaveBeenCalledWith(fn, { timeout: 2000 });
    expect(fn).not.toHaveBeenCalled();
  });

  it('without it (Safari), runs after a short delay', () => {
    // Only setTimeout: vitest's fake timers also install a requestIdleCallback once they have seen one (the stub above).
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    expect('requestIdleCallback' in window).toBe(false);
    const fn = vi.fn();
    whenIdle(fn, 2000);
    vi.advanceTimersByTime(199);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
