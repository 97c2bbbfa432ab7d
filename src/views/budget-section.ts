import { stockNoun } from '../domain/stock-noun';
import { oncePer } from './once-per';
import { toSearchDocument } from '../search/document';
import { budgetPrices, listingCounts } from './first-page';
import { bodyTiles, makeTiles, tileNouns, type Tile } from './home-data';
import type { SiteData } from './site-data';

/** What the budget tool and the browse-by-make tiles of the all-stock search page show. */
export interface BudgetSectionData {
  bodies: Tile[];
  prices: ReturnType<typeof budgetPrices>;
  /** The stock's word for its vehicles ('Car', 'Caravan'…) and each body tile's own word. */
  noun: string;
  bodyNouns: Record<string, string>;
  makes: Tile[];
}

// Every pre-rendered page of the all-stock path (/search/page/N/) carries the section: worked out once a dealer.
// Once a page, it converted the whole stock again on each of them, so a 20,000-car dealer's build was quadratic.
export const budgetSectionData = oncePer((site: SiteData): BudgetSectionData => {
  const counts = listingCounts(site);
  const nouns = tileNouns(site.cars);
  const bodies = bodyTiles(counts.body, site.config.search.body_tiles, nouns.body);
  const docs = site.cars.map(toSearchDocument);
  const shown = new Set(bodies.map((b) => b.label));
  const data: BudgetSectionData = {
    bodies,
    prices: budgetPrices(
      site,
      bodies.map((b) => b.label),
    ),
    noun: stockNoun(docs.map((d) => d.item_type)),
    bodyNouns: Object.fromEntries(Object.entries(nouns.body).filter(([body]) => shown.has(body))),
    makes: makeTiles(counts.make, site.makes, undefined, nouns.make),
  };
  return data;
});
