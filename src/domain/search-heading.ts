import { bodyDisplayName } from './body-type';
import type { SearchTrailPreset } from './search-breadcrumbs';

/** The car-type path titles (spec 2); a set of car types with no such path reads like the nearest words. */
const TYPE_TITLES: Record<string, string> = {
  '': 'New, Used and Demo Cars',
  'demo,new': 'New and Demo Cars',
  new: 'New Cars',
  used: 'Used Cars',
  demo: 'Demo Cars',
};
const TYPE_WORDS: Record<string, string> = { new: 'New', used: 'Used', demo: 'Demo' };

/**
 * A search page's heading (and <title>) for the filters it shows, by the search paths' own titles:
 * 'Toyota Cars for Sale', 'Toyota Corolla for Sale', 'SUV for Sale', 'Used Cars'; combinations read
 * 'Used Mazda SUV for Sale', several values 'Toyota or Mazda Cars for Sale'. Only the trail's levels count
 * (car type, make, model, body); other filters leave the heading alone.
 */
export function searchHeading(refinements: SearchTrailPreset): string {
  const or = (v?: readonly string[]) => (v?.length ? v.join(' or ') : '');
  const types = [...(refinements.car_type ?? [])].sort();
  const make = or(refinements.make);
  const model = make ? or(refinements.model) : '';
  const body = or(refinements.body?.map(bodyDisplayName));
  if (!make && !body) return TYPE_TITLES[types.join(',')] ?? `${types.map((t) => TYPE_WORDS[t] ?? t).join(' and ')} Cars`;
  const typeWords = types.length && types.length < 3 ? types.map((t) => TYPE_WORDS[t] ?? t).join(' and ') : '';
  const words = [typeWords, make, model, body].filter(Boolean);
  return `${words.join(' ')}${model || body ? '' : ' Cars'} for Sale`;
}
