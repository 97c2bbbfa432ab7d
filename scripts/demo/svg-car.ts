import type { Angle, Shape } from './catalog';

/*
 * Flat vehicle illustrations, drawn from a few numbers per shape so every image stays around 1-2 KB.
 * Coordinates are in an 800 x 600 viewBox; the ground line is y = 470.
 */

interface SideGeometry {
  left: number;
  right: number;
  sill: number;
  belt: number;
  roof: number;
  cabinFrom: number;
  cabinTo: number;
  wheels: number[];
  wheelR: number;
}

const GROUND = 470;
const SIDE: Record<Exclude<Shape, 'motorcycle' | 'caravan' | 'truck'>, SideGeometry> = {
  sedan: { left: 90, right: 710, sill: 430, belt: 340, roof: 250, cabinFrom: 250, cabinTo: 540, wheels: [210, 590], wheelR: 52 },
  hatch: { left: 130, right: 680, sill: 430, belt: 335, roof: 240, cabinFrom: 200, cabinTo: 540, wheels: [235, 575], wheelR: 52 },
  suv: { left: 100, right: 710, sill: 420, belt: 310, roof: 200, cabinFrom: 150, cabinTo: 560, wheels: [220, 590], wheelR: 60 },
  ute: { left: 70, right: 740, sill: 420, belt: 315, roof: 210, cabinFrom: 300, cabinTo: 580, wheels: [190, 610], wheelR: 58 },
  van: { left: 90, right: 720, sill: 425, belt: 300, roof: 170, cabinFrom: 100, cabinTo: 640, wheels: [210, 610], wheelR: 54 },
  coupe: { left: 90, right: 720, sill: 435, belt: 350, roof: 270, cabinFrom: 280, cabinTo: 520, wheels: [215, 600], wheelR: 50 },
};

const wheel = (x: number, r: number) =>
  `<circle cx="${x}" cy="${GROUND - r}" r="${r}" fill="#1d1f22"/><circle cx="${x}" cy="${GROUND - r}" r="${Math.round(r * 0.5)}" fill="#9aa0a6"/>`;

function carSide(shape: keyof typeof SIDE, paint: string): string {
  const g = SIDE[shape];
  const body = `M${g.left} ${g.sill}V${g.belt + 20}Q${g.left} ${g.belt} ${g.left + 40} ${g.belt}H${g.cabinFrom}L${g.cabinFrom + 70} ${g.roof}H${g.cabinTo - 50}L${g.cabinTo} ${g.belt}H${g.right - 30}Q${g.right} ${g.belt} ${g.right} ${g.belt + 30}V${g.sill}Z`;
  const glass = `M${g.cabinFrom + 22} ${g.belt - 6}L${g.cabinFrom + 78} ${g.roof + 14}H${g.cabinTo - 56}L${g.cabinTo - 16} ${g.belt - 6}Z`;
  const pillar = Math.round((g.cabinFrom + g.cabinTo) / 2);
  const tray = shape === 'ute' ? `<path d="M${g.left} ${g.belt - 10}H${g.cabinFrom - 10}V${g.belt + 10}H${g.left}Z" fill="#3b3f45"/>` : '';
  return (
    `<path d="${body}" fill="${paint}" stroke="#2b2e33" stroke-width="4"/>${tray}<path d="${glass}" fill="#bcd3e6"/>` +
    `<rect x="${pillar - 6}" y="${g.roof}" width="12" height="${g.belt - g.roof}" fill="${paint}"/>` +
    `<rect x="${g.right - 26}" y="${g.belt + 20}" width="22" height="16" rx="4" fill="#ffd66b"/>` +
    `<rect x="${g.left + 2}" y="${g.belt + 20}" width="16" height="16" rx="4" fill="#d9342b"/>` +
    g.wheels.map((x) => wheel(x, g.wheelR)).join('')
  );
}

