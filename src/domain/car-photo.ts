import type { Car } from './schemas';

/** Feeds write a missing URL as '', whitespace or the text 'null'. */
function url(value: string | null | undefined): string | null {
  const t = value?.trim() ?? '';
  return t === '' || t.toLowerCase() === 'null' ? null : t;
}

/**
 * The car's main photo: primary_image_url, else its first image; null when it has none. The search index stores
 * this as the document's `image`, so every view that asks "has it a photo?" (a card, its page) gets one answer.
 */
export function primaryPhotoUrl(car: Pick<Car, 'primary_image_url' | 'images'>): string | null {
  return url(car.primary_image_url) ?? url(car.images[0]?.url) ?? null;
}
