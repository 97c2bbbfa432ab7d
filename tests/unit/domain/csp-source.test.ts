import { describe, expect, it } from 'vitest';
import { cspSource } from '../../../src/domain/csp-source';
import { dealerConfigSchema } from '../../../src/domain/schemas';
import { cspDirectives, cspScriptResources } from '../../../scripts/lib/render/csp';

const base = { slug: 'x', name: 'X', id: 1, dealership_id: 2, url: 'https://x.example.com', locations: [{ id: 1, name: 'A', slug: 'a', address: {} }] };
const HOSTILE = [
  'https://*/loader.js',
  'https://*.example.com/x.js',
  'https://a.test;script-src',
  'https://a.test;script-src https://evil.example',
  'https://a.test,evil.example',
  "https://a.test'unsafe-inline'",
  'https://a.test%20evil.example',
  'https://user:pass@a.test/',
  'javascript:alert(1)',
  'data:text/javascript,alert(1)',
];

describe('one rule for every setting that reaches the CSP', () => {
  it('builds the entry from the parsed URL: scheme, plain host name, port', () => {
    expect(cspSource('https://Widget.Chat.example:8443/loader.js?v=2#x')).toBe('https://widget.chat.example:8443');
    expect(cspSource('wss://rt.chat.example', ['https:', 'wss:'])).toBe('wss://rt.chat.example');
    expect(cspSource('http://127.0.0.1:7700', ['http:', 'https:'])).toBe('http://127.0.0.1:7700');
  });

  it.each(HOSTILE)('refuses %s', (value) => {
    expect(cspSource(value, ['https:', 'wss:', 'http:'])).toBeNull();
  });

  it.each([
    ['chat.script_url', (v: string) => ({ chat: { script_url: v } })],
    ['chat.connect_origins', (v: string) => ({ chat: { script_url: 'https://widget.chat.example/l.js', connect_origins: [v] } })],
    ['images.cdn.template', (v: string) => ({ images: { cdn: { template: `${v.replace(/\/[^/]*$/, '')}/?u={url}&w={width}` } } })],
    ['contact.map_image_url', (v: string) => ({ contact: { map_image_url: `${v.replace(/\/[^/]*$/, '')}/m?c={lat},{lng}` } })],
    ['api.base_url', (v: string) => ({ api: { base_url: v } })],
    ['search.host', (v: string) => ({ search: { engine: 'meilisearch', host: v, search_key: 'k' } })],
  ])('the setting %s refuses a wildcard or a directive in its host', (_name, at) => {
    for (const v of ['https://*/loader.js', 'https://a.test;script-src/x']) expect(dealerConfigSchema.safeParse({ ...base, ...at(v) }).success, v).toBe(false);
  });

  it('a policy built from settings that bypassed the schema still carries no wildcard and no injected directive', () => {
    const config = dealerConfigSchema.parse({ ...base, chat: { script_url: 'https://widget.chat.example/l.js' } });
    const hostile = { ...config, chat: { ...config.chat, script_url: 'https://*/loader.js', connect_origins: ['https://a.test;script-src'] } };
    const policy = [...cspDirectives(hostile as never), `script-src ${cspScriptResources(hostile as never).join(' ')}`].join('; ');
    expect(policy).not.toMatch(/\*(?!\.google|\.analytics)|;script-src|a\.test/);
  });
});
