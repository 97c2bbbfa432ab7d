import { responsiveImage } from '../../domain/responsive-image';
import type { ImageSettings } from '../../lib/image-cdn';
import { useImageContext } from '../use-image-context';

type Props = { url: string; settings: ImageSettings | undefined; width: number; height: number };

/** A stored car photo drawn in a small card (saved cars, recently viewed): srcset/sizes from the dealer's image settings when given. */
export function SmallCardImage({ settings, ...props }: Props) {
  return settings ? <WithSettings settings={settings} {...props} /> : <Plain {...props} />;
}

function Plain({ url, width, height }: Omit<Props, 'settings'>) {
  return <img src={url} alt="" width={width} height={height} loading="lazy" />;
}

function WithSettings({ url, settings, width, height }: Omit<Props, 'settings'> & { settings: ImageSettings }) {
  const context = useImageContext(settings);
  // The box is kept while the CDN's URL rules load (a few hundred bytes); no photo is fetched twice.
  if (!context) return <img alt="" width={width} height={height} />;
  const img = responsiveImage({ url }, 'small-card', context, { width, height });
  return <img src={img.src} srcSet={img.srcset} sizes={img.sizes} alt="" width={width} height={height} loading="lazy" />;
}
