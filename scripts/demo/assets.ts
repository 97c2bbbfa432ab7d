import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { COLOURS, SHAPES, type Angle, type Shape } from './catalog';
import { GROUP_BRANDS } from './extras';
import { simplePdf } from './pdf';
import { SPIN_FRAMES } from './paths';
import { bannerSvg, brandLogoSvg, dealerLogoSvg, heroSvg, locationSvg, makeLogoSvg } from './svg-misc';
import { engineSvg, interiorSvg, spinFrameSvg, vehicleSvg } from './svg-car';

export interface AssetTheme {
  name: string;
  primary: string;
  accent: string;
  heroShapes: Shape[];
}

/** Every "/dealer/..." address used anywhere in the given JSON values. */
export function referencedAssets(...values: unknown[]): string[] {
  const found = new Set<string>();
  const walk = (v: unknown) => {
    if (typeof v === 'string') {
      if (v.startsWith('/dealer/')) found.add(v.split(/[?#]/)[0] ?? v);
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  values.forEach(walk);
  return [...found].sort();
}

const title = (slug: string) =>
  slug
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/** A demo car photo: its SVG drawing, written as a PNG (photoPng) because the ad platforms take no SVG. */
export interface DrawnPhoto {
  drawing: string;
}

/** The drawing of a demo car photo (`/dealer/img/vehicles/suv-red-side.png`, interior, engine); null for any other address. */
export function photoDrawing(url: string): string | null {
  const p = url.replace(/^\/dealer\//, '');
  const [, shape, colourName, angle] = /^img\/vehicles\/([a-z]+)-([a-z]+)-(side|front|rear)\.png$/.exec(p) ?? [];
  if (shape !== undefined && colourName !== undefined && angle !== undefined && SHAPES.includes(shape as Shape)) {
    const colour = COLOURS.find((c) => c.name.toLowerCase() === colourName);
    return colour ? vehicleSvg(shape as Shape, colour.hex, angle as Angle) : null;
  }
  if (p === 'img/vehicles/interior.png') return interiorSvg();
  if (p === 'img/vehicles/engine.png') return engineSvg();
  return null;
}

// The same drawing is one PNG for every dealer and every run of the generator in a process (the tests run it often).
const pngs = new Map<string, Promise<Buffer>>();

/**
 * A drawing as an 800 x 600 PNG of 32 colours: 3 to 7 KB (flat colours quantise without visible loss), the same
 * bytes on every run. A format Google and Meta both take, so the demo's ad feeds carry its cars.
 */
export function photoPng(drawing: string): Promise<Buffer> {
  let png = pngs.get(drawing);
  if (!png) {
    png = sharp(Buffer.from(drawing)).png({ palette: true, colors: 32, compressionLevel: 9, effort: 4 }).toBuffer();
    pngs.set(drawing, png);
  }
  return png;
}

/**
 * Renders one referenced asset from its address, so the dealer folder holds exactly the files its JSON
 * points at (no orphans, no broken links). The demo clip is the one binary: a committed 8 KB MP4 recorded once
 * by record-video.ts (no encoder is needed to regenerate). Car photos come back as their drawing (DrawnPhoto) for
 * the caller to make PNGs of. Returns null for addresses nothing here can render.
 */
export function renderAsset(url: string, theme: AssetTheme): string | Buffer | DrawnPhoto | null {
  const p = url.replace(/^\/dealer\//, '');
  /** The first group of `re` in the address, or undefined when it does not match. */
  const group = (re: RegExp) => re.exec(p)?.[1];
  if (p === 'video/demo.mp4') return readFileSync(path.join(import.meta.dirname, 'static', 'demo.mp4'));
  if (p === 'logo.svg') return dealerLogoSvg(theme.name, theme.primary);
  const drawing = photoDrawing(url);
  if (drawing !== null) return { drawing };
  if (p === 'img/spin/interior.svg') return interiorSvg();
  const frame = group(/^img\/spin\/frame-(\d+)\.svg$/);
  if (frame !== undefined) {
    // The spin car is red.
    const red = COLOURS.find((c) => c.name === 'Red');
    return red ? spinFrameSvg('suv', red.hex, Number(frame), SPIN_FRAMES) : null;
  }
  const make = group(/^img\/makes\/([a-z0-9-]+)\.svg$/);
  if (make !== undefined) return makeLogoSvg(title(make), theme.primary);
  const brand = group(/^img\/brands\/([a-z0-9-]+)\.svg$/);
  if (brand !== undefined) {
    const b = GROUP_BRANDS.find((x) => x.title.toLowerCase().replace(/\s+/g, '-') === brand);
    return brandLogoSvg(b?.title ?? title(brand), b?.colour ?? theme.primary);
  }
  const hero = group(/^img\/hero\/hero-(\d+)\.svg$/);
  if (hero !== undefined) {
    const heroShape = theme.heroShapes[(Number(hero) - 1) % theme.heroShapes.length];
    return heroShape ? heroSvg(theme.primary, theme.accent, heroShape, '#ffffff') : null;
  }
  const banner = group(/^img\/banners\/([a-z0-9-]+)\.svg$/);
  if (banner !== undefined) {
    const [bannerShape] = theme.heroShapes;
    return bannerShape ? bannerSvg(title(banner.replace(/^brand-/, '')), theme.primary, bannerShape) : null;
  }
  const location = group(/^img\/locations\/([a-z0-9-]+)\.svg$/);
  if (location !== undefined) return locationSvg(title(location), theme.primary);
  if (p === 'files/history-report.pdf') {
    return simplePdf([
      'Vehicle History Report (demo)',
      '',
      'Written off: No',
      'Stolen: No',
      'Finance owing: No',
      'Odometer: consistent with service records',
      'Generated for demonstration only.',
    ]);
  }
  return null;
}
