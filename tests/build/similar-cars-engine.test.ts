import { describe, expect, it } from 'vitest';
import { loadDealer } from '../../scripts/lib/load/load-dealer';
import { prepareSite } from '../../scripts/lib/derive/prepare-site';
import { similarCandidates, stockGroups } from '../../src/views/stock-groups';
import { chooseSimilarCars, similarCarsRequest } from '../../src/domain/similar-cars';
import { createEmbeddedEngine, isMeiliError } from '../../src/search/engine';

/*
 * Vehicle pages pick similar cars at build time from per-site groups (a query per car over the whole index
 * would make big builds quadratic). This checks the pick is what the spec's multi-search request returns
 * from the site's own search index, for every car of every demo dealer.
 */
describe.each(['demo-motors', 'coastal-caravans', 'demo-group'])('similar cars of %s', (slug) => {
  it('the build-time pick equals the answer of similarCarsRequest through the search engine', () => {
    const now = new Date('2026-11-21T00:00:00Z');
    const site = prepareSite(loadDealer(slug), now);
    const engine = createEmbeddedEngine(site.searchIndex);
    const byId = new Map(site.cars.map((c) => [String(c.id), c]));
    const groups = stockGroups(site.cars);
    let withSimilar = 0;
    for (const car of site.cars) {
      const answer = engine.multiSearch(similarCarsRequest(car, 'cars'));
      if (isMeiliError(answer)) throw new Error(`${car.slug}: ${answer.message}`);
      const fromEngine = chooseSimilarCars(
        car,
        answer.results.flatMap((r) => r.hits.map((h) => byId.get(String(h.id))!)),
      );
      const fromGroups = chooseSimilarCars(car, similarCandidates(car, groups));
      expect(
        fromGroups.map((c) => c.slug),
        car.slug,
      ).toEqual(fromEngine.map((c) => c.slug));
      if (fromGroups.length > 0) withSimilar++;
    }
    expect(withSimilar, 'most cars have similar cars').toBeGreaterThan(site.cars.length / 2);
  });
});
