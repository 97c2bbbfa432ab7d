import { describe, expect, it } from 'vitest';
import { hoistIslandStyles } from '../../../src/build/island-styles';

const TAG = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

describe('hoistIslandStyles', () => {
  it('moves the island rule from the body into the head, once', () => {
    const html = `<html><head><title>x</title></head><body><div>${TAG}<script>1</script><astro-island></astro-island></div><section>${TAG}</section></body></html>`;
    const out = hoistIslandStyles(html);
    expect(out).toBe(`<html><head><title>x</title>${TAG}</head><body><div><script>1</script><astro-island></astro-island></div><section></section></body></html>`);
  });

  it('leaves pages without islands and other body styles alone', () => {
    const html = '<html><head></head><body><div><style>.a{color:red}</style></div></body></html>';
    expect(hoistIslandStyles(html)).toBe(html);
  });
});
