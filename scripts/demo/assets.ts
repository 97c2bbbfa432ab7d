import { readFileSync } from 'node:fs';
import path from 'node:path';
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

/**
 * Renders one referenced asset from its address, so the dealer folder holds exactly the files its JSON
 * points at (no orphans, no broken links). The demo clip is the one binary: a committed 8 KB MP4 recorded once
 * by record-video.ts (no encoder is needed to regenerate). Returns null for addresses nothing here can render.
 */
export function renderAsset(url: string, theme: AssetTheme): string | Buffer | null {
  const p = url.replace(/^\/dealer\//, '');
  /** The first group of `re` in the address, or undefined when it does not match. */
  const group = (re: RegExp) => re.exec(p)?.[1];
  if (p === 'video/demo.mp4') return readFileSync(path.join(import.meta.dirname, 'static', 'demo.mp4'));
  if (p === 'logo.svg') return dealerLogoSvg(theme.name, theme.primary);
  const [, shape, colourName, angle] = /^img\/vehicles\/([a-z]+)-([a-z]+)-(side|front|rear)\.svg$/.exec(p) ?? [];
  if (shape !== undefined && colourName !== undefined && angle !== undefined && SHAPES.includes(shape as Shape)) {
    const colour = COLOURS.find((c) => c.name.toLowerCase() === colourName);
    return colour ? vehicleSvg(shape as Shape, colour.hex, angle as Angle) : null;
  }
  if (p === 'img/vehicles/interior.svg' || p === 'img/spin/interior.svg') return interiorSvg();
  if (p === 'img/vehicles/engine.svg') return engineSvg();
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
