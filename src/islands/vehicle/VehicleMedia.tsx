import { useState } from 'react';
import { Gallery } from './Gallery';
import { InteriorView, Spin360 } from './Spin360';
import type { Slide, SpinProps, ViewMode } from './media-types';

type Props = { name: string; slides: Slide[]; showThumbs: boolean; spin: SpinProps | null; defaultMode: 'spinner' | 'gallery' };

/** Gallery, 360 spin and interior view behind Spin / Images / Interior view buttons. */
export default function VehicleMedia({ name, slides, showThumbs, spin, defaultMode }: Props) {
  const hasSpin = !!spin && spin.frames.length > 0;
  const [mode, setMode] = useState<ViewMode>(hasSpin ? defaultMode : 'gallery');
  const [index, setIndex] = useState(0);
  const choose = (next: ViewMode) => {
    // Spec 4: leaving the gallery resets its index.
    if (mode === 'gallery' && next !== 'gallery') setIndex(0);
    setMode(next);
  };
  return (
    <div className="vd-media">
      {mode === 'gallery' && <Gallery name={name} slides={slides} showThumbs={showThumbs} index={index} onIndex={setIndex} />}
      {mode === 'spinner' && spin && <Spin360 name={name} {...spin} />}
      {mode === 'interior' && spin?.interiorUrl && <InteriorView url={spin.interiorUrl} name={name} spots={spin.interior} />}
      {hasSpin && (
        <div className="vd-media__modes" role="group" aria-label="View">
          <button type="button" aria-pressed={mode === 'spinner'} onClick={() => choose('spinner')}>
            Spin
          </button>
          <button type="button" aria-pressed={mode === 'gallery'} onClick={() => choose('gallery')}>
            Images
          </button>
          {spin?.interiorUrl && (
            <button type="button" aria-pressed={mode === 'interior'} onClick={() => choose('interior')}>
              Interior view
            </button>
          )}
        </div>
      )}
    </div>
  );
}
