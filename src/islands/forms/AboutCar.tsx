import type { LeadCar } from '../../api/lead-payload';
import { carPath } from '../../domain/site-paths';

/** The car a form's lead is about, named above the fields so the shopper sees the car went with them. */
export function AboutCar({ car, label = 'About' }: { car: LeadCar | null; label?: string }) {
  if (!car) return null;
  return (
    <p className="lead-car" data-lead-car={car.id}>
      {label}: <a href={carPath(car.slug)}>{car.name}</a>
      {car.stocknum ? <span className="lead-car__stock"> (stock {car.stocknum})</span> : null}
    </p>
  );
}
