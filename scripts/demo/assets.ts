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
      if (v.startsWith('/dealer/')) found.add(v.split(/[?#]/)[0]);
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  values.forEach(walk);
  return [...found].sort();
}

const title = (slug: string) =>
  slug
    .split('-')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');

/**
 * Renders one referenced asset from its address, so the dealer folder holds exactly the files its JSON
 * points at (no orphans, no broken links). The demo clip is the one binary: a committed 8 KB MP4 recorded once
 * by record-video.ts (no encoder is needed to regenerate). Returns null for addresses nothing here can render.
 */
export function renderAsset(url: string, theme: AssetTheme): string | Buffer | null {
  const p = url.replace(/^\/dealer\//, '');
  let m: RegExpMatchArray | null;
  if (p === 'video/demo.mp4') return readFileSync(path.join(import.meta.dirname, 'static', 'demo.mp4'));
  if (p === 'logo.svg') return dealerLogoSvg(theme.name, theme.primary);
  if ((m = p.match(/^img\/vehicles\/([a-z]+)-([a-z]+)-(side|front|rear)\.svg$/)) && SHAPES.includes(m[1] as Shape)) {
    const colour = COLOURS.find((c) => c.name.toLowerCase() === m![2]);
    return colour ? vehicleSvg(m[1] as Shape, colour.hex, m[3] as Angle) : null;
  }
  if (p === 'img/vehicles/interior.svg' || p === 'img/spin/interior.svg') return interiorSvg();
  if (p === 'img/vehicles/engine.svg') return engineSvg();
  if ((m = p.match(/^img\/spin\/frame-(\d+)\.svg$/))) return spinFrameSvg('suv', COLOURS[3].hex, Number(m[1]), SPIN_FRAMES);
  if ((m = p.match(/^img\/makes\/([a-z0-9-]+)\.svg$/))) return makeLogoSvg(title(m[1]), theme.primary);
  if ((m = p.match(/^img\/brands\/([a-z0-9-]+)\.svg$/))) {
    const b = GROUP_BRANDS.find((x) => x.title.toLowerCase().replace(/\s+/g, '-') === m![1]);
    return brandLogoSvg(b?.title ?? title(m[1]), b?.colour ?? theme.primary);
  }
  if ((m = p.match(/^img\/hero\/hero-(\d+)\.svg$/))) {
    const n = Number(m[1]);
    return heroSvg(theme.primary, theme.accent, theme.heroShapes[(n - 1) % theme.heroShapes.length], '#ffffff');
  }
  if ((m = p.match(/^img\/banners\/([a-z0-9-]+)\.svg$/))) return bannerSvg(title(m[1].replace(/^brand-/, '')), theme.primary, theme.heroShapes[0]);
  if ((m = p.match(/^img\/locations\/([a-z0-9-]+)\.svg$/))) return locationSvg(title(m[1]), theme.primary);
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
