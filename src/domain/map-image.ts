/*
 * Static map images for location cards (spec: "image service URLs are used for maps"). The dealer sets one
 * image-service URL template; each location with coordinates gets its map image from it, and a location
 * without coordinates (or a site without a template) keeps only the map link.
 */
import { cspSource } from './csp-source';

/** Placeholders a template may use; {lat} and {lng} are required. */
export const MAP_PLACEHOLDERS = ['lat', 'lng', 'width', 'height'] as const;
export type MapPlaceholder = (typeof MAP_PLACEHOLDERS)[number];

const SAMPLE: Record<MapPlaceholder, string> = { lat: '-27.4698', lng: '153.0251', width: '640', height: '320' };

/** Why a template cannot be used, or null when it can: an https URL naming {lat} and {lng} and no unknown placeholder. */
export function mapTemplateProblem(template: string): string | null {
  const names = [...template.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1] ?? '');
  const unknown = names.find((n) => !(MAP_PLACEHOLDERS as readonly string[]).includes(n));
  if (unknown !== undefined) return `unknown placeholder {${unknown}}; use ${MAP_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}`;
  if (!names.includes('lat') || !names.includes('lng')) return 'must contain the {lat} and {lng} placeholders';
  if (/[{}]/.test(template.replace(/\{[a-z]+\}/g, ''))) return 'has an unmatched { or }';
  let url: URL;
  try {
    url = new URL(fillTemplate(template, SAMPLE));
  } catch {
    return 'is not a URL once its placeholders are filled';
  }
  if (url.protocol !== 'https:') return 'must be an https:// address';
  if (url.username || url.password) return 'must not carry a user name or password';
  // Its origin goes into the page's CSP img-src (csp-source.ts): a plain host name only.
  if (!cspSource(url.href)) return 'must name a plain host (letters, digits, hyphens and dots)';
  return null;
}

function fillTemplate(template: string, values: Record<MapPlaceholder, string>): string {
  return template.replace(/\{(lat|lng|width|height)\}/g, (_, k: MapPlaceholder) => encodeURIComponent(values[k]));
}

/** The map image address of a point, or null without a template or coordinates. */
export function mapImageUrl(template: string | null, point: { lat?: number | null; long?: number | null }, size = { width: 640, height: 320 }): string | null {
  if (!template || typeof point.lat !== 'number' || typeof point.long !== 'number') return null;
  if (!Number.isFinite(point.lat) || !Number.isFinite(point.long)) return null;
  return fillTemplate(template, { lat: point.lat.toFixed(5), lng: point.long.toFixed(5), width: String(size.width), height: String(size.height) });
}

/** Origin of the template's image service, for the page's Content-Security-Policy img-src. */
export function mapImageOrigin(template: string | null): string | null {
  if (!template || mapTemplateProblem(template)) return null;
  return cspSource(fillTemplate(template, SAMPLE));
}
