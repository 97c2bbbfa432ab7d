import { describe, expect, it } from 'vitest';
import { directoryBrands } from '../../../src/views/brand-sections';
import { dealerConfigSchema, type Brand } from '../../../src/domain/schemas';
import { applyTemplate } from '../../../src/domain/templates';

const base = { slug: 'd', name: 'D', id: 1, dealership_id: 2, url: 'https://d.example.com', locations: [{ id: 1, name: 'Main', slug: 'main', address: {} }] };
const parse = (over: Record<string, unknown>) => dealerConfigSchema.parse(applyTemplate({ ...base, ...over }));
const brands = [{ slug: 'toyota', name: 'Toyota', kind: 'car' }] as unknown as Brand[];

describe('group-site blocks are settings whose default the template sets', () => {
  it('the group template turns on the stats banner, the brand directory and the division pages; other templates leave them off', () => {
    expect(parse({ template: 'group' }).blocks).toMatchObject({ stats_banner: true, brand_directory: true, group_pages: true });
    for (const template of ['franchise', 'caravan', 'used']) {
      expect(parse({ template }).blocks).toMatchObject({ stats_banner: false, brand_directory: false, group_pages: false });
    }
  });
  it('a dealer overrides them either way', () => {
    expect(parse({ template: 'franchise', blocks: { brand_directory: true, stats_banner: true } }).blocks).toMatchObject({
      stats_banner: true,
      brand_directory: true,
    });
    expect(parse({ template: 'group', blocks: { stats_banner: false } }).blocks.stats_banner).toBe(false);
  });
  it('brand pages exist only where the brand directory is on', () => {
    expect(directoryBrands(true, brands)).toEqual(brands);
    expect(directoryBrands(false, brands)).toEqual([]);
  });
});
