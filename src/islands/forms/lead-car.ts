import { useEffect, useState } from 'react';
import type { LeadCar } from '../../api/lead-payload';
import { leadCarPaths } from '../../domain/site-paths';

/*
 * The car a lead is about when the form is on another page than the car's (contact, finance, trade-in,
 * checkout journey): the page is static, so the car comes from `?car_id=` (an id or a slug, as the vehicle
 * page's links send it), read from that one car's small file (src/domain/site-paths.ts), never a list of
 * every car.
 */

/** A link may name its car by id (finance, trade-in) or slug (contact, checkout). */
export function isLeadCarFor(car: LeadCar, idOrSlug: string): boolean {
  const key = idOrSlug.trim();
  return key !== '' && (car.id === key || car.slug === key);
}

export function queryParam(name: string): string | null {
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.search).get(name);
}

const loaded = new Map<string, Promise<LeadCar | null>>();

async function firstFound(key: string, fetcher: typeof fetch): Promise<LeadCar | null> {
  for (const path of leadCarPaths(key)) {
    const res = await fetcher(path).catch(() => null);
    if (!res?.ok) continue;
    const car = await (res.json() as Promise<LeadCar>).catch(() => null);
    if (car && isLeadCarFor(car, key)) return car;
  }
  return null;
}

/**
 * The car `?car_id=` names, or null when no car has that id or slug (sold and gone, or a bad link). One lookup
 * per key and page, shared by every form on it; a failure leaves the form working without a car.
 */
export function loadLeadCar(idOrSlug: string, fetcher: typeof fetch = fetch): Promise<LeadCar | null> {
  const key = idOrSlug.trim();
  let found = loaded.get(key);
  if (!found) loaded.set(key, (found = firstFound(key, fetcher)));
  return found;
}
/** Tests: forget the cars looked up. */
export function resetLeadCars(): void {
  loaded.clear();
}

/** The car given as a prop, else the one `?car_id=` names; `done` once the lookup finished (found or not). */
export function useQueryCarLookup(given: LeadCar | null | undefined): { car: LeadCar | null; done: boolean } {
  const [state, setState] = useState<{ car: LeadCar | null; done: boolean }>({ car: given ?? null, done: !!given });
  useEffect(() => {
    if (given) return;
    const id = queryParam('car_id');
    if (!id) {
      setState({ car: null, done: true });
      return;
    }
    let live = true;
    void loadLeadCar(id).then((car) => {
      if (live) setState({ car, done: true });
    });
    return () => {
      live = false;
    };
  }, [given]);
  return state;
}

/** The car given as a prop, else the one `?car_id=` names (null until found, or when none). */
export function useQueryCar(given: LeadCar | null | undefined): LeadCar | null {
  return useQueryCarLookup(given).car;
}
