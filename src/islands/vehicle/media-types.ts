/** Serialisable gallery/360 props, built at build time by src/views/view-model.ts. */
/** What an <img> needs (src/domain/responsive-image.ts ResponsiveImage): srcset/sizes when several widths exist. */
export type ImageView = { src: string; srcset?: string; sizes?: string; width: number; height: number };

/** src/thumb are the feed's URLs (share image, JSON-LD); view/thumbView what the gallery and thumbnails draw. */
export type Slide =
  | { kind: 'image'; src: string; thumb: string; width: number; height: number; alt: string; view?: ImageView; thumbView?: ImageView }
  | { kind: 'video'; src: string; embed: boolean; thumb: string | null }
  /** A car with no photo of its own: "Photos coming soon" stays the first slide ahead of the dealer's slides. */
  | { kind: 'placeholder'; thumb: null };

export type Hotspot = { angle: number; x: number; y: number; title?: string | null; description: string };

export type SpinProps = {
  /** One view per frame, laid out like the gallery's photos (srcset/sizes from responsive-image). */
  frames: ImageView[];
  exterior: Hotspot[];
  interior: Hotspot[];
  interiorUrl: string | null;
  intervalMs: number;
};

export type ViewMode = 'spinner' | 'gallery' | 'interior';
