import { describe, expect, it } from 'vitest';
import { SHARE_WINDOW, shareLinks, shareWindowFeatures } from '../../../src/domain/share-links';
import { carUrl } from '../../../src/domain/site-paths';

describe('share bar', () => {
  it('"site url trailing slash removed"; links point to /cars/{slug}, in the page form the canonical link and sitemap use', () => {
    expect(carUrl('https://demo.example/', 'kia-rio-1')).toBe('https://demo.example/cars/kia-rio-1/');
    expect(carUrl('https://demo.example', 'kia-rio-1')).toBe('https://demo.example/cars/kia-rio-1/');
  });
  it('Facebook, Twitter with hashtags and related, WhatsApp, e-mail, SMS', () => {
    const url = 'https://demo.example/cars/kia-rio-1';
    const l = shareLinks(url, { title: 'Kia Rio', hashtags: ['cars', 'kia'], related: ['demomotors'] });
    expect(l.facebook).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fdemo.example%2Fcars%2Fkia-rio-1');
    expect(l.twitter).toContain('hashtags=cars%2Ckia');
    expect(l.twitter).toContain('related=demomotors');
    expect(l.whatsapp).toBe('https://api.whatsapp.com/send?text=Kia%20Rio%20https%3A%2F%2Fdemo.example%2Fcars%2Fkia-rio-1');
    expect(l.email).toBe('mailto:?subject=Kia%20Rio&body=https%3A%2F%2Fdemo.example%2Fcars%2Fkia-rio-1');
    expect(l.sms.startsWith('sms:?&body=')).toBe(true);
    expect(shareLinks(url, { title: 'x', hideTwitter: true }).twitter).toBeNull();
  });
  it('"Share links require a URL; Twitter hashtags and related options must be arrays"', () => {
    expect(() => shareLinks('', { title: 'x' })).toThrow('require a URL');
    expect(() => shareLinks('https://a.b', { title: 'x', hashtags: 'cars' as unknown as string[] })).toThrow('array');
    expect(() => shareLinks('https://a.b', { title: 'x', related: 'x' as unknown as string[] })).toThrow('array');
  });
  it('"share window 550x400"', () => {
    expect(SHARE_WINDOW).toEqual({ width: 550, height: 400 });
    expect(shareWindowFeatures()).toContain('width=550,height=400');
  });
});
