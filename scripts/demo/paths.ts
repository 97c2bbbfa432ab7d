import type { Angle, Shape } from './catalog';

/**
 * Site URLs of the shared demo images (dealers/<slug>/assets/** is copied to /dealer/** by the build). The car
 * photos are PNGs drawn from the SVG drawings at generation time: Google and Meta take no SVG, and the demo's ad
 * feeds are to carry its cars. Logos, banners and 360 frames stay drawings (no feed carries them).
 */
export const vehicleImage = (shape: Shape, colour: string, angle: Angle) => `/dealer/img/vehicles/${shape}-${colour.toLowerCase()}-${angle}.png`;
export const INTERIOR_IMAGE = '/dealer/img/vehicles/interior.png';
export const ENGINE_IMAGE = '/dealer/img/vehicles/engine.png';
export const SPIN_FRAMES = 16;
export const spinFrame = (i: number) => `/dealer/img/spin/frame-${String(i).padStart(2, '0')}.svg`;
export const SPIN_INTERIOR = '/dealer/img/spin/interior.svg';
export const HISTORY_REPORT = '/dealer/files/history-report.pdf';
/** A real 2-second H.264 MP4 (scripts/demo/static/demo.mp4, copied into the dealer assets). */
export const DEMO_VIDEO = '/dealer/video/demo.mp4';
export const makeLogo = (slug: string) => `/dealer/img/makes/${slug}.svg`;
export const brandLogo = (slug: string) => `/dealer/img/brands/${slug}.svg`;
export const heroImage = (n: number) => `/dealer/img/hero/hero-${n}.svg`;
export const bannerImage = (name: string) => `/dealer/img/banners/${name}.svg`;
export const locationImage = (slug: string) => `/dealer/img/locations/${slug}.svg`;

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
