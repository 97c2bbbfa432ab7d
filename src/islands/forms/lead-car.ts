import { useEffect, useState } from 'react';
import type { LeadCar } from '../../api/lead-payload';
import type { Car } from '../../domain/schemas';

/*
 * The car a lead is about when the form is on another page than the car's (contact, finance, trade-in,
 * checkout journey): the page is static, so the car comes from `?car_id=` (an id or a slug, as the vehicle
 * page's links send it) looked up in /cars/lead-cars.json (src/pages/cars/lead-cars.json.ts).
 */
export const LEAD_CARS_PATH = '/cars/lead-cars.json';

/** The fields a lead carries, from a full car (vehicle pages at build time, the lead-cars file). */
export function leadCarOf(car: Car): LeadCar {
  return {
    id: String(car.id), slug: car.slug, name: car.name, make: car.make, model: car.model, stocknum: car.stocknum ?? null,
    car_type: car.car_type, status: car.status, sold: car.sold, tag: car.tag ?? null,
    dealership_slug: car.dealership_slug ?? null, dealership_id: car.dealership_id ?? null,
  };
}

/** The lead-cars file is a list; a link may name its car by id (finance, trade-in) or slug (contact, checkout). */
export function findLeadCar(cars: LeadCar[], idOrSlug: string): LeadCar | null {
  const key = idOrSlug.trim();
  if (!key) return null;
  return cars.find((c) => c.id === key) ?? cars.find((c) => c.slug === key) ?? null;
}

export function queryParam(name: string): string | null {
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.search).get(name);
}

let loaded: Promise<LeadCar[]> | null = null;
/** One fetch per page, shared by every form on it; a failure leaves the form working without a car. */
export function loadLeadCars(fetcher: typeof fetch = fetch): Promise<LeadCar[]> {
  loaded ??= fetcher(LEAD_CARS_PATH).then((r) => (r.ok ? r.json() as Promise<LeadCar[]> : [])).catch(() => []);
  return loaded;
}
/** Tests: forget the cached file. */
export function resetLeadCars(): void { loaded = null; }

/** The car given as a prop, else the one `?car_id=` names; `done` once the lookup finished (found or not). */
export function useQueryCarLookup(given: LeadCar | null | undefined): { car: LeadCar | null; done: boolean } {
  const [state, setState] = useState<{ car: LeadCar | null; done: boolean }>({ car: given ?? null, done: !!given });
  useEffect(() => {
    if (given) return;
    const id = queryParam('car_id');
    if (!id) { setState({ car: null, done: true }); return; }
    let live = true;
    void loadLeadCars().then((cars) => { if (live) setState({ car: findLeadCar(cars, id), done: true }); });
    return () => { live = false; };
  }, [given]);
  return state;
}

/** The car given as a prop, else the one `?car_id=` names (null until found, or when none). */
export function useQueryCar(given: LeadCar | null | undefined): LeadCar | null {
  return useQueryCarLookup(given).car;
}
