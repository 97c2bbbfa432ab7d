import { removedCarPaths } from '../../../src/domain/site-paths';
import { CLOUDFLARE_MAX_REDIRECT_CHARS, CLOUDFLARE_MAX_STATIC_REDIRECTS } from '../publish/cdn-limits';
import { REDIRECT_DAYS, redirectTarget, type RemovedCar } from './manifest';

export interface RedirectsFile {
  /** The `_redirects` file. */
  text: string;
  /** Static rules written. */
  rules: number;
  /** Slugs whose page gets no redirect: the oldest removals past the limit, and cars whose rule is too long. */
  pagesLeftOut: string[];
  /** Slugs whose page is redirected but whose other addresses (no slash, reserve page) are not. */
  othersLeftOut: string[];
  /** What the build prints, one line each; empty when every address of every removed car is redirected. */
  warnings: string[];
}

const few = (slugs: string[]) => `${slugs.slice(0, 5).join(', ')}${slugs.length > 5 ? ` … and ${slugs.length - 5} more` : ''}`;

/**
 * `_redirects` (Netlify and Cloudflare Pages) for the cars removed in the last REDIRECT_DAYS days: each of a
 * car's addresses (src/domain/site-paths.ts removedCarPaths) goes to its search page with a 301, as a static rule.
 * No splat is used: Cloudflare counts a splat and every rule after it as dynamic and keeps only 100 of those,
 * and a splat under /cars/{slug}/ would also catch the car's data files (scripts/lib/publish/cdn-limits.ts).
 *
 * Within Cloudflare's 2,000 static rules the pages come first, most recent removal first: every removed car's
 * page is redirected before any car's other addresses, which then go to the most recent removals. What does not
 * fit is named in `warnings` (the build prints them), never dropped silently.
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
    const paths = removedCarPaths(car.slug, opts.buyOnline);
    const rule = (from: string) => `${from} ${to} 301`;
    return { car, page: rule(paths.page), others: paths.others.map(rule) };
  });
  const tooLong = plans.filter((p) => [p.page, ...p.others].some((line) => line.length > CLOUDFLARE_MAX_REDIRECT_CHARS)).map((p) => p.car.slug);
  const fitting = plans.filter((p) => !tooLong.includes(p.car.slug));
  const withPage = fitting.slice(0, max);
  const pagesDropped = fitting.slice(max).map((p) => p.car.slug);
  let budget = max - withPage.length;
  const withOthers = new Set<string>();
  for (const p of withPage) {
    if (budget < p.others.length) break;
    withOthers.add(p.car.slug);
    budget -= p.others.length;
  }
  const othersLeftOut = withPage.filter((p) => !withOthers.has(p.car.slug)).map((p) => p.car.slug);

  const lines = [
    `# Addresses of the cars removed in the last ${REDIRECT_DAYS} days (scripts/lib/derive/redirects-file.ts), as static rules only:`,
    `# Cloudflare Pages keeps ${CLOUDFLARE_MAX_STATIC_REDIRECTS} static and 100 dynamic redirects (scripts/lib/publish/cdn-limits.ts).`,
  ];
  let rules = 0;
  for (const p of [...withPage].sort((a, b) => a.car.slug.localeCompare(b.car.slug))) {
    const own = withOthers.has(p.car.slug) ? [p.page, ...p.others] : [p.page];
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
    warnings.push(
      `_redirects: ${othersLeftOut.length} older removed car(s) have their page redirected but not their address without the trailing slash or their reserve page (Cloudflare's ${max} static redirects are spent): ${few(othersLeftOut)}`,
    );
  }
  if (tooLong.length) {
    warnings.push(
      `_redirects: ${tooLong.length} removed car(s) not redirected because a rule would be longer than the ${CLOUDFLARE_MAX_REDIRECT_CHARS} characters Cloudflare reads: ${few(tooLong)}`,
    );
  }
  return { text: lines.join('\n') + '\n', rules, pagesLeftOut: [...pagesDropped, ...tooLong], othersLeftOut, warnings };
}
