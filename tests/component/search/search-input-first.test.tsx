// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const refine = vi.fn();
vi.mock('react-instantsearch', () => ({ useSearchBox: () => ({ query: '', refine }) }));
const { SearchInput } = await import('../../../src/islands/search/widgets/SearchInput');

/*
 * Keystrokes paint at once; the search runs after the frame, once for the latest text.
 * See docs/decisions.md, Search paints the shopper's input first.
 */
let frames: FrameRequestCallback[] = [];
const paint = () =>
  act(() => {
    const due = frames;
    frames = [];
    due.forEach((f) => f(performance.now()));
    vi.advanceTimersByTime(0);
  });

beforeEach(() => {
  vi.useFakeTimers();
  frames = [];
  refine.mockReset();
  vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => {
    frames.push(f);
    return frames.length;
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the search box', () => {
  it('shows each key at once and searches once per painted frame with the latest text', () => {
    render(<SearchInput />);
    const box = screen.getByRole('searchbox', { name: 'Search stock' }) as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'c' } });
    fireEvent.change(box, { target: { value: 'co' } });
    expect(box.value).toBe('co');
    expect(refine).not.toHaveBeenCalled();
    paint();
    expect(refine.mock.calls).toEqual([['co']]);
    fireEvent.change(box, { target: { value: 'cor' } });
    paint();
    expect(refine.mock.calls).toEqual([['co'], ['cor']]);
  });

  it('searches at once on Enter and drops the pending keystroke search', () => {
    render(<SearchInput />);
    const box = screen.getByRole('searchbox', { name: 'Search stock' });
    fireEvent.change(box, { target: { value: 'ranger' } });
    fireEvent.submit(box.closest('form')!);
    expect(refine.mock.calls).toEqual([['ranger']]);
    paint();
    expect(refine.mock.calls).toEqual([['ranger']]);
  });
});
