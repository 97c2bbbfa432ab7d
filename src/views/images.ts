import { responsiveImage, type ImageContext, type ImageSlot, type Photo, type ResponsiveImage } from '../domain/responsive-image';
import { oncePer } from './once-per';
import type { Car, DealerConfig } from '../domain/schemas';
import { contextOf, imageSettings } from '../lib/image-cdn';

/*
 * The build's side of responsive images: the dealer's image context (CDN, or the build's resized copies of
 * dealer-hosted photos when there is no CDN: scripts/lib/publish/resize-images.ts makes them) and the photo a car shows
 * first. Pages and components call these; the URL rules are src/domain/responsive-image.ts.
 */

export const imageContext = oncePer((config: DealerConfig): ImageContext => contextOf(imageSettings(config)));

/** The car's first photo (primary_image_url, else the first image) with its thumbnail and size when the feed gives them. */
export function carPhoto(car: Car): Photo | null {
  const primary = car.primary_image_url ?? car.images[0]?.url;
  if (!primary) return null;
  const img = car.images.find((i) => i.url === primary);
  return { url: primary, thumb: img?.thumb?.url ?? null, width: img?.width ?? null, height: img?.height ?? null };
}

/** The car's first photo for a slot; null without a photo. */
export function carImage(car: Car, slot: ImageSlot, config: DealerConfig, size?: { width: number; height: number }): ResponsiveImage | null {
  const photo = carPhoto(car);
  return photo ? responsiveImage(photo, slot, imageContext(config), size) : null;
}

/** A dealer image (offer, hero slide, banner, location) drawn at a slot with fixed width/height attributes. */
export function siteImage(url: string, slot: ImageSlot, config: DealerConfig, size: { width: number; height: number }): ResponsiveImage {
  return responsiveImage({ url }, slot, imageContext(config), size);
}
