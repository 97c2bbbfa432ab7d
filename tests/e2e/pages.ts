import { E2E_DEALERS, notOn } from './helpers';
import { pageTypes } from '../../scripts/lib/publish/built-pages';

export { DIST, builtPages, pageTypes } from '../../scripts/lib/publish/built-pages';

/** Tags that keep a test of one page type off the dealers without such a page. */
export function onlyWhereBuilt(type: string): string[] {
  return notOn(E2E_DEALERS.filter((d) => !pageTypes(d)[type]));
}
