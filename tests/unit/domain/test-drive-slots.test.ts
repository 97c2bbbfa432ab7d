import { describe, expect, it } from 'vitest';
import { bookableTimes, freeTestDriveSlots } from '../../../src/domain/test-drive-slots';

describe('test-drive slots (the reference API rule)', () => {
  it('half-hour slots 09:00-16:30, minus booked ones and times already past', () => {
    const all = freeTestDriveSlots('2026-11-24', [], '2026-11-20T10:00');
    expect(all[0]).toBe('09:00');
    expect(all.at(-1)).toBe('16:30');
    expect(all).toHaveLength(16);
    expect(freeTestDriveSlots('2026-11-24', ['2026-11-24T10:30', '2026-11-25T11:00'], '2026-11-20T10:00')).not.toContain('10:30');
    expect(freeTestDriveSlots('2026-11-24', [], '2026-11-24T12:10')[0]).toBe('12:30');
  });
  it('none on Sundays or for a malformed date', () => {
    expect(freeTestDriveSlots('2026-11-29', [], '2026-11-20T10:00')).toEqual([]);
    expect(freeTestDriveSlots('29/11/2026', [], '2026-11-20T10:00')).toEqual([]);
  });
  it('the bookable times of a day (offered by the form without JavaScript) are the free times of an empty future day', () => {
    expect(bookableTimes()).toEqual(freeTestDriveSlots('2026-11-24', [], '2026-11-20T10:00'));
  });
});
