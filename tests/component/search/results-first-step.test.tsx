// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { InstantSearch } from 'react-instantsearch';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { columnsShown } from '../../../src/islands/search/grid-columns';
import { SearchStateProvider } from '../../../src/islands/search/search-state';
import { Results } from '../../../src/islands/search/widgets/Results';
import { hiluxThenRanger, noPromos, plainCard } from './results-fixtures';
import { Typer } from './typer';

/*
 * happy-dom lays nothing out and its ResizeObserver never reports: this one reports each observed element once, as a browser does
 * when observation starts, after which the grid's tracks are read from the test's style sheet.
 */
class ReportOnObserve {
  private readonly report: (entries: unknown[]) => void;
  constructor(report: (entries: unknown[]) => void) {
    this.report = report;
  }
  observe(el: Element) {
    this.report([{ target: el }]);
  }
  unobserve() {}
  disconnect() {}
}
beforeEach(() => {
  vi.stubGlobal('ResizeObserver', ReportOnObserve);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.head.querySelectorAll('style[data-test]').forEach((s) => s.remove());
});

/** 21 HiLux for the empty query, 21 Ranger-named cars once the shopper types. */
const client = hiluxThenRanger({ hits: 21, nbHits: { empty: 40, typed: 40 } });

/** The grid laid out as the site's CSS does at this width (one track per column, in px as a browser resolves it). */
function layGrid(tracks: string) {
  const style = document.head.appendChild(document.createElement('style'));
  style.dataset.test = '';
  style.textContent = `.sr-grid { display: grid; grid-template-columns: ${tracks}; }`;
}

/** Card counts each time the grid's cards change, from the shopper's new search on. */
async function cardsPerCommitAfterSearch(): Promise<number[]> {
  render(
    <InstantSearch searchClient={client as never} indexName="cars">
      <SearchStateProvider>
        <Typer />
        <Results card={plainCard} now="2026-11-21T00:00:00Z" cardsPerRow={3} promo={noPromos} clearFiltersPath="/search/" onReady={() => {}} />
      </SearchStateProvider>
    </InstantSearch>,
  );
  await waitFor(() => expect(document.querySelectorAll('article.sr-card').length).toBe(21));
  await act(async () => {
    await new Promise((r) => setTimeout(r, 50));
  });
  const grid = screen.getByTestId('results');
  const counts: number[] = [];
  const seen = new MutationObserver(() => {
    const ranger = grid.querySelectorAll('article.sr-card[data-car-id^="r"]').length;
    if (ranger > 0 && counts.at(-1) !== ranger) counts.push(ranger);
  });
  seen.observe(grid, { childList: true });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'type' }));
  });
  await waitFor(() => expect(grid.querySelectorAll('article.sr-card[data-car-id^="r"]').length).toBe(21));
  seen.disconnect();
  return counts;
}

describe('new results render the rows on screen first', () => {
  it('counts the columns a grid shows from its resolved tracks', () => {
    const el = document.body.appendChild(document.createElement('div'));
    el.style.display = 'grid';
    el.style.gridTemplateColumns = '173.5px 173.5px';
    expect(columnsShown(el, 3)).toBe(2);
    el.style.gridTemplateColumns = '358px';
    expect(columnsShown(el, 3)).toBe(1);
    expect(columnsShown(null, 3), 'no grid yet: the configured cards per row').toBe(3);
    el.remove();
  });

  it('on a phone (one column) the first step is two cards, then the rest', async () => {
    layGrid('358px');
    expect(await cardsPerCommitAfterSearch()).toEqual([2, 21]);
  });

  it('on a desktop (three columns) the first step is two rows of three', async () => {
    layGrid('360px 360px 360px');
    expect(await cardsPerCommitAfterSearch()).toEqual([6, 21]);
  });
});
