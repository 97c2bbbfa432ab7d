/**
 * `compute` worked out once per object its `key` names (by default its first argument: a stock, a site, a
 * dealer's settings), for what every page of a render reads but depends only on that object. Held in a WeakMap,
 * so it goes with the object; a function of more than that object must only be keyed by one that fixes the rest.
 */
export function oncePer<A extends [object, ...unknown[]], T>(compute: (...args: A) => T): (...args: A) => T;
export function oncePer<A extends unknown[], T>(compute: (...args: A) => T, key: (...args: A) => object): (...args: A) => T;
export function oncePer<A extends unknown[], T>(compute: (...args: A) => T, key: (...args: A) => object = (...args) => args[0] as object) {
  const cache = new WeakMap<object, T>();
  return (...args: A): T => {
    const k = key(...args);
    if (cache.has(k)) return cache.get(k) as T;
    const value = compute(...args);
    cache.set(k, value);
    return value;
  };
}
