import { isAvailable } from './availability';
import type { Car } from './schemas';
import type { LeadFormKind } from './schemas/lead';
import { newOrUsed } from './vehicle-condition';

/** The free tag value that marks a car for test drives only; the form event id rule reads it. */
export const TEST_DRIVE_ONLY_TAG = 'Test Drive Only';

export type FormKind = 'enquiry' | 'test_drive';

/*
 * Used or new, in the form event ids and the test-drive subcategory, is the one condition rule (newOrUsed) the
 * vehicle page's labels follow: a demo car is used (registered and driven), so it is never booked as a new car.
 */

/** Form event id: 17 for the test-drive-only tag; used (or demo): 48 test drive, else 15; otherwise 17 test drive, else 14. */
export function formEventId(car: Pick<Car, 'tag' | 'car_type'>, kind: FormKind, testDriveOnlyTag = TEST_DRIVE_ONLY_TAG): 14 | 15 | 17 | 48 {
  if (car.tag && car.tag.trim().toLowerCase() === testDriveOnlyTag.toLowerCase()) return 17;
  if (newOrUsed(car) === 'used') return kind === 'test_drive' ? 48 : 15;
  return kind === 'test_drive' ? 17 : 14;
}

/** 'Test Drive Booking Used' for used (and demo) cars, else 'Test Drive Booking New'. */
export function testDriveSubcategory(car: Pick<Car, 'car_type'>): string {
  return newOrUsed(car) === 'used' ? 'Test Drive Booking Used' : 'Test Drive Booking New';
}

export const OPT_IN_LABEL = 'Email me similar stock and latest offers.';
export const FIND_SIMILAR_MESSAGE = 'Can you please find me something similar?';
export const FIND_SIMILAR_SUBCATEGORY = 'Find me something similar';

/** Enquiry defaults: opt_in true; a sold car pre-fills 'Can you please find me something similar?'. */
export function enquiryDefaults(car: Pick<Car, 'status' | 'sold'>): { opt_in: true; message: string; subcategory: string } {
  return isAvailable(car)
    ? { opt_in: true, message: '', subcategory: 'Enquiry' }
    : { opt_in: true, message: FIND_SIMILAR_MESSAGE, subcategory: FIND_SIMILAR_SUBCATEGORY };
}

/** Category per form when the form itself does not ask for one; a general enquiry without a choice is 'General Enquiry'. */
export const LEAD_CATEGORIES: Record<LeadFormKind, string> = {
  general: 'General Enquiry',
  enquiry: 'Vehicle Enquiry',
  test_drive: 'Test Drive',
  photos: 'Request Photos',
  finance: 'Finance',
  trade_in: 'Trade-In',
  valuation_adjustments: 'Trade-In',
  rego_lookup: 'Trade-In',
  offer_accepted: 'Trade-In',
  reserve: 'Reservation',
};

export function leadCategory(form: LeadFormKind): string {
  return LEAD_CATEGORIES[form];
}

/** Subcategory rules of the spec: sold car enquiry 'Find me something similar'; test drive by car type. */
export function leadSubcategory(form: LeadFormKind, car?: { status: string; sold?: boolean; car_type: string } | null): string | undefined {
  if (form === 'enquiry') return car ? enquiryDefaults({ status: car.status as Car['status'], sold: car.sold ?? false }).subcategory : 'Enquiry';
  if (form === 'test_drive') return testDriveSubcategory({ car_type: (car?.car_type ?? 'new') as Car['car_type'] });
  if (form === 'photos') return 'Request Photos';
  if (form === 'finance') return 'Finance Enquiry';
  if (form === 'trade_in') return 'Trade-In Valuation';
  return undefined;
}
