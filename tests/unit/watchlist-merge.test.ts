import { describe, expect, it } from 'vitest';
import { mergeWatchlists } from '../../src/domain/watchlist-merge';

describe('mergeWatchlists', () => {
  it("keeps the server's order, adds this browser's other cars once, and names those to save", () => {
    expect(mergeWatchlists(['3', '1', '4', '4'], ['1', '2'])).toEqual({ merged: ['1', '2', '3', '4'], toSave: ['3', '4'] });
  });
  it('a fresh browser takes the server list; a browser with nothing on the server saves all of its own', () => {
    expect(mergeWatchlists([], ['7', '7', '8'])).toEqual({ merged: ['7', '8'], toSave: [] });
    expect(mergeWatchlists(['5'], [])).toEqual({ merged: ['5'], toSave: ['5'] });
  });
});
