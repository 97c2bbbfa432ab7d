import { describe, expect, it } from 'vitest';
import { DEALER_COMMENTS_PENDING, collapseDealerComments, dealerCommentParagraphs } from '../../../src/domain/dealer-comments';

describe('dealer comments', () => {
  it("split on '|' into paragraphs", () => {
    expect(dealerCommentParagraphs('One owner| Full service history |')).toEqual({ paragraphs: ['One owner', 'Full service history'], pending: false });
  });
  it('"Empty text or only a separator gives" the pending message', () => {
    expect(dealerCommentParagraphs('')).toEqual({ paragraphs: [DEALER_COMMENTS_PENDING], pending: true });
    expect(dealerCommentParagraphs(' | ').paragraphs[0]).toBe('Dealer comments are pending. Please check back here later.');
    expect(dealerCommentParagraphs(null).pending).toBe(true);
  });
  it('"collapsed to 400 characters": 400 stays whole, 401 is cut', () => {
    expect(collapseDealerComments(['a'.repeat(400)])).toEqual({ paragraphs: ['a'.repeat(400)], truncated: false });
    const cut = collapseDealerComments(['a'.repeat(300), 'b'.repeat(101)]);
    expect(cut.truncated).toBe(true);
    expect(cut.paragraphs).toEqual(['a'.repeat(300), `${'b'.repeat(100)}...`]);
  });
});
