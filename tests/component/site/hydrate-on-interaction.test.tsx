// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import onInteraction from '../../../src/islands/hydrate-on-interaction';

/** An island with a server-rendered form, run through the directive as Astro would. */
function island() {
  const el = document.createElement('astro-island');
  el.innerHTML = '<form><input name="name"><button>Send</button></form>';
  document.body.append(el);
  const run = vi.fn();
  const load = vi.fn(async () => run);
  onInteraction(load, { name: 'GeneralEnquiryForm', value: '' }, el);
  return { el, load, run, input: el.querySelector('input')! };
}

describe('client:interaction: a lead form hydrates when the shopper first touches it', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/contact/');
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('a page that is only read (scrolled, clicked elsewhere) never loads it', async () => {
    const { load } = island();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    window.dispatchEvent(new Event('scroll'));
    await vi.runAllTimersAsync();
    expect(load).not.toHaveBeenCalled();
  });

  for (const type of ['focusin', 'pointerdown', 'keydown', 'input']) {
    it(`${type} inside the form loads and hydrates it, once`, async () => {
      const { input, load, run } = island();
      input.dispatchEvent(new Event(type, { bubbles: true }));
      input.dispatchEvent(new Event(type, { bubbles: true }));
      input.dispatchEvent(new Event('focusin', { bubbles: true }));
      await vi.runAllTimersAsync();
      expect(load).toHaveBeenCalledTimes(1);
      expect(run).toHaveBeenCalledTimes(1);
    });
  }

  it('a page opened with parameters to show (a car, a budget) hydrates when idle, untouched', async () => {
    window.history.replaceState(null, '', '/contact/?car_id=101');
    const { load } = island();
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
