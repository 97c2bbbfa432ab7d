import { describe, expect, it } from 'vitest';
import { recentlyViewedList } from '../../../src/domain/recently-viewed';

describe('recently viewed list', () => {
  const rec = (id: string) => ({ id, name: `Car ${id}`, slug: `car-${id}`, image: null, price: '$1' });
  const stock = ['1', '2', '3', '4', '5', '6', '7', '8'].map((id) => ({ id, status: 'in_stock', sold: false }));
  it('up to 6, most recent first, never the current car, skipping records it cannot show', () => {
    const list = recentlyViewedList([rec('1'), rec('2'), { id: '9' }, rec('3'), rec('4'), rec('5'), rec('6'), rec('7'), rec('8')], '2', stock);
    expect(list.map((c) => c.id)).toEqual(['1', '3', '4', '5', '6', '7']);
  });
  it('marks cars that sold or left the stock', () => {
    const list = recentlyViewedList([rec('1'), rec('2'), rec('99')], null, [
      { id: '1', status: 'in_stock' },
      { id: '2', status: 'sold', sold: true },
    ]);
    expect(list.map((c) => c.sold)).toEqual([false, true, true]);
  });
});
