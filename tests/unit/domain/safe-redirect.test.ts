import { describe, expect, it } from 'vitest';
import { safeSitePath } from '../../../src/domain/safe-redirect';

const SITE = 'https://demo-motors.example.com';

describe('safeSitePath (sign-in redirect and back)', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeSitePath('/cars/2021-toyota-corolla/', SITE, '/')).toBe('/cars/2021-toyota-corolla/');
    expect(safeSitePath('/watchlist?sort=price#top', SITE, '/')).toBe('/watchlist?sort=price#top');
    expect(safeSitePath(`${SITE}/finance`, SITE, '/')).toBe('/finance');
    expect(safeSitePath('checkout', `${SITE}/cars/x/`, '/')).toBe('/cars/x/checkout');
  });

  const hostile = [
    '/\t/evil.example/x',
    '/\n/evil.example/x',
    '/\r/evil.example/x',
    decodeURIComponent('%2F%09%2Fevil.example%2Fx'),
    '//evil.example/x',
    '/\\evil.example/x',
    '\\\\evil.example',
    '\\/evil.example',
    ' //evil.example',
    '\t//evil.example',
    'https://evil.example/',
    'http://demo-motors.example.com/',
    'https://demo-motors.example.com.evil.example/',
    'https://user:pass@demo-motors.example.com/',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    '///evil.example',
    '/\t\\evil.example',
    'http://[',
    '',
  ];
  for (const value of hostile) {
    it(`refuses ${JSON.stringify(value)}`, () => {
      expect(safeSitePath(value, SITE, '/')).toBe('/');
    });
  }

  it('a same-origin path normalising to "//host" comes back with one leading slash', () => {
    const out = safeSitePath('/.//evil.example/x', SITE, '/');
    expect(out.startsWith('//')).toBe(false);
    expect(new URL(out, SITE).origin).toBe(SITE);
  });

  it('null and undefined give the fallback', () => {
    expect(safeSitePath(null, SITE, null)).toBeNull();
    expect(safeSitePath(undefined, SITE, '/home')).toBe('/home');
  });
});
