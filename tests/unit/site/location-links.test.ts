import { describe, expect, it } from 'vitest';
import { directionsHref, mapHref } from '../../../src/views/location-view';

const address = { street: '120 Kingsford Smith Drive', city: 'Brisbane', state: 'QLD', postcode: '4006', place_url: null, lat: null, long: null };

describe('location links (vehicle map, location banner, location card)', () => {
  it('directions go to the place_url when the feed has one', () => {
    expect(directionsHref({ address: { ...address, place_url: 'https://maps.example/brisbane' } } as never)).toBe('https://maps.example/brisbane');
  });

  it('directions otherwise go to a keyless maps directions link built from the address', () => {
    expect(directionsHref({ address } as never)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=120%20Kingsford%20Smith%20Drive%20Brisbane%20QLD%204006',
    );
  });

  it('the map link prefers coordinates over the address, and is null with neither', () => {
    expect(mapHref({ name: 'X', address: { ...address, lat: -27.43, long: 153.07 } } as never)).toBe(
      'https://www.google.com/maps/search/?api=1&query=-27.43%2C153.07',
    );
    expect(mapHref({ name: '', address: { street: null, city: null, state: null, postcode: null, place_url: null } } as never)).toBeNull();
  });
});
