import type { ChatSettings } from './schemas/settings/chat';

/*
 * Which origins the chat widget needs in the Content-Security-Policy. Only a dealer with chat configured gets
 * any: a dealer without chat keeps its policy unchanged. The loader script's origin goes to script-src (the
 * script) and connect-src (providers fetch their config from their own origin); connect_origins (e.g. the
 * provider's websocket) to connect-src only. Frames and images are already allowed from any https origin.
 */

export interface ChatHosts {
  script: string[];
  connect: string[];
}

export function chatHosts(chat: Pick<ChatSettings, 'script_url' | 'connect_origins'>): ChatHosts {
  if (!chat.script_url) return { script: [], connect: [] };
  const origin = new URL(chat.script_url).origin;
  return { script: [origin], connect: [...new Set([origin, ...chat.connect_origins])] };
}
