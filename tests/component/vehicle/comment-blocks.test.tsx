import { describe, expect, it } from 'vitest';
import { commentBlocks } from '../../../src/views/comment-blocks';
import { viewCountText } from '../../../src/views/view-count';

describe('dealer comment blocks', () => {
  it('a piece holding its own <p> becomes a <div>; plain text stays a paragraph', () => {
    expect(commentBlocks(['<p>Great family car.</p>', 'One owner'])).toEqual([
      { tag: 'div', html: '<p>Great family car.</p>' },
      { tag: 'p', html: 'One owner' },
    ]);
  });
});

describe('view count text', () => {
  it('shows a positive count with thousands separators and hides missing or zero counts (view.json null)', () => {
    expect(viewCountText(1234)).toBe('1,234 views');
    expect(viewCountText(1)).toBe('1 view');
    expect(viewCountText(0)).toBeNull();
    expect(viewCountText(undefined)).toBeNull();
    expect(viewCountText('12')).toBeNull();
  });
});
