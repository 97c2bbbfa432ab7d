import '../../lib/zod-no-eval';
import { z } from 'zod';

/** Feeds send numbers as strings ("24990", "") or null; this reads them as a number or null. */
export const feedNumber = z.preprocess((v) => {
  if (v === '' || v === undefined || v === 'null') return null;
  if (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v))) return Number(v);
  return v;
}, z.number().nullable());

/** Optional feed text: null, missing and strings all accepted; stays as given so the 'null' text rule can see it. */
export const feedText = z.string().nullish();

export const feedBool = z.preprocess((v) => {
  if (v === 'true' || v === 1 || v === '1') return true;
  if (v === 'false' || v === 0 || v === '0' || v === '' || v === null || v === undefined) return false;
  return v;
}, z.boolean());

/** ISO-8601 date or date-time string. */
export const isoDate = z.string().refine((s) => !Number.isNaN(Date.parse(s)), { message: 'must be an ISO date (YYYY-MM-DD or full date-time)' });

export const slugString = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase letters, digits and single hyphens');
