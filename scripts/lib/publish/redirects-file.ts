import { removedCarPaths } from '../../../src/domain/site-paths';
import { CLOUDFLARE_MAX_REDIRECT_CHARS, CLOUDFLARE_MAX_STATIC_REDIRECTS } from './cdn-limits';
import { REDIRECT_DAYS, redirectTarget, type RemovedCar } from '../shared/manifest';

export interface RedirectsFile {
  /** The `_redirects` file. */
  text: string;
  /** Static rules written. */
  rules: number;
  /** Slugs whose page gets no redirect: the oldest removals past the limit, and cars whose rule is too long. */
  pagesLeftOut: string[];
  /** Slugs whose page is redirected but not every other address of theirs (removedCarPaths), most recent first. */
  othersLeftOut: string[];
  /** Per other address (as its path for the slug `{slug}`), the slugs whose page is redirected but not that address. */
  addressesLeftOut: { address: string; slugs: string[] }[];
  /** What the build prints, one line each; empty when every address of every removed car is redirected. */
  warnings: string[];
}

const few = (slugs: string[]) => `${slugs.slice(0, 5).join(', ')}${slugs.length > 5 ? ` … and ${slugs.length - 5} more` : ''}`;

/**
 * `_redirects` (Netlify and Cloudflare Pages) for the cars removed in the last REDIRECT_DAYS days: each of a
 * car's addresses (src/domain/site-paths.ts removedCarPaths: the page, the reserve page with and without its
 * trailing slash, the page without it) goes to its search page with a 301, as a static rule. Cloudflare matches
 * a static rule exactly, so the reserve page it serves at `/cars/{slug}/checkout/` (its 308 adds the slash) needs
 * its own rule beside the `/cars/{slug}/checkout` the site links. No splat is used: Cloudflare counts a splat and
 * every rule after it as dynamic and keeps only 100 of those, and a splat under /cars/{slug}/ would also catch
 * the car's data files (scripts/lib/publish/cdn-limits.ts); nor a placeholder rule, which Cloudflare would apply
 * to the cars still listed too ("Redirects are always followed").
 *
 * Within Cloudflare's 2,000 static rules the addresses go by how often they are asked for, and within one kind
 * the most recent removal first: every removed car's page, then every car's reserve page as served, then as
 * linked, then the page without its slash. So 500 removals get every address, 1,000 their page and reserve page
 * as served, 2,000 their page. What does not fit is named in `warnings` (the build prints them), never dropped
 * silently.
 */
export function redirectsFile(
  removed: readonly RemovedCar[],
  searchPaths: ReadonlySet<string>,
  opts: { buyOnline: boolean; maxRules?: number },
): RedirectsFile {
  const max = opts.maxRules ?? CLOUDFLARE_MAX_STATIC_REDIRECTS;
  const recentFirst = [...removed].sort((a, b) => b.removed_at.localeCompare(a.removed_at) || a.slug.localeCompare(b.slug));
  const plans = recentFirst.map((car) => {
    const to = redirectTarget(car, searchPaths);
    return { car, rules: removedCarPaths(car.slug, opts.buyOnline).map((from) => `${from} ${to} 301`) };
  });
  const tooLong = plans.filter((p) => p.rules.some((line) => line.length > CLOUDFLARE_MAX_REDIRECT_CHARS)).map((p) => p.car.slug);
  const fitting = plans.filter((p) => !tooLong.includes(p.car.slug));
  const withPage = fitting.slice(0, max);
  const pagesDropped = fitting.slice(max).map((p) => p.car.slug);
  let budget = max - withPage.length;
  const kept = new Map(withPage.map((p) => [p.car.slug, [p.rules[0]!]]));
  const addresses = removedCarPaths('{slug}', opts.buyOnline);
  const addressesLeftOut: RedirectsFile['addressesLeftOut'] = [];
  for (let kind = 1; kind < addresses.length; kind++) {
    const slugs: string[] = [];
    for (const p of withPage) {
      if (budget > 0) {
        kept.get(p.car.slug)!.push(p.rules[kind]!);
        budget--;
      } else slugs.push(p.car.slug);
    }
    if (slugs.length) addressesLeftOut.push({ address: addresses[kind]!, slugs });
  }
  const short = new Set(addressesLeftOut.flatMap((a) => a.slugs));
  const othersLeftOut = withPage.map((p) => p.car.slug).filter((slug) => short.has(slug));

  const lines = [
    `# Addresses of the cars removed in the last ${REDIRECT_DAYS} days (scripts/lib/publish/redirects-file.ts), as static rules only,`,
    `# with and without the trailing slash (Cloudflare matches a static rule exactly); Cloudflare Pages keeps ${CLOUDFLARE_MAX_STATIC_REDIRECTS} static`,
    `# and 100 dynamic redirects (scripts/lib/publish/cdn-limits.ts).`,
  ];
  let rules = 0;
  for (const p of [...withPage].sort((a, b) => a.car.slug.localeCompare(b.car.slug))) {
    const own = kept.get(p.car.slug)!;
    lines.push(...own);
    rules += own.length;
  }

  const warnings: string[] = [];
  if (pagesDropped.length) {
    const lastKept = withPage.at(-1)?.car.removed_at.slice(0, 10);
    warnings.push(
      `_redirects: ${pagesDropped.length} removed car page(s) not redirected (they answer 404): Cloudflare Pages keeps only ${max} static redirects, so the ${pagesDropped.length} oldest removal(s)${lastKept ? ` (before ${lastKept})` : ''} are left out: ${few(pagesDropped)}`,
    );
  }
  if (othersLeftOut.length) {
    const which = addressesLeftOut.map((a) => `${a.address} for ${a.slugs.length}`).join(', ');
    warnings.push(
      `_redirects: ${othersLeftOut.length} older removed car(s) have their page redirected but not every other address, which answers 404 (Cloudflare's ${max} static redirects are spent): ${which}: ${few(othersLeftOut)}`,
    );
  }
  if (tooLong.length) {
    warnings.push(
      `_redirects: ${tooLong.length} removed car(s) not redirected because a rule would be longer than the ${CLOUDFLARE_MAX_REDIRECT_CHARS} characters Cloudflare reads: ${few(tooLong)}`,
    );
  }
  return { text: lines.join('\n') + '\n', rules, pagesLeftOut: [...pagesDropped, ...tooLong], othersLeftOut, addressesLeftOut, warnings };
}
