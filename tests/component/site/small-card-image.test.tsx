// @vitest-environment happy-dom
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SmallCardImage } from '../../../src/islands/site/SmallCardImage';

describe('SmallCardImage (saved cars, recently viewed)', () => {
  it("draws a dealer-hosted photo from the build's resized copies with sizes for the small-card grid", () => {
    const { container } = render(
      <SmallCardImage url="/dealer/img/vehicles/a.jpg" settings={{ cdn: 'none', siteUrl: 'https://d.example.com', local: true }} width={320} height={213} />,
    );
    const img = container.querySelector('img')!;
    expect(img.getAttribute('srcset')).toBe(
      '/dealer/img/vehicles/a.w320.webp 320w, /dealer/img/vehicles/a.w480.webp 480w, /dealer/img/vehicles/a.w640.webp 640w, /dealer/img/vehicles/a.w800.webp 800w',
    );
    expect(img.getAttribute('sizes')).toMatch(/calc\(100vw - 32px\)$/);
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual(['320', '213', 'lazy']);
  });
  it('goes through a configured CDN template, and keeps one URL without settings', () => {
    const { container } = render(
      <SmallCardImage
        url="https://photos.example/x.jpg"
        settings={{ cdn: { template: 'https://i.example.com/{width}/{url}' }, siteUrl: 'https://d.example.com', local: false }}
        width={240}
        height={160}
      />,
    );
    expect(container.querySelector('img')!.getAttribute('srcset')).toContain('https://i.example.com/640/https://photos.example/x.jpg 640w');
    const plain = render(<SmallCardImage url="https://photos.example/x.jpg" settings={undefined} width={240} height={160} />).container.querySelector('img')!;
    expect(plain.getAttribute('srcset')).toBeNull();
    expect(plain.getAttribute('src')).toBe('https://photos.example/x.jpg');
  });
  it("a CDN provider's URL rules load first (their own small module): the photo's box waits empty, then the CDN's srcset", async () => {
    const settings = { cdn: { provider: 'imagekit', base_url: null }, siteUrl: 'https://d.example.com', local: false } as const;
    const { container } = render(<SmallCardImage url="https://ik.imagekit.io/demo/x.jpg" settings={settings} width={240} height={160} />);
    const img = () => container.querySelector('img')!;
    expect(img().getAttribute('src')).toBeNull();
    expect([img().getAttribute('width'), img().getAttribute('height')]).toEqual(['240', '160']);
    await waitFor(() => expect(img().getAttribute('srcset')).toContain('https://ik.imagekit.io/demo/x.jpg?tr=w-640'));
  });
});
