import { bodyDisplayName } from './body-type';
import type { SearchTrailPreset } from './search-breadcrumbs';
import { pluralNoun, stockNoun } from './stock-noun';

/** The car-type path titles (spec 2), before the noun; a set of car types with no such path reads like the nearest words. */
const TYPE_TITLES: Record<string, string> = {
  '': 'New, Used and Demo',
  'demo,new': 'New and Demo',
  new: 'New',
  used: 'Used',
  demo: 'Demo',
};
const TYPE_WORDS: Record<string, string> = { new: 'New', used: 'Used', demo: 'Demo' };

/** The chosen kinds of vehicle (item_type) as a plural noun: Cars without a choice, Motorcycles, Motorcycles and Trucks. */
function itemTypeNoun(itemTypes: readonly string[] | undefined): string {
  const nouns = [...new Set((itemTypes ?? []).map((t) => stockNoun([t])))].sort();
  return nouns.length ? nouns.map(pluralNoun).join(' and ') : 'Cars';
}

/**
 * A search page's heading (and <title>) for the filters it shows, by the search paths' own titles:
 * 'Toyota Cars for Sale', 'Toyota Corolla for Sale', 'SUV for Sale', 'Used Cars'; combinations read
 * 'Used Mazda SUV for Sale', several values 'Toyota or Mazda Cars for Sale'. A chosen kind of vehicle is the
 * noun: 'New, Used and Demo Motorcycles', 'Yamaha Motorcycles for Sale'. Only the trail's levels and the kind
 * count (car type, make, model, body, item type); other filters leave the heading alone.
 */
export function searchHeading(refinements: SearchTrailPreset): string {
  const or = (v?: readonly string[]) => (v?.length ? v.join(' or ') : '');
  const types = [...(refinements.car_type ?? [])].sort();
  const make = or(refinements.make);
  const model = make ? or(refinements.model) : '';
  const body = or(refinements.body?.map(bodyDisplayName));
  const noun = itemTypeNoun(refinements.item_type);
  if (!make && !body) return `${TYPE_TITLES[types.join(',')] ?? types.map((t) => TYPE_WORDS[t] ?? t).join(' and ')} ${noun}`;
  const typeWords = types.length && types.length < 3 ? types.map((t) => TYPE_WORDS[t] ?? t).join(' and ') : '';
  const words = [typeWords, make, model, body].filter(Boolean);
  return `${words.join(' ')}${model || body ? '' : ` ${noun}`} for Sale`;
}

/**
 * A model's label in the search's model list: the model alone once one make is chosen (the list holds that make's
 * models), else with its make ('Mazda 6', 'Toyota 86', not a bare '6' or '86'). A model name of several makes
 * names those of them chosen, or all: 'Ford or Mazda Ranger'. `makes` are the makes of the stock with the model.
 */
export function modelFacetLabel(model: string, makes: readonly string[] | undefined, chosenMakes: readonly string[]): string {
  if (chosenMakes.length === 1 || !makes?.length) return model;
  const chosen = makes.filter((m) => chosenMakes.includes(m));
  return `${(chosen.length ? chosen : makes).join(' or ')} ${model}`;
}
