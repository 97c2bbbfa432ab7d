import type { Brand } from '../domain/schemas';

/** The brand directory's sections in the spec's order. */
export const BRAND_SECTIONS: Array<{ kind: Brand['kind']; title: string }> = [
  { kind: 'car', title: 'Car Brands' },
  { kind: 'motorcycle', title: 'Motorcycle Brands' },
  { kind: 'truck', title: 'Truck Brands' },
  { kind: 'our', title: 'Our Brands' },
];

/** Brand pages exist only where the brand directory is on (blocks.brand_directory; the group template's default), and only for the brands listed. */
export function directoryBrands(brandDirectory: boolean, brands: Brand[]): Brand[] {
  return brandDirectory ? brands : [];
}