function truckSide(paint: string): string {
  return (
    `<rect x="80" y="170" width="430" height="240" rx="8" fill="#e9e6df" stroke="#2b2e33" stroke-width="4"/>` +
    `<path d="M520 410V200H640L720 300V410Z" fill="${paint}" stroke="#2b2e33" stroke-width="4"/><path d="M540 290V220H630L685 290Z" fill="#bcd3e6"/>` +
    `<rect x="80" y="405" width="640" height="20" fill="#3b3f45"/>` +
    [180, 300, 640].map((x) => wheel(x, 48)).join('')
  );
}

function caravanSide(paint: string): string {
  return (
    `<rect x="120" y="150" width="520" height="270" rx="36" fill="#f4f1ea" stroke="#2b2e33" stroke-width="4"/>` +
    `<rect x="120" y="330" width="520" height="40" fill="${paint}"/><rect x="180" y="210" width="150" height="80" rx="10" fill="#bcd3e6"/>` +
    `<rect x="430" y="200" width="70" height="170" rx="6" fill="#d8d2c4" stroke="#2b2e33" stroke-width="3"/><path d="M640 390H760" stroke="#3b3f45" stroke-width="10"/>` +
    [350, 460].map((x) => wheel(x, 46)).join('')
  );
}

function motorcycleSide(paint: string): string {
  return (
    [210, 590]
      .map((x) => `<circle cx="${x}" cy="390" r="80" fill="none" stroke="#1d1f22" stroke-width="22"/><circle cx="${x}" cy="390" r="14" fill="#9aa0a6"/>`)
      .join('') +
    `<path d="M210 390L330 270H500L590 390M500 270L560 190" stroke="#3b3f45" stroke-width="14" fill="none"/>` +
    `<path d="M330 250Q400 200 480 240L470 290H340Z" fill="${paint}" stroke="#2b2e33" stroke-width="4"/><rect x="250" y="240" width="110" height="22" rx="10" fill="#22252a"/>`
  );
}

/** Side view of a shape in one paint colour (also the spin frames' side face). */
export function sideView(shape: Shape, paint: string): string {
  if (shape === 'truck') return truckSide(paint);
  if (shape === 'caravan') return caravanSide(paint);
  if (shape === 'motorcycle') return motorcycleSide(paint);
  return carSide(shape, paint);
}

/** Front or rear face, centred on x = 400: width and height vary by shape. */
export function endView(shape: Shape, paint: string, end: 'front' | 'rear'): string {
  if (shape === 'motorcycle') {
    return (
      `<rect x="385" y="250" width="30" height="220" rx="14" fill="#1d1f22"/><rect x="340" y="220" width="120" height="70" rx="20" fill="${paint}" stroke="#2b2e33" stroke-width="4"/>` +
      `<circle cx="400" cy="255" r="18" fill="${end === 'front' ? '#ffd66b' : '#d9342b'}"/><path d="M300 215H500" stroke="#3b3f45" stroke-width="10"/>`
    );
  }
  const w = shape === 'hatch' || shape === 'coupe' ? 380 : shape === 'sedan' ? 400 : 440;
  const h = shape === 'truck' || shape === 'van' || shape === 'caravan' ? 290 : shape === 'suv' || shape === 'ute' ? 240 : 200;
  const x = 400 - w / 2;
  const top = 430 - h;
  const lamp = end === 'front' ? '#ffd66b' : '#d9342b';
  const grille =
    end === 'front' && shape !== 'caravan'
      ? `<rect x="${400 - w / 5}" y="${430 - h * 0.32}" width="${(w * 2) / 5}" height="${h * 0.14}" rx="6" fill="#2b2e33"/>`
      : '';
  return (
    `<rect x="${x + 20}" y="430" width="60" height="40" fill="#1d1f22"/><rect x="${x + w - 80}" y="430" width="60" height="40" fill="#1d1f22"/>` +
    `<path d="M${x} 430V${top + h * 0.45}L${x + w * 0.14} ${top}H${x + w * 0.86}L${x + w} ${top + h * 0.45}V430Z" fill="${shape === 'caravan' ? '#f4f1ea' : paint}" stroke="#2b2e33" stroke-width="4"/>` +
    `<path d="M${x + w * 0.12} ${top + h * 0.42}L${x + w * 0.2} ${top + 14}H${x + w * 0.8}L${x + w * 0.88} ${top + h * 0.42}Z" fill="#bcd3e6"/>` +
    `<rect x="${x + 18}" y="${430 - h * 0.36}" width="${w * 0.16}" height="22" rx="8" fill="${lamp}"/><rect x="${x + w - 18 - w * 0.16}" y="${430 - h * 0.36}" width="${w * 0.16}" height="22" rx="8" fill="${lamp}"/>` +
    grille
  );
}

