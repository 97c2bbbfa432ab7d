import { describe, expect, it } from 'vitest';
import { dealerConfigSchema } from '../../../src/domain/schemas';
import { chatHosts } from '../../../src/domain/chat-hosts';
import { chatMustAsk, storedConsentCategories } from '../../../src/domain/chat-consent';
import { cspDirectives, cspScriptResources } from '../../../scripts/lib/render/csp';

const base = { slug: 'x', name: 'X', id: 1, dealership_id: 2, url: 'https://x.example.com', locations: [{ id: 1, name: 'A', slug: 'a', address: {} }] };
const parse = (chat: object) => dealerConfigSchema.safeParse({ ...base, chat });
const firstMessage = (chat: object) => {
  const r = parse(chat);
  return r.success ? null : r.error.issues[0]!.message;
};

describe('chat settings', () => {
  it('are off by default: no script, consent needed when turned on', () => {
    expect(dealerConfigSchema.parse(base).chat).toEqual({ script_url: null, widget_id: null, connect_origins: [], needs_marketing_consent: true });
  });

  it('accept an https script with a widget id and a websocket origin', () => {
    const r = parse({
      script_url: 'https://widget.chat.example/loader.js?v=2',
      widget_id: 'dealer_42-a',
      connect_origins: ['wss://rt.chat.example', 'https://api.chat.example:8443'],
      needs_marketing_consent: false,
    });
    expect(r.success).toBe(true);
  });

  it.each([
    ['http:// (not https)', { script_url: 'http://widget.chat.example/loader.js' }],
    ['a site path', { script_url: '/chat.js' }],
    ['user:password in the URL', { script_url: 'https://u:p@widget.chat.example/loader.js' }],
    ['a quote in the URL', { script_url: 'https://widget.chat.example/a".js' }],
    ['javascript:', { script_url: 'javascript:alert(1)' }],
    ['a widget id with markup', { script_url: 'https://widget.chat.example/l.js', widget_id: 'a"><script>' }],
    ['a connect origin with a path', { script_url: 'https://widget.chat.example/l.js', connect_origins: ['wss://rt.chat.example/socket'] }],
    ['an http connect origin', { script_url: 'https://widget.chat.example/l.js', connect_origins: ['http://rt.chat.example'] }],
    ['a widget id without a script', { widget_id: 'abc' }],
  ])('refuse %s', (_what, chat) => {
    expect(parse(chat).success).toBe(false);
  });

  it('is a strict area: an unknown key is a problem', () => {
    expect(firstMessage({ script: 'https://widget.chat.example/l.js' })).toMatch(/script/);
  });
});

describe('chat hosts in the Content-Security-Policy', () => {
  it('none without chat: the policy is the same as before', () => {
    const c = dealerConfigSchema.parse(base);
    expect(chatHosts(c.chat)).toEqual({ script: [], connect: [] });
    expect(cspScriptResources(c)).toEqual(["'self'"]);
    expect(cspDirectives(c)).toContain("connect-src 'self'");
  });

  it('the script origin in script-src and connect-src, further origins in connect-src only', () => {
    const c = dealerConfigSchema.parse({
      ...base,
      chat: { script_url: 'https://widget.chat.example/v2/loader.js', connect_origins: ['wss://rt.chat.example'] },
    });
    expect(chatHosts(c.chat)).toEqual({ script: ['https://widget.chat.example'], connect: ['https://widget.chat.example', 'wss://rt.chat.example'] });
    expect(cspScriptResources(c)).toEqual(["'self'", 'https://widget.chat.example']);
    expect(cspDirectives(c)).toContain("connect-src 'self' https://widget.chat.example wss://rt.chat.example");
    expect(cspDirectives(c).find((d) => d.startsWith('img-src'))).not.toContain('chat.example');
  });

  it('named once when it is also a tag host', () => {
    const c = dealerConfigSchema.parse({ ...base, analytics: { meta_pixel_id: '123456789' }, chat: { script_url: 'https://connect.facebook.net/chat.js' } });
    expect(cspScriptResources(c)).toEqual(["'self'", 'https://connect.facebook.net']);
  });
});

describe('asking before the chat loads', () => {
  const ask = { siteAsks: true, chatNeedsConsent: true, storedCategories: null, chatAllowed: false };
  it('asks when the site asks for consent, the chat needs it and there is no yes', () => {
    expect(chatMustAsk(ask)).toBe(true);
    expect(chatMustAsk({ ...ask, storedCategories: ['necessary', 'analytics'] })).toBe(true);
  });
  it("loads at once after a marketing yes in the cookie banner or to the chat's own question", () => {
    expect(chatMustAsk({ ...ask, storedCategories: ['necessary', 'marketing'] })).toBe(false);
    expect(chatMustAsk({ ...ask, chatAllowed: true })).toBe(false);
  });
  it('loads at once when the site does not ask (consent.required false) or the chat needs no consent', () => {
    expect(chatMustAsk({ ...ask, siteAsks: false })).toBe(false);
    expect(chatMustAsk({ ...ask, chatNeedsConsent: false })).toBe(false);
  });
  it('reads the stored cookie choice; an expired or broken record is no choice', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(storedConsentCategories(JSON.stringify({ categories: ['necessary', 'marketing'], expirationTime: now + 1 }), now)).toEqual([
      'necessary',
      'marketing',
    ]);
    expect(storedConsentCategories(JSON.stringify({ categories: ['marketing'], expirationTime: now - 1 }), now)).toBeNull();
    expect(storedConsentCategories('{not json', now)).toBeNull();
    expect(storedConsentCategories(null, now)).toBeNull();
  });
});
