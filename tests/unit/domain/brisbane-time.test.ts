import { describe, expect, it } from 'vitest';
import { BRISBANE_OFFSET_MS, brisbaneDate, brisbaneDateTime, brisbaneEndOfDay, brisbaneMidnight, brisbaneWeekday } from '../../../src/domain/brisbane-time';

describe('Brisbane time: always UTC+10 (no daylight saving)', () => {
  it('the offset is ten hours', () => {
    expect(BRISBANE_OFFSET_MS).toBe(36_000_000);
  });
  it('the Brisbane day starts at 14:00 UTC the evening before', () => {
    expect(brisbaneDate(new Date('2026-03-15T13:59:59Z'))).toBe('2026-03-15');
    expect(brisbaneDate(new Date('2026-03-15T14:00:00Z'))).toBe('2026-03-16');
    expect(brisbaneMidnight('2026-03-16')).toBe(Date.parse('2026-03-15T14:00:00Z'));
    expect(brisbaneMidnight('2026-03-16T09:30:00Z')).toBe(Date.parse('2026-03-15T14:00:00Z'));
  });
  it('the last millisecond of a Brisbane day is 13:59:59.999 UTC that day', () => {
    expect(brisbaneEndOfDay('2026-06-30')).toBe(Date.parse('2026-06-30T13:59:59.999Z'));
  });
  it('wall-clock time and weekday (in January too: no summer time)', () => {
    expect(brisbaneDateTime(new Date('2026-11-24T00:00:00Z'))).toBe('2026-11-24T10:00');
    expect(brisbaneDateTime(new Date('2026-01-10T15:30:00Z'))).toBe('2026-01-11T01:30');
    // Sunday 15 March 2026 13:59 UTC is 23:59 Sunday in Brisbane; a minute later it is Monday.
    expect(brisbaneWeekday(new Date('2026-03-15T13:59:00Z'))).toBe(0);
    expect(brisbaneWeekday(new Date('2026-03-15T14:00:00Z'))).toBe(1);
  });
});
