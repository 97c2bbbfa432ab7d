import { vi } from 'vitest';
import type { LeadCar, LeadSite } from '../../../src/api/lead-payload';

/** Stores read the slug from <body data-site> when first imported, so set it before any import runs. */
vi.hoisted(() => {
  document.body.dataset.site = 'test-motors';
});

export const site: LeadSite = { slug: 'test-motors', apiBaseUrl: 'https://api.example.test', dealershipId: '7', websiteId: '9', manufacturerSlug: 'toyota' };
export const usedCar: LeadCar = {
  id: '101',
  slug: '2021-toyota-corolla',
  name: '2021 Toyota Corolla Ascent',
  make: 'Toyota',
  model: 'Corolla',
  stocknum: 'S101',
  car_type: 'used',
  status: 'in_stock',
  sold: false,
  tag: null,
  dealership_slug: 'demo-motors',
  dealership_id: '7',
};

export interface Call {
  url: string;
  body: { userData: Record<string, unknown>; isLastStep: boolean };
  key: string | null;
}

/** A fetch stub that records lead posts and answers with the given responses in turn (an Error = network failure). */
export function stubFetch(...answers: (Response | Error | (() => Promise<Response>))[]) {
  const calls: Call[] = [];
  const fn = vi.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init?.body ?? '{}')), key: new Headers(init?.headers).get('idempotency-key') });
    const a = answers.length > 1 ? answers.shift() : answers[0];
    if (a === undefined) throw new Error('stubFetch was given no answer');
    if (a instanceof Error) throw a;
    return typeof a === 'function' ? a() : a.clone();
  });
  vi.stubGlobal('fetch', fn);
  return { fn, calls };
}

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
