// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { startChat, type ChatRuntimeConfig } from '../../../src/lib/chat-widget';

const config: ChatRuntimeConfig = {
  src: 'https://chat.example.test/widget.js',
  widgetId: 'w-1',
  siteAsks: true,
  needsConsent: true,
  consentKey: 'x-Consent',
  chatKey: 'x-ChatConsent',
};

function mount(c = config): { open: HTMLButtonElement; ask: HTMLElement; status: HTMLElement; script: () => HTMLScriptElement | null } {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div data-chat hidden>
    <button data-chat-open>Chat with us</button>
    <div data-chat-ask hidden><button data-chat-allow>Allow and open chat</button><button data-chat-cancel>Not now</button></div>
    <p data-chat-status hidden></p></div>`;
  const root = document.querySelector<HTMLElement>('[data-chat]')!;
  startChat(root, c);
  expect(root.hidden).toBe(false);
  return {
    open: root.querySelector('[data-chat-open]')!,
    ask: root.querySelector('[data-chat-ask]')!,
    status: root.querySelector('[data-chat-status]')!,
    script: () => document.head.querySelector<HTMLScriptElement>('script[data-chat-widget]'),
  };
}

describe('chat widget in the browser', () => {
  beforeEach(() => localStorage.clear());

  it('inserts nothing until the click; asks first without marketing consent; "Allow" inserts the script with the widget id', () => {
    const ui = mount();
    expect(ui.script()).toBeNull();
    ui.open.click();
    expect(ui.ask.hidden).toBe(false);
    expect(ui.script()).toBeNull();
    ui.ask.querySelector<HTMLButtonElement>('[data-chat-allow]')!.click();
    expect(ui.script()!.src).toBe(config.src);
    expect(ui.script()!.dataset.widgetId).toBe('w-1');
    expect(ui.status.textContent).toBe('Opening chat…');
    expect(ui.open.disabled).toBe(true);
    expect(localStorage.getItem('x-ChatConsent')).toBe('granted');
    ui.script()!.dispatchEvent(new Event('load'));
    return Promise.resolve().then(() => {
      expect(ui.status.textContent).toMatch(/^Chat is open/);
      expect(ui.open.disabled).toBe(false);
    });
  });

  it('loads on the click without asking when marketing is in the stored cookie choice', () => {
    localStorage.setItem('x-Consent', JSON.stringify({ categories: ['necessary', 'marketing'], expirationTime: Date.now() + 60_000 }));
    const ui = mount();
    ui.open.click();
    expect(ui.ask.hidden).toBe(true);
    expect(ui.script()).not.toBeNull();
  });

  it('"Not now" inserts nothing', () => {
    const ui = mount();
    ui.open.click();
    ui.ask.querySelector<HTMLButtonElement>('[data-chat-cancel]')!.click();
    expect(ui.ask.hidden).toBe(true);
    expect(ui.script()).toBeNull();
    expect(localStorage.getItem('x-ChatConsent')).toBeNull();
  });

  it('a failed load says so and the retry requests a new script', async () => {
    const ui = mount({ ...config, siteAsks: false });
    ui.open.click();
    const first = ui.script()!;
    first.dispatchEvent(new Event('error'));
    await Promise.resolve();
    expect(ui.status.textContent).toMatch(/could not be loaded/);
    expect(ui.status.dataset.state).toBe('failed');
    expect(ui.open.textContent).toBe('Try chat again');
    ui.open.click();
    expect(ui.script()).not.toBe(first);
    expect(document.head.querySelectorAll('script[data-chat-widget]')).toHaveLength(1);
  });
});
