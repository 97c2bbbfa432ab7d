import { describe, expect, it } from 'vitest';
import { hoistIslandStyles } from '../../../src/render-runtime/island-styles';

const TAG = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';
const hoist = (html: string) => hoistIslandStyles(Buffer.from(html)).toString('utf8');

describe("hoistIslandStyles (on the page's bytes, as the middleware renders it)", () => {
  it('moves the island rule from the body into the head, once', () => {
    const html = `<html><head><title>x</title></head><body><div>${TAG}<script>1</script><astro-island></astro-island></div><section>${TAG}</section></body></html>`;
    expect(hoist(html)).toBe(
      `<html><head><title>x</title>${TAG}</head><body><div><script>1</script><astro-island></astro-island></div><section></section></body></html>`,
    );
  });

  it('keeps every multi-byte character around the moved rule intact', () => {
    const html = `<html><head><title>Café — 5★ 車</title></head><body><p>Ünïcödé 🚗</p>${TAG}<astro-island>€1 · 2 km²</astro-island>✓</body></html>`;
    expect(hoist(html)).toBe(
      `<html><head><title>Café — 5★ 車</title>${TAG}</head><body><p>Ünïcödé 🚗</p><astro-island>€1 · 2 km²</astro-island>✓</body></html>`,
    );
  });

  it('leaves pages without islands, a rule already in the head, and other body styles alone (the same bytes, not a copy)', () => {
    for (const html of [
      '<html><head></head><body><div><style>.a{color:red}</style></div></body></html>',
      `<html><head>${TAG}</head><body></body></html>`,
      `<p>${TAG}</p>`,
    ]) {
      const page = Buffer.from(html);
      expect(hoistIslandStyles(page)).toBe(page);
    }
  });
});
