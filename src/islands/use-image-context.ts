import { useEffect, useState } from 'react';
import type { ImageContext } from '../domain/responsive-image';
import { contextOf, imageCdnReady, loadImageCdnOrWarn, type ImageSettings } from '../lib/image-cdn';

/**
 * The dealer's image context for photos an island draws: at once without a CDN provider to load, else once its
 * module is in (src/lib/image-cdn.ts, loadImageCdn); undefined while it loads. A module that could not be loaded
 * (the shopper went offline) is said in the console, and the context then draws photos from their own URLs.
 */
export function useImageContext(settings: ImageSettings): ImageContext | undefined {
  const [, settled] = useState(0);
  const ready = imageCdnReady(settings.cdn);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadImageCdnOrWarn(settings.cdn).then(() => live && settled((n) => n + 1));
    return () => {
      live = false;
    };
  }, [ready, settings.cdn]);
  return ready ? contextOf(settings) : undefined;
}
