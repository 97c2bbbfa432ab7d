import { describe, expect, it } from 'vitest';
import { locationSchema } from '../../../../src/domain/schemas';

describe('Location schema', () => {
  it('treats an empty location_type as the empty (sales) type and defaults hours to none', () => {
    const loc = locationSchema.parse({ id: 3, name: 'Parts', slug: 'parts', address: {}, location_type: null });
    expect(loc.location_type).toBe('');
    expect(loc.contact_detail.opening_hours).toEqual([]);
  });
});