const frame = (inner: string, bg = '#eef1f4') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600"><rect width="800" height="600" fill="${bg}"/>` +
  `<ellipse cx="400" cy="${GROUND + 6}" rx="330" ry="18" fill="#000" opacity=".12"/>${inner}</svg>`;

/** One gallery photo stand-in: shape x colour x angle. */
export function vehicleSvg(shape: Shape, paint: string, angle: Angle): string {
  return frame(angle === 'side' ? sideView(shape, paint) : endView(shape, paint, angle));
}

/**
 * Frame i of n of a car turning on the spot: the side face narrows with |cos| and the front or rear face
 * widens with |sin|, like a box seen from eye height. Crude, but it shows the 360 viewer turning.
 */
export function spinFrameSvg(shape: Shape, paint: string, i: number, n: number): string {
  const theta = (2 * Math.PI * i) / n;
  const c = Math.cos(theta);
  const s = Math.sin(theta);
  const sideW = 640 * Math.abs(c);
  const endW = 440 * Math.abs(s);
  const x0 = 400 - (sideW + endW) / 2;
  const facingRight = c >= 0;
  const endFirst = s > 0 !== facingRight;
  const sideX = endFirst ? x0 + endW : x0;
  const endX = endFirst ? x0 : x0 + sideW;
  const sx = (facingRight ? 1 : -1) * Math.abs(c);
  const side =
    Math.abs(c) < 0.02
      ? ''
      : `<g transform="translate(${(sideX + (facingRight ? 0 : sideW)).toFixed(1)} 0) scale(${sx.toFixed(3)} 1) translate(-80 0)">${sideView(shape, paint)}</g>`;
  const end =
    Math.abs(s) < 0.02
      ? ''
      : `<g transform="translate(${endX.toFixed(1)} 0) scale(${Math.abs(s).toFixed(3)} 1) translate(-180 0)">${endView(shape, paint, s > 0 ? 'front' : 'rear')}</g>`;
  return frame(side + end);
}

/** Shared interior photo (also the spin interior view). */
export function interiorSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600"><rect width="800" height="600" fill="#2d3036"/>` +
    `<path d="M0 330Q400 250 800 330V600H0Z" fill="#1c1e22"/><circle cx="260" cy="420" r="110" fill="none" stroke="#0f1012" stroke-width="28"/>` +
    `<rect x="430" y="300" width="220" height="120" rx="12" fill="#4b7bb5"/><rect x="60" y="60" width="680" height="180" rx="20" fill="#9ec3de" opacity=".55"/></svg>`
  );
}

/** Shared engine-bay photo. */
export function engineSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600"><rect width="800" height="600" fill="#3a3d42"/>` +
    `<rect x="220" y="180" width="360" height="240" rx="24" fill="#55595f" stroke="#1d1f22" stroke-width="6"/>` +
    `<rect x="270" y="140" width="260" height="60" rx="10" fill="#b3271f"/><circle cx="620" cy="240" r="50" fill="#222"/><circle cx="170" cy="460" r="40" fill="#e0c341"/></svg>`
  );
}
