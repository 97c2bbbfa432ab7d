import { describe, expect, it } from 'vitest';
import { contentRoutes } from '../../../src/views/content-routes';
import { dealerConfigSchema } from '../../../src/domain/schemas';
import { applyTemplate } from '../../../src/domain/templates';

/* A dealer's own finance, service and trade-in paths carry the standard page there (src/views/content-routes.ts). */
const config = dealerConfigSchema.parse(
  applyTemplate({
    slug: 'test-dealer',
    name: 'Test Motors',
    id: 1,
    dealership_id: 2,
    url: 'https://t.example.com',
    locations: [{ id: 1, name: 'Main', slug: 'main', primary: true, address: {}, contact_detail: { phone: '07 1234 5678', opening_hours: [] } }],
    finance: { path: '/car-finance/' },
    contact: { service_link: '/book-service?from=menu' },
    purchase: { trade_in_path: '/value-my-car' },
  }),
);

describe("a dealer's own paths", () => {
  it('are the finance, service and trade-in pages at those paths', () => {
    const routes = contentRoutes(config);
    const route = (path: string) => routes.find((r) => r.path === path);
    expect(route('/car-finance')).toEqual({ path: '/car-finance', title: 'Finance', kind: 'finance', description: 'Car finance with {name}.' });
    expect(route('/book-service')).toEqual({ path: '/book-service', title: 'Book a Service', kind: 'service', description: 'Book a service with {name}.' });
    expect(route('/value-my-car')).toEqual({ path: '/value-my-car', title: 'Trade-In', kind: 'trade-in', description: 'Value your trade-in with {name}.' });
    expect(routes.filter((r) => r.path === '/finance')).toHaveLength(1);
  });
});
