/** Serialisable gallery/360 props, built at build time by src/build/view-model.ts. */
export type Slide =
  | { kind: 'image'; src: string; thumb: string; width: number; height: number; alt: string }
  | { kind: 'video'; src: string; embed: boolean; thumb: string | null };

export type Hotspot = { angle: number; x: number; y: number; title?: string | null; description: string };

export type SpinProps = {
  frames: string[];
  exterior: Hotspot[];
  interior: Hotspot[];
  interiorUrl: string | null;
  intervalMs: number;
};

export type ViewMode = 'spinner' | 'gallery' | 'interior';
