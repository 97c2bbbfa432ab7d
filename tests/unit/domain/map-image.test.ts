import { describe, expect, it } from 'vitest';
import { mapImageOrigin, mapImageUrl, mapTemplateProblem } from '../../../src/domain/map-image';
import { contactSchema } from '../../../src/domain/schemas/settings/contact';

const T = 'https://maps.example.com/static?center={lat},{lng}&size={width}x{height}&key=pk.browser';

describe('static map images of location cards', () => {
  it('fills the template with the location coordinates and the image size', () => {
    expect(mapImageUrl(T, { lat: -27.4405, long: 153.0633 })).toBe('https://maps.example.com/static?center=-27.44050,153.06330&size=640x320&key=pk.browser');
  });
  it('gives no image without a template or coordinates (the map link stays)', () => {
    expect(mapImageUrl(null, { lat: -27.4, long: 153 })).toBeNull();
    expect(mapImageUrl(T, { lat: null, long: 153 })).toBeNull();
  });
  it('accepts only an https URL with {lat} and {lng} and known placeholders', () => {
    expect(mapTemplateProblem(T)).toBeNull();
    expect(mapTemplateProblem('http://maps.example.com/?c={lat},{lng}')).toBe('must be an https:// address');
    expect(mapTemplateProblem('https://maps.example.com/?c={lat}')).toBe('must contain the {lat} and {lng} placeholders');
    expect(mapTemplateProblem('https://maps.example.com/?c={lat},{lng}&z={zoom}')).toBe('unknown placeholder {zoom}; use {lat}, {lng}, {width}, {height}');
    expect(mapTemplateProblem('javascript:alert(1)//{lat}{lng}')).toBe('must be an https:// address');
    expect(mapTemplateProblem('https://u:p@maps.example.com/?c={lat},{lng}')).toBe('must not carry a user name or password');
    expect(mapTemplateProblem('https://maps.example.com/?c={lat},{lng}}')).toBe('has an unmatched { or }');
  });
  it('is the setting contact.map_image_url, checked when the dealer file is read', () => {
    expect(contactSchema.parse({}).map_image_url).toBeNull();
    expect(contactSchema.parse({ map_image_url: T }).map_image_url).toBe(T);
    const r = contactSchema.safeParse({ map_image_url: 'http://maps.example.com/?c={lat},{lng}' });
    expect(r.error?.issues[0]).toMatchObject({ path: ['map_image_url'], message: 'must be an https:// address' });
  });
  it("names the service's origin for the CSP img-src", () => {
    expect(mapImageOrigin(T)).toBe('https://maps.example.com');
    expect(mapImageOrigin(null)).toBeNull();
  });
});
