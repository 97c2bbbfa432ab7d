import { useState, type FormEvent } from 'react';
import { sortByDistance, type LatLng } from '../../domain/locations';
import { validatePostcode } from '../../domain/validation';
import { postcodeLatLng } from '../../lib/geo/postcodes';
import { locationPath } from '../../domain/site-paths';

export interface LocatorLocation {
  slug: string;
  name: string;
  address: string;
  phone: string | null;
  lat: number | null;
  lng: number | null;
}

/** Spec 8: a postcode the geocoder cannot place. */
export const GEOCODE_NO_RESULT = 'Invalid postcode';

/*
 * Postcode → nearest locations. The postcode is validated (exactly 4 digits), placed with the bundled postcode
 * table (no online geocoder, no key), and locations are ranked by great-circle distance (domain sortByDistance).
 */
export default function DealerLocator({
  locations,
  limit = 5,
  lookup = postcodeLatLng,
}: {
  locations: LocatorLocation[];
  limit?: number;
  lookup?: (pc: string) => LatLng | null;
}) {
  const [postcode, setPostcode] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The postcode the list answers: the field may already hold the next one, not yet searched.
  const [results, setResults] = useState<{ postcode: string; list: Array<LocatorLocation & { distanceKm: number | null }> } | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const invalid = validatePostcode(postcode);
    if (invalid) {
      setError(invalid);
      setResults(null);
      return;
    }
    const from = lookup(postcode);
    if (!from) {
      setError(GEOCODE_NO_RESULT);
      setResults(null);
      return;
    }
    setError(null);
    const placed = locations.map((loc) => ({ loc, address: { lat: loc.lat ?? undefined, long: loc.lng ?? undefined } }));
    setResults({
      postcode,
      list: sortByDistance(placed, from)
        .slice(0, limit)
        .map((r) => ({ ...r.loc, distanceKm: r.distanceKm })),
    });
  };

  return (
    <div className="locator">
      <form onSubmit={submit} noValidate className="locator-form" role="search" aria-label="Find your nearest dealer">
        <label htmlFor="locator-postcode">Your postcode</label>
        <div className="row">
          <input
            id="locator-postcode"
            name="postcode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            value={postcode}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'locator-error' : undefined}
            onChange={(e) => setPostcode(e.target.value.replace(/\D/g, '').slice(0, 4))}
          />
          <button type="submit" className="btn">
            Find nearest
          </button>
        </div>
        {error && (
          <p id="locator-error" className="error" role="alert">
            {error}
          </p>
        )}
      </form>
      {results && (
        <ol className="locator-results" aria-label={`Nearest locations to ${results.postcode}`}>
          {results.list.map((r) => (
            <li key={r.slug}>
              <a href={locationPath(r.slug)}>{r.name}</a>
              {r.distanceKm != null && <span className="distance"> {Math.round(r.distanceKm)} km</span>}
              <div className="muted">{r.address}</div>
              {r.phone && <a href={`tel:${r.phone.replace(/[^\d+]/g, '')}`}>{r.phone}</a>}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
