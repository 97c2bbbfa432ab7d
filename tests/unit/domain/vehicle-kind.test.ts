import { describe, expect, it } from 'vitest';
import { isCaravan, vehicleKind } from '../../../src/domain/vehicle-kind';

const item = (item_type: string | null, body: string | null = null) => ({ item_type, body, simple_body: null });

describe('vehicleKind: what a stock item is', () => {
  it("a car when the feed says car or says nothing (car dealers' feeds leave item_type out)", () => {
    expect(vehicleKind(item('car', 'SUV'))).toBe('car');
    expect(vehicleKind(item(null, 'Sedan'))).toBe('car');
    expect(vehicleKind(item('Car'))).toBe('car');
  });
  it('a motorcycle', () => expect(vehicleKind(item('motorcycle', 'Naked'))).toBe('motorcycle'));
  it('towed: caravans and camper trailers (item_type caravan or camper)', () => {
    expect(vehicleKind(item('caravan', 'Caravan'))).toBe('towed');
    expect(vehicleKind(item('caravan', 'Camper Trailer'))).toBe('towed');
    expect(vehicleKind(item('camper', null))).toBe('towed');
  });
  it('a motorhome listed under item_type caravan drives itself: a motor vehicle, as trucks and boats are', () => {
    expect(vehicleKind(item('caravan', 'Motorhome'))).toBe('motor-vehicle');
    expect(vehicleKind(item('truck', 'Cab Chassis'))).toBe('motor-vehicle');
    expect(vehicleKind(item('boat'))).toBe('motor-vehicle');
  });
  it("isCaravan: the feed's item_type, whatever the body (the page shows Caravan Details)", () => {
    expect(isCaravan(item('caravan', 'Motorhome'))).toBe(true);
    expect(isCaravan(item('Caravan'))).toBe(true);
    expect(isCaravan(item('car'))).toBe(false);
  });
});
