import type { DealerConfig } from '../../../src/domain/schemas';
import { cdnOrigin } from '../../../src/lib/image-cdn';
import { tagHosts } from '../../../src/domain/tag-hosts';
import { mapImageOrigin } from '../../../src/domain/map-image';
import { chatHosts } from '../../../src/domain/chat-hosts';
import { cspSource } from '../../../src/domain/csp-source';

/** The API's or search host's origin as a CSP source (csp-source.ts); null for a site path or no host. */
function origin(url: string | null | undefined): string | null {
  return url ? cspSource(url, ['http:', 'https:']) : null;
}

/**
 * Content-Security-Policy for a dealer site (Astro emits it as a <meta> tag with hashes of every script it
 * renders). Styles allow inline because islands and the carousel set style attributes; scripts never do.
 * connect-src names only the dealer's own API and search host, plus the hosts of the marketing tags the dealer
 * configured (src/domain/tag-hosts.ts; none when analytics is not set, so that policy is unchanged) and the chat
 * provider's (src/domain/chat-hosts.ts; none without chat.script_url).
 */
export function cspDirectives(config: DealerConfig): string[] {
  const tags = tagHosts(config.analytics);
  const chat = chatHosts(config.chat);
  const connect = [
    "'self'",
    origin(config.api.base_url),
    config.search.engine === 'meilisearch' ? origin(config.search.host) : null,
    ...tags.connect,
    ...chat.connect,
  ].filter(Boolean);
  const list = (fixed: string[], extra: string[]) => [...new Set([...fixed, ...extra])].join(' ');
  return [
    "default-src 'self'",
    // The image CDN and the map image service are named even though https: already covers them, so tightening
    // https: later keeps photos and location maps working.
    `img-src ${list(
      ["'self'", 'data:', 'blob:', cdnOrigin(config.images.cdn), mapImageOrigin(config.contact.map_image_url), 'https:'].filter((x): x is string => Boolean(x)),
      tags.img,
    )}`,
    "media-src 'self' https:",
    "font-src 'self' data:",
    `connect-src ${[...new Set(connect)].join(' ')}`,
    `frame-src ${list(["'self'", 'https:'], tags.frame)}`,
    "object-src 'none'",
    "base-uri 'self'",
    // Lead forms post to the dealer API when JavaScript is off (src/api/lead-form-post.ts).
    `form-action ${[...new Set(["'self'", origin(config.api.base_url)].filter(Boolean))].join(' ')}`,
  ];
}

/**
 * script-src sources besides the hashes Astro adds: the site itself, the configured tags' loader hosts and the
 * chat provider's script origin.
 * Inline scripts stay allowed by hash only.
 */
export function cspScriptResources(config: DealerConfig): string[] {
  return [...new Set(["'self'", ...tagHosts(config.analytics).script, ...chatHosts(config.chat).script])];
}

/**
 * Headers a CDN should add (Netlify/Cloudflare `_headers` format); frame-ancestors only works as a header.
 * Cache-Control rules are added by scripts/lib/publish/site-extras.ts (none here: two rules must not set one header).
 */
export function cdnHeaders(): string {
  return [
    '/*',
    "  Content-Security-Policy: frame-ancestors 'self'",
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '  Permissions-Policy: camera=(), microphone=(), geolocation=(self)',
    '',
  ].join('\n');
}
