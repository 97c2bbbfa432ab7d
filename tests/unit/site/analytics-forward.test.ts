// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { analyticsItem } from '../../../src/domain/analytics-mapping';

/* track() keeps its dealer_event_<id> push and forwards the mapped GA4 / Meta events. */
const item = analyticsItem({ id: '7', stocknum: 'DM7', name: '2024 Toyota Hilux SR5', make: 'Toyota', car_type: 'new' }, 61990, 'AUD');
type W = Window & { dataLayer?: unknown[]; __dealerTags?: unknown; gtag?: unknown; fbq?: unknown };
const w = () => window as unknown as W;

beforeEach(() => {
  vi.resetModules();
  for (const k of ['dataLayer', '__dealerTags', 'gtag', 'fbq']) delete (window as unknown as Record<string, unknown>)[k];
});

describe('track() forwarding', () => {
  it('pushes dealer_event_<id> first, then the GA4 event with ecommerce items for Tag Manager', async () => {
    const { track } = await import('../../../src/lib/analytics');
    track(14, { lead_id: 'L1', car_id: '7', item });
    expect(w().dataLayer).toEqual([
      { event: 'dealer_event_14', event_id: 14, lead_id: 'L1', car_id: '7', item },
      { ecommerce: null },
      { event: 'generate_lead', form_type: 'enquiry', lead_id: 'L1', ecommerce: { currency: 'AUD', value: 61990, items: [item] } },
    ]);
  });

  it('uses the page item for events without a car of their own', async () => {
    const { setPageItem, track } = await import('../../../src/lib/analytics');
    setPageItem(item);
    track(25, { label: 'New Car', car_id: '7' });
    expect(w().dataLayer!.at(-1)).toEqual({ event: 'contact', label: 'New Car', ecommerce: { currency: 'AUD', value: 61990, items: [item] } });
  });

  it('calls gtag and fbq only on sites with those tags', async () => {
    const gtag = vi.fn();
    const fbq = vi.fn();
    Object.assign(window, { gtag, fbq, __dealerTags: { ga4: 'G-AB12CD34EF', pixel: '123456789', currency: 'AUD' } });
    const { track } = await import('../../../src/lib/analytics');
    track(39, { item });
    track(26, { kind: 'finance_calculator' });
    expect(gtag).toHaveBeenCalledWith('event', 'add_to_wishlist', { currency: 'AUD', value: 61990, items: [item] });
    expect(fbq).toHaveBeenCalledWith('track', 'AddToWishlist', expect.objectContaining({ content_ids: ['DM7'], content_type: 'vehicle', value: 61990 }));
    expect(fbq).toHaveBeenCalledWith('trackCustom', 'FinanceCalculatorUse', { kind: 'finance_calculator' });
    Object.assign(window, { __dealerTags: { ga4: null, pixel: null, currency: 'AUD' } });
    gtag.mockClear();
    fbq.mockClear();
    track(39, { item });
    expect(gtag).not.toHaveBeenCalled();
    expect(fbq).not.toHaveBeenCalled();
  });

  it('does not forward the legacy ViewContent name', async () => {
    const { track } = await import('../../../src/lib/analytics');
    track('ViewContent', { content_ids: ['7'] });
    expect(w().dataLayer).toEqual([{ event: 'dealer_event_ViewContent', event_id: 'ViewContent', content_ids: ['7'] }]);
  });
});
