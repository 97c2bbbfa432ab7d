// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import SalesCounter from '../../../src/islands/site/SalesCounter';

// since 2026-11-20 (Brisbane midnight = 2026-11-19T14:00Z); at 2026-11-21T00:00Z 34 h have passed:
// 34 * 3600 / 450 = 272 units, so base 1000 reads 1,272.
const START = new Date('2026-11-21T00:00:00Z');

beforeEach(() => { vi.useFakeTimers(); vi.setSystemTime(START); });
afterEach(() => { cleanup(); vi.useRealTimers(); });
const value = () => screen.getByTestId('sales-counter-value').textContent;

describe('sales counter', () => {
  it('renders the build-time value first, then counts up from 0 to the live value in 2 seconds', () => {
    render(<SalesCounter base={1000} since="2026-11-20" initial={1272} label="sold" />);
    expect(Number(value()!.replace(/,/g, ''))).toBeLessThan(100); // the count-up has started from zero
    act(() => { vi.advanceTimersByTime(1000); });
    const mid = Number(value()!.replace(/,/g, ''));
    expect(mid).toBeGreaterThan(0);
    expect(mid).toBeLessThan(1272);
    act(() => { vi.advanceTimersByTime(1100); });
    expect(value()).toBe('1,272');
  });

  it('refreshes every 150 s and adds one unit per 450 s', () => {
    render(<SalesCounter base={1000} since="2026-11-20" initial={1272} label="sold" />);
    act(() => { vi.advanceTimersByTime(2100); });
    expect(value()).toBe('1,272');
    act(() => { vi.advanceTimersByTime(150_000 + 2100); });
    expect(value()).toBe('1,272'); // 152 s later: not yet a new unit
    act(() => { vi.advanceTimersByTime(300_000); });
    expect(value()).toBe('1,273'); // 452+ s later: one more sale
  });

  it('does not refresh before 150 s', () => {
    render(<SalesCounter base={0} since="2026-11-21" initial={0} label="sold" />);
    act(() => { vi.advanceTimersByTime(2100); });
    const before = value();
    vi.setSystemTime(new Date(START.getTime() + 10 * 450_000)); // the clock jumps ahead 10 units
    act(() => { vi.advanceTimersByTime(140_000); });
    expect(value()).toBe(before);
    act(() => { vi.advanceTimersByTime(10_000 + 2100); });
    expect(Number(value())).toBeGreaterThan(Number(before));
  });
});
