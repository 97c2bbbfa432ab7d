// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { InstantSearch } from 'react-instantsearch';
import { afterEach, describe, expect, it } from 'vitest';
import { RangeFacet } from '../../../src/islands/search/widgets/RangeFacet';
import { client, Spy, stats, ui } from './answering-client';
import { SearchStateProvider } from '../../../src/islands/search/search-state';

afterEach(cleanup);

async function renderSlider(attribute: 'km' | 'price', title: string, range?: Record<string, string>) {
  render(
    <InstantSearch searchClient={client as never} indexName="cars" initialUiState={range ? { cars: { range } } : undefined}>
      <SearchStateProvider>
        <RangeFacet attribute={attribute} title={title} bounds={stats[attribute]} />
        <Spy />
      </SearchStateProvider>
    </InstantSearch>,
  );
  return screen.findByRole('slider', { name: `Maximum ${title.toLowerCase()}` });
}

// The refinement follows the moved thumb after the next paint (src/islands/search/after-paint.ts): wait past it.
const move = async (el: HTMLElement, value: number) => {
  await act(async () => {
    fireEvent.change(el, { target: { value: String(value) } });
    await new Promise((r) => setTimeout(r, 120));
  });
};

describe('slider ends (spec: values clamp to the range; a thumb at its end is no limit)', () => {
  it('Maximum kilometres: ArrowLeft then End shows 283,214 km and removes range[km]', async () => {
    const max = await renderSlider('km', 'Kilometres');
    const step = (283214 - 10) / 100;
    await move(max, 283214 - step);
    expect((ui.range as Record<string, string>).km).toBe(':280000');
    await move(max, 283214);
    expect(screen.getByText('283,214 km')).toBeTruthy();
    expect(screen.queryByText('283,000 km')).toBeNull();
    expect((ui.range as Record<string, string> | undefined)?.km).toBeUndefined();
  });

  it('Minimum kilometres near Home shows 10 km, never 0 (below the minimum), and is no limit', async () => {
    await renderSlider('km', 'Kilometres');
    const min = screen.getByRole('slider', { name: 'Minimum kilometres' });
    await move(min, 400); // rounds to 0: outside the range, so the end
    expect(screen.getByText('10 km')).toBeTruthy();
    expect(screen.queryByText('0 km')).toBeNull();
    expect((ui.range as Record<string, string> | undefined)?.km).toBeUndefined();
    await move(min, 50000);
    expect((ui.range as Record<string, string>).km).toBe('50000:');
    await move(min, 10);
    expect(screen.getByText('10 km')).toBeTruthy();
    expect((ui.range as Record<string, string> | undefined)?.km).toBeUndefined();
  });

  it('Maximum price near or at End shows $138,990, never $139,000', async () => {
    const max = await renderSlider('price', 'Price');
    await move(max, 138600); // rounds to 139,000: above the maximum, so the end
    expect(screen.getByText('$138,990')).toBeTruthy();
    expect(screen.queryByText('$139,000')).toBeNull();
    await move(max, 100000);
    await move(max, 138990);
    expect(screen.getByText('$138,990')).toBeTruthy();
    expect(screen.queryByText('$139,000')).toBeNull();
    expect((ui.range as Record<string, string> | undefined)?.price).toBeUndefined();
  });

  it('a range from the address obeys the slider rules: min never past max, inside the bounds, its numbers kept (only a moved thumb rounds)', async () => {
    const max = await renderSlider('km', 'Kilometres', { km: '150000:40000' });
    const min = screen.getByRole('slider', { name: 'Minimum kilometres' });
    expect([(min as HTMLInputElement).value, (max as HTMLInputElement).value]).toEqual(['40000', '40000']);
    expect(screen.getAllByText('40,000 km')).toHaveLength(2);
    cleanup();
    const max2 = await renderSlider('km', 'Kilometres', { km: '2:41600' });
    const min2 = screen.getByRole('slider', { name: 'Minimum kilometres' });
    expect([(min2 as HTMLInputElement).value, (max2 as HTMLInputElement).value]).toEqual(['10', '41600']);
  });
});
