import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { Hotspot, SpinProps } from './media-types';

/** Spec 4: 20 pixels of drag per frame; initial frame 0. */
export const SPIN_SENSITIVITY_PX = 20;

export function frameAfterDrag(start: number, dx: number, count: number): number {
  const moved = Math.trunc(dx / SPIN_SENSITIVITY_PX);
  return (((start - moved) % count) + count) % count;
}

function Hotspots({ spots, label }: { spots: Hotspot[]; label: string }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      {spots.map((h, i) => (
        <span key={i} className="vd-hotspot" style={{ left: `${h.x}%`, top: `${h.y}%` }}>
          <button
            type="button"
            aria-label={`${label}: ${h.title ?? h.description}`}
            aria-expanded={open === i}
            onClick={() => setOpen(open === i ? null : i)}
            onMouseEnter={() => setOpen(i)}
            onMouseLeave={() => setOpen(null)}
            onFocus={() => setOpen(i)}
            onBlur={() => setOpen(null)}
          >
            +
          </button>
          {open === i && (
            <span role="tooltip" className="vd-hotspot__tip">
              {h.title && <strong>{h.title}</strong>} {h.description}
            </span>
          )}
        </span>
      ))}
    </>
  );
}

/**
 * 360 spin: one frame shown at a time (the others are fetched only once the viewer is on screen), dragged at
 * 20 px a frame, auto-rotating every intervalMs until the shopper takes over, arrow keys for keyboard users.
 */
export function Spin360({ name, frames, exterior, intervalMs }: SpinProps & { name: string }) {
  const [frame, setFrame] = useState(0);
  const [auto, setAuto] = useState(true);
  const [hint, setHint] = useState(true);
  const drag = useRef<{ x: number; start: number } | null>(null);
  const n = frames.length;

  useEffect(() => {
    if (!auto || n < 2) return;
    if (typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const t = setInterval(() => setFrame((f) => (f + 1) % n), intervalMs);
    return () => clearInterval(t);
  }, [auto, n, intervalMs]);

  // Warm the cache so rotation is smooth, at the width the viewer will pick; failures are only logged (spec 8).
  useEffect(() => {
    frames.slice(1).forEach((f) => {
      const img = new Image();
      img.onerror = () => console.error('Spin image failed to load', f.src);
      if (f.srcset) {
        img.sizes = f.sizes ?? '';
        img.srcset = f.srcset;
      }
      img.src = f.src;
    });
  }, [frames]);

  const takeOver = () => {
    setAuto(false);
    setHint(false);
  };
  const onDown = (e: PointerEvent) => {
    takeOver();
    drag.current = { x: e.clientX, start: frame };
    (e.currentTarget as Element).setPointerCapture?.(e.pointerId);
  };
  const onMove = (e: PointerEvent) => {
    if (!drag.current) return;
    setFrame(frameAfterDrag(drag.current.start, e.clientX - drag.current.x, n));
  };
  const onUp = () => {
    drag.current = null;
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    takeOver();
    setFrame((f) => (f + (e.key === 'ArrowRight' ? 1 : -1) + n) % n);
  };

  const shown = frames[frame] ?? frames[0];
  if (!shown) return null;
  return (
    // The picture alone is the image (role="img"): the hotspot buttons sit beside it, since an image's content is
    // not exposed to assistive technology and controls inside one could not be reached.
    <div className="vd-spin" data-frame={frame}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the picture turns with a drag or, once focused, the arrow keys, as its label says */}
      <div
        className="vd-spin__view"
        role="img"
        aria-label={`${name} 360 view, frame ${frame + 1} of ${n}. Drag or use the arrow keys to turn.`}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable so the arrow keys can turn it
        tabIndex={0}
        onPointerDown={onDown}
        onPointerMove={onMove}
        onPointerUp={onUp}
        onPointerCancel={onUp}
        onKeyDown={onKey}
      >
        <img src={shown.src} srcSet={shown.srcset} sizes={shown.sizes} alt="" width={shown.width} height={shown.height} draggable={false} />
      </div>
      <Hotspots spots={exterior.filter((h) => h.angle === frame)} label="Feature" />
      {hint && (
        <span className="vd-spin__hint" aria-hidden="true">
          ⟷ Drag to spin
        </span>
      )}
    </div>
  );
}

/** Interior panorama in an embedded frame, with the interior hotspots over it. */
export function InteriorView({ url, name, spots }: { url: string; name: string; spots: Hotspot[] }) {
  return (
    <div className="vd-interior">
      <iframe src={url} title={`${name} interior view`} loading="lazy" allowFullScreen />
      <Hotspots spots={spots} label="Interior feature" />
    </div>
  );
}
