import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Car } from '../../src/domain/schemas';
import { imagesSchema } from '../../src/domain/schemas/settings/images';
import { localCdnFor, type LocalCdn, type LocalCdnSource } from './local-cdn';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/**
 * `npm start -- --local-cdn` for a dealer: its images.cdn URL template, read backwards by the preview. A dealer
 * without a template gets a clear error (provider CDNs are previewed on the real CDN).
 */
export function localCdnOf(dealerDir: string, siteDir: string, cars: () => Car[]): { cdn: LocalCdn; source: LocalCdnSource } {
  const file = path.join(dealerDir, 'dealer.json');
  const raw = JSON.parse(readFileSync(file, 'utf8')) as { url?: unknown; images?: unknown };
  const images = imagesSchema.safeParse(raw.images ?? {});
  const cdn = images.success ? images.data.cdn : 'none';
  if (cdn === 'none' || !('template' in cdn)) {
    console.error(
      `error: --local-cdn needs images.cdn to be a URL template in ${path.relative(ROOT, file)} (it is ${JSON.stringify(cdn)}); provider CDNs are previewed on the CDN itself`,
    );
    process.exit(2);
  }
  const photoUrls = () =>
    new Set(cars().flatMap((c) => [c.primary_image_url, ...c.images.flatMap((i) => [i.url, i.thumb?.url])].filter((u): u is string => typeof u === 'string')));
  return {
    cdn: localCdnFor(cdn.template),
    source: { siteDir, siteUrl: String(raw.url), photoUrls, cacheDir: path.join(ROOT, '.cache', 'preview-cdn') },
  };
}
