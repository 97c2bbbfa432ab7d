// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from './setup';
import SignInForm from '../../../src/islands/forms/SignInForm';
import { gateScript } from '../../../src/views/gate-script';
import { $sessionUser } from '../../../src/stores/session-user';
import { saveToWatchlist } from '../../../src/islands/site/saving';
import { defined } from '../../defined';

/* ?redirect= and ?back= accept same-site paths only, parsed as the browser parses them. */
beforeEach(() => {
  localStorage.clear();
  $sessionUser.set(null);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

async function signIn(search: string) {
  window.history.replaceState(null, '', `/sign-in/${search}`);
  const user = userEvent.setup();
  stubFetch(json(200, { success: true }), json(200, { success: true, token: 'tok-123', phone_number: '0412345678' }));
  const navigate = vi.fn();
  render(<SignInForm apiBaseUrl="" navigate={navigate} />);
  await user.type(screen.getByLabelText('Mobile number'), '0412 345 678');
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await user.type(await screen.findByLabelText('6-digit code'), '123456');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
  return defined(navigate.mock.calls[0], 'a navigation')[0] as string;
}

describe('sign-in redirect', () => {
  for (const [label, raw] of [
    ['tab', '%2F%09%2Fevil.example%2Fx'],
    ['LF', '%2F%0A%2Fevil.example%2Fx'],
    ['CR', '%2F%0D%2Fevil.example%2Fx'],
    ['backslash', '%2F%5Cevil.example'],
    ['javascript:', 'javascript%3Aalert(1)'],
  ]) {
    it(`a ${label} trick in ?redirect= stays on the site`, async () => {
      const to = await signIn(`?redirect=${raw}`);
      expect(to).toBe('/');
      expect(new URL(to, window.location.origin).origin).toBe(window.location.origin);
    });
  }

  it('a same-site ?redirect= is followed, and the session token is kept for watchlist calls', async () => {
    expect(await signIn('?type=watchlist&redirect=%2Fcars%2Fx%2F%3Fa%3D1')).toBe('/cars/x/?a=1');
    expect($sessionUser.get()).toMatchObject({ signedIn: true, phone: '0412345678', token: 'tok-123' });
  });

  it('?back= is the way back when the visitor does not sign in, same-site only', async () => {
    window.history.replaceState(null, '', '/sign-in/?redirect=%2Fcheckout&back=%2Fcars%2Fx%2F');
    render(<SignInForm apiBaseUrl="" />);
    expect((await screen.findByRole('link', { name: 'Go back' })).getAttribute('href')).toBe('/cars/x/');
    cleanup();
    window.history.replaceState(null, '', '/sign-in/?back=%2F%09%2Fevil.example');
    render(<SignInForm apiBaseUrl="" />);
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.queryByRole('link', { name: 'Go back' })).toBeNull();
  });
});

describe('gate script', () => {
  it("a page path starting '//' is sent to sign-in as a one-slash path (never a host)", () => {
    const replace = vi.fn();
    const fakeLocation = { pathname: '//evil.example/x', search: '?a=1', origin: 'https://site.example', replace };
    const run = new Function('location', 'document', 'localStorage', gateScript('k').code);
    run(fakeLocation, { referrer: 'https://site.example//evil.example/back' }, { getItem: () => null });
    const url = new URL(defined(replace.mock.calls[0], 'a replaced address')[0] as string, 'https://site.example');
    expect(url.searchParams.get('redirect')).toBe('/evil.example/x?a=1');
    expect(url.searchParams.get('back')).toBe('/evil.example/back');
  });
});

describe('watchlist calls carry the session token', () => {
  it('save sends Authorization: Bearer <token from sign-in>', async () => {
    const fetcher = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ success: true }), { status: 200 }));
    await saveToWatchlist({ id: '101', name: 'Corolla' }, { apiBase: '', phone: '0412345678', watchlistPath: '/watchlist', token: 'tok-123', fetch: fetcher });
    expect(new Headers(fetcher.mock.calls[0]?.[1]?.headers).get('authorization')).toBe('Bearer tok-123');
  });
});
