import { describe, expect, it } from 'vitest';
import { locationSchema } from '../../../../src/domain/schemas';

describe('Location schema', () => {
  it('treats an empty location_type as the empty (sales) type and defaults hours to none', () => {
    const loc = locationSchema.parse({ id: 3, name: 'Parts', slug: 'parts', address: {}, location_type: null });
    expect(loc.location_type).toBe('');
    expect(loc.contact_detail.opening_hours).toEqual([]);
  });
  it('keeps the other names and codes the stock uses for a branch (none by default); an empty one is refused', () => {
    expect(locationSchema.parse({ id: 3, name: 'Parts', slug: 'parts', address: {} }).codes).toEqual([]);
    expect(locationSchema.parse({ id: 3, name: 'Parts', slug: 'parts', address: {}, codes: ['PRT', 'Parts Yard'] }).codes).toEqual(['PRT', 'Parts Yard']);
    expect(locationSchema.safeParse({ id: 3, name: 'Parts', slug: 'parts', address: {}, codes: [''] }).success).toBe(false);
  });
});
