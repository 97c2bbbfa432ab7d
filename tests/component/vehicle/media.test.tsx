// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
vi.mock('swiper/css', () => ({}));
vi.mock('swiper', () => ({
  default: class {
    activeIndex = 0;
    slideTo(i: number) {
      this.activeIndex = i;
    }
    destroy() {}
  },
}));
import VehicleMedia from '../../../src/islands/vehicle/VehicleMedia';
import { Spin360, frameAfterDrag, SPIN_SENSITIVITY_PX } from '../../../src/islands/vehicle/Spin360';
import type { Slide } from '../../../src/islands/vehicle/media-types';
import { defined } from '../../defined';

afterEach(cleanup);
const slides = (n: number): Slide[] =>
  Array.from({ length: n }, (_, i) => ({ kind: 'image', src: `/img/${i}.jpg`, thumb: `/img/${i}-t.jpg`, width: 800, height: 600, alt: `Car photo ${i + 1}` }));
const count = () => screen.getAllByText(/^\d+ \/ \d+$/)[0]?.textContent;
/** The first of the buttons so named (the gallery and its fullscreen view both have them). */
const firstButton = (name: string) => defined(screen.getAllByRole('button', { name })[0], `a ${name} button`);

describe('Gallery', () => {
  it('moves with prev/next buttons and arrow keys, wrapping around', () => {
    render(<VehicleMedia name="Car" slides={slides(5)} showThumbs spin={null} defaultMode="spinner" />);
    expect(count()).toBe('1 / 5');
    fireEvent.click(firstButton('Next image'));
    expect(count()).toBe('2 / 5');
    fireEvent.keyDown(screen.getByRole('region', { name: 'Car photos' }), { key: 'ArrowRight' });
    expect(count()).toBe('3 / 5');
    fireEvent.click(firstButton('Previous image'));
    fireEvent.click(firstButton('Previous image'));
    fireEvent.click(firstButton('Previous image'));
    expect(count()).toBe('5 / 5');
  });

  it('a car with no photo shows Photos coming soon first and the dealer slide after it', () => {
    render(<VehicleMedia name="2020 Mazda 3" slides={[{ kind: 'placeholder', thumb: null }, ...slides(1)]} showThumbs spin={null} defaultMode="gallery" />);
    expect(count()).toBe('1 / 2');
    expect(screen.getAllByText('Photos of the 2020 Mazda 3 coming soon').length).toBeGreaterThan(0);
    fireEvent.click(firstButton('Next image'));
    expect(count()).toBe('2 / 2');
  });

  it('marks the first image as the eager, high-priority LCP image with its size set', () => {
    render(<VehicleMedia name="Car" slides={slides(2)} showThumbs={false} spin={null} defaultMode="gallery" />);
    const first = screen.getByAltText('Car photo 1');
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(first.getAttribute('width')).toBe('800');
    expect(screen.getByAltText('Car photo 2').getAttribute('loading')).toBe('lazy');
  });

  it('shows thumbnails only when allowed, and the fullscreen view keeps the same index both ways', () => {
    const { rerender } = render(<VehicleMedia name="Car" slides={slides(5)} showThumbs={false} spin={null} defaultMode="gallery" />);
    expect(screen.queryByRole('list', { name: 'Thumbnails' })).toBeNull();
    rerender(<VehicleMedia name="Car" slides={slides(5)} showThumbs spin={null} defaultMode="gallery" />);
    fireEvent.click(within(screen.getByRole('list', { name: 'Thumbnails' })).getByRole('button', { name: 'Show image 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Fullscreen' }));
    expect(screen.getByTestId('fullscreen-count').textContent).toBe('3 / 5');
    const fs = within(screen.getByRole('list', { name: 'Fullscreen thumbnails' }));
    fireEvent.click(fs.getByRole('button', { name: 'Show image 5' }));
    expect(screen.getByTestId('fullscreen-count').textContent).toBe('5 / 5');
    fireEvent.keyDown(screen.getByTestId('fullscreen-count').closest('dialog')!, { key: 'Escape' });
    expect(screen.queryByTestId('fullscreen-count')).toBeNull();
    expect(count()).toBe('5 / 5');
  });

  it('has no fullscreen thumbnail strip with 3 images or fewer', () => {
    render(<VehicleMedia name="Car" slides={slides(3)} showThumbs={false} spin={null} defaultMode="gallery" />);
    fireEvent.click(screen.getByRole('button', { name: 'Fullscreen' }));
    expect(screen.queryByRole('list', { name: 'Fullscreen thumbnails' })).toBeNull();
  });

  it('puts a configured embed video in a frame and any other video in a muted looping player', () => {
    const withVideo: Slide[] = [
      defined(slides(1)[0], 'a slide'),
      { kind: 'video', src: 'https://www.youtube.com/embed/x', embed: true, thumb: null },
      { kind: 'video', src: '/v.mp4', embed: false, thumb: null },
    ];
    const { container } = render(<VehicleMedia name="Car" slides={withVideo} showThumbs={false} spin={null} defaultMode="gallery" />);
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe('https://www.youtube.com/embed/x');
    const video = container.querySelector('video')!;
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
  });
});

