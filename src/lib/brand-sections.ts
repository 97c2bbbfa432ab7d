import type { Brand } from '../domain/schemas';

/** The brand directory's sections in the spec's order. */
export const BRAND_SECTIONS: Array<{ kind: Brand['kind']; title: string }> = [
  { kind: 'car', title: 'Car Brands' },
  { kind: 'motorcycle', title: 'Motorcycle Brands' },
  { kind: 'truck', title: 'Truck Brands' },
  { kind: 'our', title: 'Our Brands' },
];

/** Brand pages exist only on the group template (and only for brands it lists). */
export function directoryBrands(template: string, brands: Brand[]): Brand[] {
  return template === 'group' ? brands : [];
}
