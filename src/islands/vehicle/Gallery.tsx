import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type Swiper from 'swiper';
import 'swiper/css';
import { Dialog } from './Dialog';
import type { Slide } from './media-types';

type Props = {
  name: string;
  slides: Slide[];
  /** Thumbnails under the main view (in stock and more than 3 images; decided at build time). */
  showThumbs: boolean;
  index: number;
  onIndex: (i: number) => void;
};

/** More than 3 images: the fullscreen view gets a thumbnail strip too (spec 9). */
const THUMB_MIN = 4;

/** The fullscreen view is as wide as the screen (sizes), from the same srcset as the gallery. */
const FULLSCREEN_SIZES = '100vw';

function SlideView({ slide, name, first, sizes }: { slide: Slide; name: string; first: boolean; sizes?: string }) {
  if (slide.kind === 'placeholder') {
    return (
      <div className="vd-gallery__soon">
        <p>Photos of the {name} coming soon</p>
      </div>
    );
  }
  if (slide.kind === 'video') {
    return slide.embed ? (
      <iframe src={slide.src} title={`${name} video`} loading="lazy" allow="autoplay; encrypted-media; picture-in-picture" allowFullScreen />
    ) : (
      <video src={slide.src} muted loop autoPlay playsInline aria-label={`${name} video`} />
    );
  }
  const view = slide.view ?? slide;
  return (
    <img
      src={view.src}
      srcSet={slide.view?.srcset}
      sizes={slide.view?.srcset ? (sizes ?? slide.view.sizes) : undefined}
      alt={slide.alt}
      width={slide.width}
      height={slide.height}
      loading={first ? 'eager' : 'lazy'}
      decoding={first ? 'sync' : 'async'}
      {...(first ? { fetchPriority: 'high' as const } : {})}
    />
  );
}

