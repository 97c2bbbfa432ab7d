import { describe, expect, it } from 'vitest';
import { contentHtml, dealerMarkdown, fillPlaceholders, renderMarkdown } from '../../../src/views/content';
import { contentRoutes } from '../../../src/views/content-routes';
import { dealerConfigSchema } from '../../../src/domain/schemas';
import { applyTemplate } from '../../../src/domain/templates';

const config = (over: Record<string, unknown> = {}) =>
  dealerConfigSchema.parse(
    applyTemplate({
      slug: 'test-dealer',
      name: 'Test Motors',
      id: 1,
      dealership_id: 2,
      url: 'https://t.example.com',
      locations: [{ id: 1, name: 'Main', slug: 'main', primary: true, address: {}, contact_detail: { phone: '07 1234 5678', opening_hours: [] } }],
      ...over,
    }),
  );

describe('content pages', () => {
  it('renders Markdown and strips scripts, handlers and javascript: links', () => {
    const html = renderMarkdown('# Hi\n\n<script>alert(1)</script><img src="/a.png" onerror="x()">\n\n[bad](javascript:alert(1)) [ok](/contact)');
    expect(html).toContain('<h1>Hi</h1>');
    expect(html).toContain('<img src="/a.png" />');
    expect(html).not.toMatch(/<script|onerror|href="javascript:/);
    expect(html).toContain('<a href="/contact">ok</a>');
  });

  it("uses the prepared site data's Markdown for the route, else the default", () => {
    const c = config();
    const pages = { '/about-us': 'We are {name}.', '/warranty': 'Five **years**.' };
    expect(contentHtml({ config: c, pages }, '/about-us', 'default')).toBe('<p>We are Test Motors.</p>\n');
    expect(dealerMarkdown(pages, 'warranty/')).toBe('Five **years**.');
    expect(contentHtml({ config: c, pages }, '/privacy-policy', 'Call {phone}.')).toBe('<p>Call 07 1234 5678.</p>\n');
  });

  it('fills {phone} from the primary location: with none flagged, the first sales location (not a parts centre listed first)', () => {
    const c = config({
      locations: [
        { id: 1, name: 'Parts', slug: 'parts', location_type: 'parts', address: {}, contact_detail: { phone: '07 1111 1111', opening_hours: [] } },
        { id: 2, name: 'Sales', slug: 'sales', location_type: 'sales', address: {}, contact_detail: { phone: '07 2222 2222', opening_hours: [] } },
      ],
    });
    expect(contentHtml({ config: c, pages: {} }, '/privacy-policy', 'Call {phone}.')).toBe('<p>Call 07 2222 2222.</p>\n');
  });

  it('a default text that ends a sentence on the name keeps one full stop when the name has its own', () => {
    expect(fillPlaceholders('Car finance with {name}. Call {phone}.', { name: 'Smith Motor Co.', phone: '07 1234 5678' })).toBe(
      'Car finance with Smith Motor Co. Call 07 1234 5678.',
    );
    expect(fillPlaceholders('Car finance with {name}.', { name: 'Acme Motors' })).toBe('Car finance with Acme Motors.');
    expect(fillPlaceholders('{name} and {missing}.', { name: 'Co.' })).toBe('Co. and {missing}.');
    expect(contentHtml({ config: config({ name: 'Smith Motor Co.' }), pages: {} }, '/finance', 'Finance with {name}.')).not.toContain('..');
  });
  it('gives group-only routes to the group template only, and adds the nested eofy path', () => {
    const franchise = contentRoutes(config({ site: { eofy_path: '/pages/eofy-sale' } })).map((r) => r.path);
    expect(franchise).toContain('/pages/eofy-sale');
    expect(franchise).not.toContain('/twg-cars');
    const group = contentRoutes(config({ template: 'group' })).map((r) => r.path);
    expect(group).toEqual(expect.arrayContaining(['/twg-cars', '/twg-rental', '/twg-tyres', '/finance-and-insurance', '/neotek', '/4x4-outdoor']));
  });

  it('the group division pages follow blocks.group_pages, not the template name: a franchise may turn them on, a group off', () => {
    const franchiseOn = contentRoutes(config({ blocks: { group_pages: true } })).map((r) => r.path);
    expect(franchiseOn).toEqual(expect.arrayContaining(['/twg-cars', '/twg-rental', '/twg-tyres', '/finance-and-insurance', '/neotek', '/4x4-outdoor']));
    const groupOff = contentRoutes(config({ template: 'group', blocks: { group_pages: false } })).map((r) => r.path);
    expect(groupOff).not.toContain('/twg-cars');
  });
});

describe("a dealer's own paths", () => {
  it('are the finance, service and trade-in pages at those paths (src/views/content-routes.ts)', () => {
    const routes = contentRoutes(
      config({ finance: { path: '/car-finance/' }, contact: { service_link: '/book-service?from=menu' }, purchase: { trade_in_path: '/value-my-car' } }),
    );
    const route = (path: string) => routes.find((r) => r.path === path);
    expect(route('/car-finance')).toEqual({ path: '/car-finance', title: 'Finance', kind: 'finance', description: 'Car finance with {name}.' });
    expect(route('/book-service')).toEqual({ path: '/book-service', title: 'Book a Service', kind: 'service', description: 'Book a service with {name}.' });
    expect(route('/value-my-car')).toEqual({ path: '/value-my-car', title: 'Trade-In', kind: 'trade-in', description: 'Value your trade-in with {name}.' });
    expect(routes.filter((r) => r.path === '/finance')).toHaveLength(1);
  });
});
