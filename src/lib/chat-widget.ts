import { browserStorage, readText, writeText } from '../api/storage';
import { chatMustAsk, storedConsentCategories } from '../domain/chat-consent';

/*
 * The vehicle page's "Chat with us" (src/components/vehicle/ChatAction.astro): the provider's script is requested
 * only when the shopper clicks, after asking where the site's consent settings require it, and the button says
 * what is happening (opening, open, failed with a retry). Nothing is requested on page load.
 */

/** What the build writes for the page (#vd-chat-config). */
export interface ChatRuntimeConfig {
  src: string;
  widgetId: string | null;
  /** consent.required */
  siteAsks: boolean;
  /** chat.needs_marketing_consent */
  needsConsent: boolean;
  /** localStorage key of the site's cookie choice (`<slug>-Consent`). */
  consentKey: string;
  /** localStorage key of the shopper's yes to the chat's own question (`<slug>-ChatConsent`). */
  chatKey: string;
}

/** How long a provider script may take before the shopper is told it failed. */
export const CHAT_LOAD_TIMEOUT_MS = 15_000;

const read = (key: string): string | null => readText(browserStorage(), key);

export function mustAsk(c: ChatRuntimeConfig): boolean {
  return chatMustAsk({
    siteAsks: c.siteAsks,
    chatNeedsConsent: c.needsConsent,
    storedCategories: storedConsentCategories(read(c.consentKey), Date.now()),
    chatAllowed: read(c.chatKey) === 'granted',
  });
}

export function rememberChatAllowed(c: ChatRuntimeConfig): void {
  // In a private mode that refuses storage the shopper is asked again on the next page.
  writeText(browserStorage(), c.chatKey, 'granted');
}

/** Insert the provider's script; resolves when it has run, rejects on a network error or after the timeout. */
export function loadChatScript(c: ChatRuntimeConfig, doc: Document = document, timeoutMs = CHAT_LOAD_TIMEOUT_MS): Promise<void> {
  // A failed attempt's element goes, so a retry requests the script again.
  doc.querySelector('script[data-chat-widget]')?.remove();
  return new Promise((resolve, reject) => {
    const s = doc.createElement('script');
    s.async = true;
    s.src = c.src;
    s.dataset.chatWidget = '';
    if (c.widgetId) s.dataset.widgetId = c.widgetId;
    const timer = setTimeout(() => reject(new Error('chat script timed out')), timeoutMs);
    s.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    s.onerror = () => {
      clearTimeout(timer);
      reject(new Error('chat script failed to load'));
    };
    doc.head.appendChild(s);
  });
}

/** Wire the button, the consent question and the status line of one ChatAction. */
export function startChat(root: HTMLElement, c: ChatRuntimeConfig): void {
  const open = root.querySelector<HTMLButtonElement>('[data-chat-open]')!;
  const ask = root.querySelector<HTMLElement>('[data-chat-ask]')!;
  const status = root.querySelector<HTMLElement>('[data-chat-status]')!;
  let state: 'idle' | 'asking' | 'loading' | 'open' | 'failed' = 'idle';
  const show = (text: string, kind: 'loading' | 'open' | 'failed' | '') => {
    status.textContent = text;
    status.dataset.state = kind;
    status.hidden = text === '';
  };
  const load = () => {
    state = 'loading';
    ask.hidden = true;
    open.disabled = true;
    open.setAttribute('aria-busy', 'true');
    show('Opening chat…', 'loading');
    loadChatScript(c).then(
      () => {
        state = 'open';
        open.removeAttribute('aria-busy');
        open.disabled = false;
        show('Chat is open: the chat window is at the bottom of the page.', 'open');
      },
      (e: unknown) => {
        console.warn('[chat]', e instanceof Error ? e.message : e, c.src);
        state = 'failed';
        open.removeAttribute('aria-busy');
        open.disabled = false;
        open.textContent = 'Try chat again';
        show('The chat could not be loaded. Please try again, call us or send an enquiry.', 'failed');
      },
    );
  };
  open.addEventListener('click', () => {
    if (state === 'loading' || state === 'open') return;
    if (mustAsk(c)) {
      state = 'asking';
      ask.hidden = false;
      ask.querySelector<HTMLButtonElement>('[data-chat-allow]')?.focus();
      return;
    }
    load();
  });
  ask.querySelector('[data-chat-allow]')?.addEventListener('click', () => {
    rememberChatAllowed(c);
    load();
  });
  ask.querySelector('[data-chat-cancel]')?.addEventListener('click', () => {
    state = 'idle';
    ask.hidden = true;
    open.focus();
  });
  root.hidden = false;
}
