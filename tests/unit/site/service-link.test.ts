import { describe, expect, it } from 'vitest';
import { parseDealerSettings } from '../../../src/domain/dealer-settings';
import { withServiceLink } from '../../../src/domain/site-paths';
import { dropdownLinks, featureBannerTiles, footerColumns, resolveHeaderMenu } from '../../../src/views/menus';

/*
 * contact.service_link names the dealer's service booking page, often an outside booking system: the "Book
 * service online" tile and the menus' "Book a Service" entries go there, not to the site's own /service page.
 */
const base = { slug: 'x', name: 'X', id: 1, dealership_id: 2, url: 'https://x.example.com', locations: [{ id: 1, name: 'A', slug: 'a', address: {} }] };
const BOOKING = 'https://booking.example.com/x-motors';
const config = (contact: Record<string, unknown>) => parseDealerSettings({ ...base, template: 'franchise', contact }, 'dealer.json').config!;

const allHrefs = (c: ReturnType<typeof config>) => [
  ...resolveHeaderMenu(c, []).flatMap((item) => (item.children ? dropdownLinks(item).map((l) => l.href) : [item.href])),
  ...footerColumns(c, []).flatMap((col) => col.links.map((l) => l.href)),
  ...featureBannerTiles(c).map((t) => t.href),
];

describe('contact.service_link', () => {
  it('an outside booking page: the "Book service online" tile, the header menu and the footer go there, none to /service', () => {
    const c = config({ service_link: BOOKING });
    expect(featureBannerTiles(c).find((t) => t.title === 'Book service online')?.href).toBe(BOOKING);
    const service = resolveHeaderMenu(c, []).find((i) => i.label === 'Service');
    expect(service?.children?.find((l) => l.label === 'Book a Service')?.href).toBe(BOOKING);
    const servicing = footerColumns(c, []).find((col) => col.title === 'Servicing and Parts');
    expect(servicing?.links.find((l) => l.label === 'Book a Service')?.href).toBe(BOOKING);
    expect(allHrefs(c)).not.toContain('/service');
    // The other links stay where they were.
    expect(allHrefs(c)).toContain('/warranty');
    expect(allHrefs(c)).toContain('/special-offers');
  });

  it("the default keeps the site's own /service page", () => {
    const c = config({});
    expect(featureBannerTiles(c).find((t) => t.title === 'Book service online')?.href).toBe('/service');
    expect(allHrefs(c).filter((h) => h === '/service')).toHaveLength(3);
  });

  it('withServiceLink sends only the service page (with or without its slash) to the booking link', () => {
    expect(withServiceLink('/service', BOOKING)).toBe(BOOKING);
    expect(withServiceLink('/service/', BOOKING)).toBe(BOOKING);
    expect(withServiceLink('/service-history', BOOKING)).toBe('/service-history');
    expect(withServiceLink('/warranty', BOOKING)).toBe('/warranty');
  });
});
