import { describe, expect, it } from 'vitest';
import { isPopupExpired, popupKey, shouldShowPopup } from '../../../src/domain/popup-rule';

const fresh = { dismissed: false, shownThisSession: false };

describe('popup rule', () => {
  it('shows a popup without expiry on a first visit', () => {
    expect(shouldShowPopup({ expiry_date: null }, new Date('2026-11-21T00:00:00Z'), fresh)).toBe(true);
  });
  it('keeps showing through the whole expiry day (Brisbane) and hides after it', () => {
    const p = { expiry_date: '2026-11-21' };
    expect(isPopupExpired(p, new Date('2026-11-21T13:00:00Z'))).toBe(false); // 11 pm Brisbane
    expect(isPopupExpired(p, new Date('2026-11-21T14:00:01Z'))).toBe(true); // past midnight Brisbane
  });
  it('honours a full date-time expiry', () => {
    expect(isPopupExpired({ expiry_date: '2026-11-20T10:00:00Z' }, new Date('2026-11-21T00:00:00Z'))).toBe(true);
  });
  it('is hidden once dismissed, and shown once per session', () => {
    const now = new Date('2026-11-21T00:00:00Z');
    expect(shouldShowPopup({ expiry_date: null }, now, { dismissed: true, shownThisSession: false })).toBe(false);
    expect(shouldShowPopup({ expiry_date: null }, now, { dismissed: false, shownThisSession: true })).toBe(false);
  });
  it('keys dismissal by popup so a new popup shows again', () => {
    expect(popupKey({ title: 'A', src: '/a.jpg' })).not.toBe(popupKey({ title: 'B', src: '/a.jpg' }));
  });
});
