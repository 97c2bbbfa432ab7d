import type { DealerConfig } from '../domain/schemas';
import { siteStorageKey } from '../domain/storage-keys';
import type { ChatRuntimeConfig } from '../lib/chat-widget';

/**
 * The "Chat with us" action's settings for the browser (src/components/vehicle/ChatAction.astro), and the host the
 * shopper is told the chat comes from; null for a dealer without chat.script_url.
 */
export function chatView(config: Pick<DealerConfig, 'chat' | 'consent' | 'slug'>): { runtime: ChatRuntimeConfig; host: string } | null {
  const chat = config.chat;
  if (!chat.script_url) return null;
  return {
    runtime: {
      src: chat.script_url,
      widgetId: chat.widget_id,
      siteAsks: config.consent.required,
      needsConsent: chat.needs_marketing_consent,
      consentKey: siteStorageKey(config.slug, 'Consent'),
      chatKey: siteStorageKey(config.slug, 'ChatConsent'),
    },
    host: new URL(chat.script_url).host,
  };
}
