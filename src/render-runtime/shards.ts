/*
 * How a large stock is split between the render processes that render it side by side
 * (scripts/lib/render/render-plan.ts plans them; this-render.ts carsOfThisShard() gives getStaticPaths its cars).
 */

/**
 * Which of `shards` render processes renders the listed car at `index`. The first also bundles the code with Astro
 * and renders every shared page (home, search, locations…) while the others render cars only, from its bundle
 * (scripts/lib/render/render-from-bundle.mjs), so it takes a smaller share: 3 cars for every 4 of each other process,
 * interleaved (smooth weighted round robin), so neighbouring cars go to different processes.
 * (20,000 cars in 2 processes: split evenly, the second was done in about 165 s and the first after 290 s; with a
 * third to the first, 126 s and 176 s once the search pages stopped recounting the stock each.)
 */
export function shardOfCar(index: number, shards: number): number {
  if (shards <= 1) return 0;
  const pattern = shardPattern(shards);
  return pattern[index % pattern.length]!;
}

const FIRST_WEIGHT = 3;
const OTHER_WEIGHT = 4;
const patterns = new Map<number, number[]>();

function shardPattern(shards: number): number[] {
  let pattern = patterns.get(shards);
  if (pattern) return pattern;
  const weights = Array.from({ length: shards }, (_, i) => (i === 0 ? FIRST_WEIGHT : OTHER_WEIGHT));
  const total = weights.reduce((a, b) => a + b, 0);
  const current = new Array<number>(shards).fill(0);
  pattern = [];
  for (let step = 0; step < total; step++) {
    let pick = 0;
    for (let i = 0; i < shards; i++) {
      current[i]! += weights[i]!;
      if (current[i]! > current[pick]!) pick = i;
    }
    current[pick]! -= total;
    pattern.push(pick);
  }
  patterns.set(shards, pattern);
  return pattern;
}
