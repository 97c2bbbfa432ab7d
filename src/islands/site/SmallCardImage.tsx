import { responsiveImage } from '../../domain/responsive-image';
import { contextOf, type ImageSettings } from '../../lib/image-cdn';

/** A stored car photo drawn in a small card (saved cars, recently viewed): srcset/sizes from the dealer's image settings when given. */
export function SmallCardImage({ url, settings, width, height }: { url: string; settings: ImageSettings | undefined; width: number; height: number }) {
  const img = settings
    ? responsiveImage({ url }, 'small-card', contextOf(settings), { width, height })
    : { src: url, width, height, srcset: undefined, sizes: undefined };
  return <img src={img.src} srcSet={img.srcset} sizes={img.sizes} alt="" width={width} height={height} loading="lazy" />;
}