const spin = {
  frames: ['/s0.jpg', '/s1.jpg', '/s2.jpg', '/s3.jpg'].map((src) => ({ src, width: 800, height: 600 })),
  exterior: [{ angle: 0, x: 50, y: 50, title: 'Alloys', description: '18 inch wheels' }],
  interior: [],
  interiorUrl: '/interior.html',
  intervalMs: 100,
};

describe('360 view', () => {
  it('turns one frame per 20 px of drag, in either direction', () => {
    expect(SPIN_SENSITIVITY_PX).toBe(20);
    expect(frameAfterDrag(0, -19, 4)).toBe(0);
    expect(frameAfterDrag(0, -20, 4)).toBe(1);
    expect(frameAfterDrag(0, -60, 4)).toBe(3);
    expect(frameAfterDrag(0, 20, 4)).toBe(3);
  });

  it('auto-rotates every 100 ms until the shopper takes over with the keyboard', () => {
    vi.useFakeTimers();
    const { container } = render(<Spin360 name="Car" {...spin} />);
    const viewer = container.querySelector('.vd-spin')!;
    expect(viewer.getAttribute('data-frame')).toBe('0');
    expect(screen.getByText(/Drag to spin/)).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(viewer.getAttribute('data-frame')).toBe('2');
    fireEvent.keyDown(screen.getByRole('img', { name: /360 view/ }), { key: 'ArrowLeft' });
    expect(viewer.getAttribute('data-frame')).toBe('1');
    expect(screen.queryByText(/Drag to spin/)).toBeNull();
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(viewer.getAttribute('data-frame')).toBe('1');
    vi.useRealTimers();
  });

  it('draws each frame with its srcset and sizes, and warms the next frames at the same widths', () => {
    const created: HTMLImageElement[] = [];
    const RealImage = window.Image;
    vi.stubGlobal(
      'Image',
      class extends RealImage {
        constructor() {
          super();
          created.push(this);
        }
      },
    );
    const frames = spin.frames.map((f) => ({ ...f, srcset: `${f.src}?w=480 480w, ${f.src}?w=800 800w`, sizes: '(min-width: 992px) 600px, 100vw' }));
    const { container } = render(<Spin360 name="Car" {...spin} frames={frames} intervalMs={100000} />);
    const img = container.querySelector('.vd-spin img')!;
    expect(img.getAttribute('srcset')).toBe('/s0.jpg?w=480 480w, /s0.jpg?w=800 800w');
    expect(img.getAttribute('sizes')).toBe('(min-width: 992px) 600px, 100vw');
    expect(created.map((i) => i.srcset)).toEqual(frames.slice(1).map((f) => f.srcset));
    vi.unstubAllGlobals();
  });

  it('keeps its controls out of the image: the hotspot buttons sit beside the role=img picture, not inside it', () => {
    render(<Spin360 name="Car" {...spin} intervalMs={100000} />);
    const picture = screen.getByRole('img', { name: /^Car 360 view, frame 1 of 4/ });
    const hotspot = screen.getByRole('button', { name: 'Feature: Alloys' });
    expect(picture.contains(hotspot)).toBe(false);
    expect(picture.querySelectorAll('button, a[href], input, select, textarea, [tabindex]')).toHaveLength(0);
    expect(picture.parentElement!.contains(hotspot)).toBe(true);
  });

  it('shows a hotspot tooltip on its frame', () => {
    render(<Spin360 name="Car" {...spin} intervalMs={100000} />);
    fireEvent.focus(screen.getByRole('button', { name: 'Feature: Alloys' }));
    expect(screen.getByRole('tooltip').textContent).toContain('18 inch wheels');
  });

  it('switches Spin / Images / Interior view, starting in the configured mode, and leaving the gallery resets its index', () => {
    render(<VehicleMedia name="Car" slides={slides(4)} showThumbs spin={spin} defaultMode="gallery" />);
    fireEvent.click(firstButton('Next image'));
    expect(count()).toBe('2 / 4');
    fireEvent.click(screen.getByRole('button', { name: 'Interior view' }));
    expect(screen.getByTitle('Car interior view').getAttribute('src')).toBe('/interior.html');
    fireEvent.click(screen.getByRole('button', { name: 'Spin' }));
    expect(screen.getByRole('img', { name: /360 view/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Images' }));
    expect(count()).toBe('1 / 4');
  });
});

describe('Gallery swiping', () => {
  it('loads the swipe library when the gallery comes into view, before any touch', async () => {
    const observed: Element[] = [];
    class FakeObserver {
      private cb: (e: { isIntersecting: boolean }[]) => void;
      constructor(cb: (e: { isIntersecting: boolean }[]) => void) {
        this.cb = cb;
      }
      observe(t: Element) {
        observed.push(t);
        queueMicrotask(() => this.cb([{ isIntersecting: true }]));
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    try {
      const { container } = render(<VehicleMedia name="Car" slides={slides(3)} showThumbs={false} spin={null} defaultMode="gallery" />);
      const wrapper = container.querySelector<HTMLElement>('.vd-gallery__main .swiper-wrapper')!;
      expect(observed.length).toBeGreaterThan(0);
      // Ready: Swiper owns the slides, so the CSS-transform stand-in is gone.
      await vi.waitFor(() => expect(wrapper.style.transform).toBe(''));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
