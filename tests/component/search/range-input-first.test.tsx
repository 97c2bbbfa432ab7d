// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { InstantSearch } from 'react-instantsearch';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RangeFacet } from '../../../src/islands/search/widgets/RangeFacet';
import { asked, client, Spy, stats, ui } from './answering-client';
import { SearchStateProvider } from '../../../src/islands/search/search-state';

/*
 * The range sliders (see docs/decisions.md, Search paints the shopper's input first): the moved thumb and its label
 * paint in the frame that answers the input, and the search runs after that frame, once for all the moves of that frame
 * (a drag sends many).
 * Frames are driven by hand; the search client counts what it is asked.
 */

let frames: FrameRequestCallback[] = [];
/** The browser paints: queued frame callbacks run, then the task they queued. */
const paint = () =>
  act(async () => {
    const due = frames;
    frames = [];
    due.forEach((f) => f(performance.now()));
    await new Promise((r) => setTimeout(r, 5));
  });

beforeEach(() => {
  frames = [];
  asked.length = 0;
  vi.stubGlobal('requestAnimationFrame', (f: FrameRequestCallback) => {
    frames.push(f);
    return frames.length;
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a range slider move', () => {
  it("moves the thumb and its label at once and searches after the next paint, once for the frame's moves", async () => {
    render(
      <InstantSearch searchClient={client as never} indexName="cars">
        <SearchStateProvider>
          <RangeFacet attribute="price" title="Price" bounds={stats.price} />
          <Spy />
        </SearchStateProvider>
      </InstantSearch>,
    );
    const max = await screen.findByRole('slider', { name: 'Maximum price' });
    const before = asked.length;
    await act(async () => {
      fireEvent.change(max, { target: { value: '120000' } });
      fireEvent.change(max, { target: { value: '100000' } });
      fireEvent.change(max, { target: { value: '80000' } });
    });
    // The thumb answers the finger in this frame...
    expect((max as HTMLInputElement).value).toBe('80000');
    expect(screen.getByText('$80,000')).toBeTruthy();
    // ...and nothing has been searched or refined yet.
    expect(asked.length).toBe(before);
    expect(ui.range).toBeUndefined();
    await paint();
    expect(ui.range).toEqual({ price: ':80000' });
    expect(asked.length).toBe(before + 1);
    expect(asked.at(-1)).toContain('price<=80000');
  });
});