function Thumbs({ slides, index, onIndex, label }: { slides: Slide[]; index: number; onIndex: (i: number) => void; label: string }) {
  return (
    <ul className="vd-thumbs" aria-label={label}>
      {slides.map((s, i) => (
        <li key={i}>
          <button type="button" aria-label={`Show image ${i + 1}`} aria-current={i === index ? 'true' : undefined} onClick={() => onIndex(i)}>
            {s.thumb ? (
              <img
                src={s.kind === 'image' && s.thumbView ? s.thumbView.src : s.thumb}
                srcSet={s.kind === 'image' ? s.thumbView?.srcset : undefined}
                sizes={s.kind === 'image' && s.thumbView?.srcset ? s.thumbView.sizes : undefined}
                alt=""
                width={96}
                height={72}
                loading="lazy"
              />
            ) : (
              <span aria-hidden="true">{s.kind === 'placeholder' ? '…' : '▶'}</span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The previous and next buttons, the same in the gallery and its fullscreen view. */
function PrevNext({ step }: { step: (by: 1 | -1) => void }) {
  return (
    <>
      <button type="button" className="vd-gallery__nav vd-gallery__nav--prev" aria-label="Previous image" onClick={() => step(-1)}>
        ‹
      </button>
      <button type="button" className="vd-gallery__nav vd-gallery__nav--next" aria-label="Next image" onClick={() => step(1)}>
        ›
      </button>
    </>
  );
}

/**
 * Main gallery (swiper for touch swiping) plus a fullscreen dialog. One index is the source of truth, so the
 * main and fullscreen views always show the same slide.
 */
// eslint-disable-next-line max-lines-per-function -- one slide index drives the main view, the thumbnails and the fullscreen dialog (the source of truth, above)
export function Gallery({ name, slides, showThumbs, index, onIndex }: Props) {
  const el = useRef<HTMLDivElement>(null);
  const swiper = useRef<Swiper | null>(null);
  const onIndexRef = useRef(onIndex);
  onIndexRef.current = onIndex;
  const [fullscreen, setFullscreen] = useState(false);
  const n = slides.length;
  const go = (i: number) => onIndex(((i % n) + n) % n);
  const step = (by: 1 | -1) => go(index + by);

  const [ready, setReady] = useState(false);
  const loading = useRef(false);
  const indexRef = useRef(index);
  indexRef.current = index;
  /*
   * Swiper (touch swiping) is fetched when the gallery comes into view (or on its first touch, hover or focus), not
   * with the page's scripts: it is the largest script on the page and the buttons, thumbnails and arrow keys work
   * without it (CSS transform).
   */
  const ensureSwiper = () => {
    if (loading.current || !el.current || n < 2) return;
    loading.current = true;
    void import('swiper')
      .then(({ default: SwiperClass }) => {
        if (!el.current) return;
        swiper.current = new SwiperClass(el.current, {
          initialSlide: indexRef.current,
          on: { slideChange: (sw: Swiper) => onIndexRef.current(sw.activeIndex) },
        });
        setReady(true);
      })
      .catch((err) => console.error('Gallery swiping unavailable', err));
  };
  useEffect(
    () => () => {
      swiper.current?.destroy(true, false);
      swiper.current = null;
    },
    [],
  );
  /*
   * Loaded on the first touch alone, Swiper arrived after that touch had ended, so the shopper's first swipe did
   * nothing: it is fetched as soon as the gallery comes near the screen, before any finger reaches it.
   */
  useEffect(() => {
    const target = el.current;
    if (!target || n < 2 || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          io.disconnect();
          ensureSwiper();
        }
      },
      { rootMargin: '200px 0px' },
    );
    io.observe(target);
    return () => io.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- ensureSwiper reads refs only, so the observer set up for this count of slides stays right
  }, [n]);

  useEffect(() => {
    const s = swiper.current;
    if (s && s.activeIndex !== index) s.slideTo(index);
  }, [index]);

  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') {
      e.preventDefault();
      step(-1);
    }
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      step(1);
    }
  };

  const current = slides[index] ?? slides[0];
  if (!current)
    return (
      <div className="vd-gallery vd-gallery--empty">
        <p>Photos of the {name} coming soon</p>
      </div>
    );

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex -- the carousel takes focus so the arrow keys turn its slides
    <div className="vd-gallery" role="region" aria-roledescription="carousel" aria-label={`${name} photos`} tabIndex={0} onKeyDown={onKey}>
      <div className="vd-gallery__main" onPointerEnter={ensureSwiper} onTouchStart={ensureSwiper} onFocus={ensureSwiper}>
        <div className="swiper" ref={el}>
          <div className="swiper-wrapper" style={ready ? undefined : { transform: `translate3d(${-index * 100}%, 0, 0)` }}>
            {slides.map((s, i) => (
              <div className="swiper-slide" key={i} role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${n}`} aria-hidden={i !== index}>
                <SlideView slide={s} name={name} first={i === 0} />
              </div>
            ))}
          </div>
        </div>
        {n > 1 && <PrevNext step={step} />}
        <span className="vd-gallery__count" aria-live="polite">
          {index + 1} / {n}
        </span>
        <button type="button" className="vd-gallery__fs" aria-label="Fullscreen" title="Fullscreen" onClick={() => setFullscreen(true)}>
          ⤢
        </button>
      </div>
      {showThumbs && <Thumbs slides={slides} index={index} onIndex={go} label="Thumbnails" />}
      <Dialog open={fullscreen} onClose={() => setFullscreen(false)} label={`${name} photos, fullscreen`} className="vd-fullscreen">
        {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the arrow keys turn the fullscreen slides; the buttons do the same for a pointer */}
        <div className="vd-fullscreen__stage" onKeyDown={onKey} tabIndex={-1}>
          <SlideView slide={current} name={name} first={false} sizes={FULLSCREEN_SIZES} />
          {n > 1 && <PrevNext step={step} />}
          <span className="vd-gallery__count" data-testid="fullscreen-count">
            {index + 1} / {n}
          </span>
        </div>
        {n >= THUMB_MIN && <Thumbs slides={slides} index={index} onIndex={go} label="Fullscreen thumbnails" />}
      </Dialog>
    </div>
  );
}
