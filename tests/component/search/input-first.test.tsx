// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FacetList, type FacetItem } from '../../../src/islands/search/ui/FacetList';
import { Pager } from '../../../src/islands/search/ui/Pager';
import { SortSelect } from '../../../src/islands/search/ui/SortSelect';

/*
 * Interaction to Next Paint (see docs/decisions.md, Search paints the shopper's input first): a control paints the
 * shopper's input in the frame that answers it, and the search runs only after that frame. Frames are driven by hand:
 * requestAnimationFrame callbacks run when the test says the browser paints.
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

const makes = (toyota: boolean): FacetItem[] => [
  { label: 'Toyota', value: 'Toyota', count: 176, isRefined: toyota },
  { label: 'Mazda', value: 'Mazda', count: 22, isRefined: false },
];

describe('a filter click', () => {
  it('ticks the box at once and refines only after the next paint', () => {
    const onToggle = vi.fn();
    const items = makes(false);
    render(<FacetList title="Make" items={items} source={items} onToggle={onToggle} />);
    const box = screen.getByRole('checkbox', { name: /Toyota/ });
    fireEvent.click(box);
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(onToggle).not.toHaveBeenCalled();
    paint();
    expect(onToggle).toHaveBeenCalledExactlyOnceWith('Toyota');
  });

  it('follows the search state once it changes, so a clear-all is never hidden by the pending tick', () => {
    const onToggle = vi.fn();
    const before = makes(false);
    const { rerender } = render(<FacetList title="Make" items={before} source={before} onToggle={onToggle} />);
    fireEvent.click(screen.getByRole('checkbox', { name: /Toyota/ }));
    paint();
    // An unrelated re-render with the same search state keeps the tick.
    rerender(<FacetList title="Make" items={[...before]} source={before} onToggle={onToggle} />);
    expect((screen.getByRole('checkbox', { name: /Toyota/ }) as HTMLInputElement).checked).toBe(true);
    // The search answers with Toyota ticked; then a clear-all unticks it.
    const ticked = makes(true);
    rerender(<FacetList title="Make" items={ticked} source={ticked} onToggle={onToggle} />);
    expect((screen.getByRole('checkbox', { name: /Toyota/ }) as HTMLInputElement).checked).toBe(true);
    const cleared = makes(false);
    rerender(<FacetList title="Make" items={cleared} source={cleared} onToggle={onToggle} />);
    expect((screen.getByRole('checkbox', { name: /Toyota/ }) as HTMLInputElement).checked).toBe(false);
  });

  it('still refines in a tab that paints no frames', () => {
    const onToggle = vi.fn();
    render(<FacetList title="Make" items={makes(false)} onToggle={onToggle} />);
    fireEvent.click(screen.getByRole('checkbox', { name: /Mazda/ }));
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(onToggle).toHaveBeenCalledExactlyOnceWith('Mazda');
    paint();
    expect(onToggle).toHaveBeenCalledTimes(1);
  });
});

describe('a sort change', () => {
  it('shows the chosen order at once and sorts after the next paint', () => {
    const onChange = vi.fn();
    const options = [
      { value: 'cars', label: 'Most relevant' },
      { value: 'cars:price:asc', label: 'Lowest price' },
    ];
    render(<SortSelect options={options} value="cars" onChange={onChange} />);
    const select = screen.getByRole('combobox');
    fireEvent.change(select, { target: { value: 'cars:price:asc' } });
    expect((select as HTMLSelectElement).value).toBe('cars:price:asc');
    expect(onChange).not.toHaveBeenCalled();
    paint();
    expect(onChange).toHaveBeenCalledExactlyOnceWith('cars:price:asc');
  });
});

describe('a page link', () => {
  it('marks the chosen page current at once and pages after the next paint', () => {
    const onSelect = vi.fn();
    render(<Pager current={0} pages={[0, 1, 2]} pageCount={3} createURL={(p) => `/search/?page=${p + 1}`} onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(screen.getByText('2').getAttribute('aria-current')).toBe('page');
    expect(onSelect).not.toHaveBeenCalled();
    paint();
    expect(onSelect).toHaveBeenCalledExactlyOnceWith(1);
  });

  it('forgets the chosen page once the search moves on, even back to the page it started from', () => {
    const onSelect = vi.fn();
    const pager = (current: number) => (
      <Pager current={current} pages={[0, 1, 2]} pageCount={3} createURL={(p) => `/search/?page=${p + 1}`} onSelect={onSelect} />
    );
    const { rerender } = render(pager(0));
    fireEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    paint();
    rerender(pager(1));
    // A filter change sends the search back to page 1: page 1 is current, not the old pending page 2.
    rerender(pager(0));
    expect(screen.getByText('1').getAttribute('aria-current')).toBe('page');
    expect(screen.getByText('2').getAttribute('aria-current')).toBe(null);
  });
});
