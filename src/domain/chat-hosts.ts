import type { ChatSettings } from './schemas/settings/chat';
import { cspSource } from './csp-source';

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
  const origin = chat.script_url ? cspSource(chat.script_url) : null;
  if (!origin) return { script: [], connect: [] };
  // Each entry rebuilt from its parsed URL (csp-source.ts): a setting's text never reaches the policy as written.
  const others = chat.connect_origins.map((o) => cspSource(o, ['https:', 'wss:'])).filter((o): o is string => o !== null);
  return { script: [origin], connect: [...new Set([origin, ...others])] };
}
