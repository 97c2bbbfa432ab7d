// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { InstantSearch, useHits, useSearchBox } from 'react-instantsearch';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchStateProvider } from '../../../src/islands/search/search-state';
import { useMediaQuery } from '../../../src/islands/search/use-media-query';
import { Results } from '../../../src/islands/search/widgets/Results';
import { hiluxThenRanger, noPromos, plainCard } from './results-fixtures';

/*
 * Where the open filter drawer covers the page (phones), a filter click's answer first paints the
 * drawer's counts and keeps the cards behind it as they are; the new cards follow a frame later.
 */
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const client = hiluxThenRanger({ hits: 3, nbHits: { empty: 3, typed: 7 } });

/** What the drawer's 'Show me N cars' stands for: the answer's count, rendered with the same answer. */
function Count() {
  const { results } = useHits();
  return <p data-testid="count">{results?.nbHits}</p>;
}

function Page({ covered }: { covered: boolean }) {
  const { refine } = useSearchBox();
  return (
    <>
      <button type="button" onClick={() => refine('ranger')}>
        filter
      </button>
      <Count />
      <Results card={plainCard} now="2026-11-21T00:00:00Z" cardsPerRow={3} promo={noPromos} clearFiltersPath="/search/" onReady={() => {}} covered={covered} />
    </>
  );
}

const cardIds = () => [...document.querySelectorAll('article.sr-card')].map((c) => c.getAttribute('data-car-id')).join(',');

/** The cards in the page when the new count first shows, and once everything has settled. */
async function cardsWhenCountChanges(covered: boolean): Promise<{ atCount: string; settled: string }> {
  render(
    <InstantSearch searchClient={client as never} indexName="cars">
      <SearchStateProvider>
        <Page covered={covered} />
      </SearchStateProvider>
    </InstantSearch>,
  );
  await waitFor(() => expect(cardIds()).toBe('h0,h1,h2'));
  let atCount = '';
  const seen = new MutationObserver(() => {
    if (!atCount && screen.getByTestId('count').textContent === '7') atCount = cardIds();
  });
  seen.observe(document.body, { childList: true, subtree: true, characterData: true });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'filter' }));
  });
  await waitFor(() => expect(cardIds()).toBe('r0,r1,r2'));
  seen.disconnect();
  return { atCount, settled: cardIds() };
}

describe('result cards behind the open filter drawer', () => {
  it('stay as they are in the frame that shows the new count, and turn to the new results right after', async () => {
    expect(await cardsWhenCountChanges(true)).toEqual({ atCount: 'h0,h1,h2', settled: 'r0,r1,r2' });
  });

  it('in view (no drawer over them) change with the count', async () => {
    expect(await cardsWhenCountChanges(false)).toEqual({ atCount: 'r0,r1,r2', settled: 'r0,r1,r2' });
  });
});

describe('useMediaQuery', () => {
  it('follows the query as the window crosses it', () => {
    let matches = true;
    const listeners = new Set<() => void>();
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return query === '(max-width: 991.98px)' && matches;
      },
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    }));
    function Probe() {
      return <p>{useMediaQuery('(max-width: 991.98px)') ? 'drawer' : 'sidebar'}</p>;
    }
    render(<Probe />);
    expect(screen.getByText('drawer')).toBeTruthy();
    act(() => {
      matches = false;
      listeners.forEach((l) => l());
    });
    expect(screen.getByText('sidebar')).toBeTruthy();
    cleanup();
    expect(listeners.size).toBe(0);
  });
});
