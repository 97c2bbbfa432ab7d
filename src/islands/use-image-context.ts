import { useEffect, useState } from 'react';
import type { ImageContext } from '../domain/responsive-image';
import { contextOf, imageCdnReady, loadImageCdn, type ImageSettings } from '../lib/image-cdn';

/**
 * The dealer's image context for photos an island draws: at once without a CDN provider to load, else once its
 * module is in (src/lib/image-cdn.ts, loadImageCdn). Undefined while it loads; 'failed' when it could not be loaded
 * (the shopper went offline), said in the console, and the caller shows the photo's own URL.
 */
export function useImageContext(settings: ImageSettings): ImageContext | undefined | 'failed' {
  const [, setLoaded] = useState(0);
  const [failed, setFailed] = useState(false);
  const ready = imageCdnReady(settings.cdn);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadImageCdn(settings.cdn).then(
      () => live && setLoaded((n) => n + 1),
      (error: unknown) => {
        console.warn(`Image CDN ${JSON.stringify(settings.cdn)}: its module could not be loaded; photos load from their own URLs.`, error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [ready, settings.cdn]);
  if (ready) return contextOf(settings);
  return failed ? 'failed' : undefined;
}
