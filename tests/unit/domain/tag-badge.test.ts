import { describe, expect, it } from 'vitest';
import { isCertifiedBadgeShown, tagBadge } from '../../../src/domain';
import { makeCar, makeConfig, NOW } from './fixtures';

const DAY = 86_400_000;
const old = new Date(NOW.getTime() - 30 * DAY).toISOString();
const plain = makeConfig();
const full = makeConfig({ badges: { fuel_tags: true, certified_enabled: true, certified_make: 'Toyota' } });

describe('tag badge priority', () => {
  it('Electric or Hybrid first where enabled', () => {
    const ev = makeCar({ fuel: 'Electric', reserved: true, created_at: old });
    expect(tagBadge(ev, full, NOW)).toEqual({ kind: 'electric', text: 'Electric' });
    expect(tagBadge(makeCar({ fuel: 'Petrol/Electric Hybrid', created_at: old }), full, NOW)?.text).toBe('Hybrid');
    expect(tagBadge(ev, plain, NOW)?.kind).toBe('reserved');
  });
  it('Reserved before certified, certified before the custom tag', () => {
    expect(tagBadge(makeCar({ reserved: true, certified: true, created_at: old }), full, NOW)?.kind).toBe('reserved');
    const cert = tagBadge(makeCar({ certified: true, tag: 'Low kms', created_at: old }), full, NOW);
    expect(cert).toMatchObject({ kind: 'certified', image: '/badges/certified.svg' });
  });
  it('certified image only for the configured make, certified=true, flag on, not sold', () => {
    expect(isCertifiedBadgeShown(makeCar({ certified: true, make: 'Mazda' }), full)).toBe(false);
    expect(isCertifiedBadgeShown(makeCar({ certified: false }), full)).toBe(false);
    expect(isCertifiedBadgeShown(makeCar({ certified: true }), makeConfig({ badges: { certified_make: 'Toyota' } }))).toBe(false);
    expect(isCertifiedBadgeShown(makeCar({ certified: true, status: 'sold' }), full)).toBe(false);
    expect(isCertifiedBadgeShown(makeCar({ certified: true }), full)).toBe(true);
  });
  it('"certified used image": a new car marked certified shows neither the badge nor the tag', () => {
    const fresh = makeCar({ certified: true, car_type: 'new', created_at: old });
    expect(isCertifiedBadgeShown(fresh, full)).toBe(false);
    expect(tagBadge(fresh, full, NOW)).toBeNull();
    // A demonstrator is pre-owned (registered and driven), as the ad feeds list it.
    expect(isCertifiedBadgeShown(makeCar({ certified: true, car_type: 'demo' }), full)).toBe(true);
  });
  it('custom tag, then COMING SOON for status coming_soon', () => {
    expect(tagBadge(makeCar({ tag: 'Low kms', status: 'coming_soon', created_at: old }), plain, NOW)).toEqual({ kind: 'custom', text: 'Low kms' });
    expect(tagBadge(makeCar({ status: 'coming_soon', created_at: old }), plain, NOW)?.text).toBe('COMING SOON');
  });
  it('new-tag "when created within the last 8 days": 8 days yes, 8 days and a minute no', () => {
    const eight = new Date(NOW.getTime() - 8 * DAY).toISOString();
    const overEight = new Date(NOW.getTime() - 8 * DAY - 60_000).toISOString();
    expect(tagBadge(makeCar({ created_at: eight }), plain, NOW)).toEqual({ kind: 'new_arrival', text: 'JUST ARRIVED' });
    expect(tagBadge(makeCar({ created_at: overEight }), plain, NOW)).toBeNull();
  });
  it('the new-arrival tag never reads NEW (a used car would look car_type new); its wording is a setting', () => {
    const eight = new Date(NOW.getTime() - 8 * DAY).toISOString();
    expect(tagBadge(makeCar({ created_at: eight, car_type: 'used' }), plain, NOW)?.text).not.toMatch(/^NEW$/);
    expect(tagBadge(makeCar({ created_at: eight }), makeConfig({ badges: { new_arrival_text: 'Fresh in' } }), NOW)?.text).toBe('Fresh in');
  });
  it('"otherwise nothing"', () => {
    expect(tagBadge(makeCar({ created_at: old }), plain, NOW)).toBeNull();
  });
  it('"A vehicle that is not for sale shows the sold tag", ahead of everything else', () => {
    expect(tagBadge(makeCar({ status: 'sold', fuel: 'Electric', reserved: true }), full, NOW)).toEqual({ kind: 'sold', text: 'SOLD' });
    expect(tagBadge(makeCar({ status: 'sold', tag: 'Sold - thank you' }), plain, NOW)?.text).toBe('Sold - thank you');
  });
});
