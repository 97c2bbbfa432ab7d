import { loadImageCdnOrWarn } from '../../lib/image-cdn';
import type { ImageCdn } from '../../domain/schemas/settings/images';

type Client = { search: (requests: never) => Promise<unknown> } & Record<string, unknown>;

/**
 * A search client whose answers wait for the dealer's image-CDN module (src/lib/image-cdn.ts, loadImageCdnOrWarn), so no
 * card is drawn before its photo's URL rules are in. Loaded alongside the first search, not after it; without a
 * provider nothing is waited for. A module that cannot be loaded is said in the console and the cards draw their
 * photos from their own URLs: the search itself still answers. Later searches try the module again.
 */
export function withImageCdn<C extends Client>(client: C, cdn: ImageCdn): C {
  const search = (requests: never) => Promise.all([client.search(requests), loadImageCdnOrWarn(cdn)]).then(([answer]) => answer);
  return { ...client, search } as C;
}
