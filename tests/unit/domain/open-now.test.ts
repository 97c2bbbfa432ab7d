import { describe, expect, it } from 'vitest';
import { clockMinutes, openNow } from '../../../src/domain/open-now';
import { isTimeZone, zoneClock } from '../../../src/domain/time-zone';
import { locationSchema } from '../../../src/domain/schemas';

describe('a location clock (time-zone.ts)', () => {
  it('reads the wall clock of the zone, daylight saving included', () => {
    const at = new Date('2026-11-22T14:30:00Z');
    expect(zoneClock(at, 'Australia/Brisbane')).toEqual({ date: '2026-11-23', weekday: 1, minutes: 30 });
    expect(zoneClock(at, 'Australia/Sydney')).toEqual({ date: '2026-11-23', weekday: 1, minutes: 90 });
    expect(zoneClock(at, 'Australia/Perth')).toEqual({ date: '2026-11-22', weekday: 0, minutes: 22 * 60 + 30 });
  });
  it('accepts IANA zone names only', () => {
    expect(isTimeZone('Australia/Hobart')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    for (const bad of ['Australia/Atlantis', '+10:00', 'AEST', '', 'Brisbane', 'Australia/<b>']) expect(isTimeZone(bad), bad).toBe(false);
  });
  it('is a location setting, Brisbane by default, refused when not a zone', () => {
    const loc = { id: 1, name: 'Main', slug: 'main', address: {} };
    expect(locationSchema.parse(loc).time_zone).toBe('Australia/Brisbane');
    expect(locationSchema.parse({ ...loc, time_zone: 'Australia/Perth' }).time_zone).toBe('Australia/Perth');
    const r = locationSchema.safeParse({ ...loc, time_zone: 'Australia/Gold_Coast' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe("must be an IANA time zone such as 'Australia/Sydney' (Region/City)");
  });
});

describe('open now (open-now.ts)', () => {
  it('reads the hours as feeds write them', () => {
    expect(clockMinutes('8:00am')).toBe(480);
    expect(clockMinutes('5:30pm')).toBe(1050);
    expect(clockMinutes('12:00pm')).toBe(720);
    expect(clockMinutes('12:15am')).toBe(15);
    expect(clockMinutes('9am')).toBe(540);
    expect(clockMinutes('17:30')).toBe(1050);
    for (const bad of ['', null, 'noon', '13:00pm', '8:75am', '8']) expect(clockMinutes(bad as string), String(bad)).toBeNull();
  });
  const hours = [
    { weekday: 1, status: 'Open' as const, open: '8:00am', close: '5:30pm', formated_hours: '8:00am - 5:30pm' },
    { weekday: 2, status: 'Open' as const, open: null, close: null, formated_hours: '9:00am - 1:00pm' },
    { weekday: 3, status: 'Open' as const, open: null, close: null, formated_hours: 'By appointment' },
    { weekday: 0, status: 'Closed' as const, open: null, close: null, formated_hours: null },
  ];
  const at = (date: string, weekday: number, hm: string) => ({ date, weekday, minutes: clockMinutes(hm)! });
  it('is open from opening time until closing time', () => {
    expect(openNow(hours, [], at('2026-11-23', 1, '7:59am'))).toEqual({ open: false });
    expect(openNow(hours, [], at('2026-11-23', 1, '8:00am'))).toEqual({ open: true, closes: '5:30pm' });
    expect(openNow(hours, [], at('2026-11-23', 1, '5:30pm'))).toEqual({ open: false });
    expect(openNow(hours, [], at('2026-11-24', 2, '12:00pm'))).toEqual({ open: true, closes: '1:00pm' });
    expect(openNow(hours, [], at('2026-11-22', 0, '12:00pm'))).toEqual({ open: false });
    expect(openNow(hours, [], at('2026-11-28', 6, '12:00pm'))).toEqual({ open: false }); // no entry: closed
  });
  it('says nothing when the hours cannot be read', () => {
    expect(openNow(hours, [], at('2026-11-25', 3, '10:00am'))).toBeNull();
  });
  it("today's special hours override the weekday's", () => {
    const special = [
      { date: '2026-12-25', status: 'Closed' as const },
      { date: '2026-12-28', status: 'Open' as const, start_hour: '9:00am', end_hour: '1:00pm' },
    ];
    expect(openNow(hours, special as never, at('2026-12-25', 5, '10:00am'))).toEqual({ open: false });
    expect(openNow(hours, special as never, at('2026-12-28', 1, '2:00pm'))).toEqual({ open: false });
    expect(openNow(hours, special as never, at('2026-12-28', 1, '10:00am'))).toEqual({ open: true, closes: '1:00pm' });
  });
});
