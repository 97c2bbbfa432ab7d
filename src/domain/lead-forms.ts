import { isAvailable } from './availability';
import type { Car } from './schemas';

/** The free tag value that marks a car for test drives only; the form event id rule reads it. */
export const TEST_DRIVE_ONLY_TAG = 'Test Drive Only';

export type FormKind = 'enquiry' | 'test_drive';

/** Form event id: 17 for the test-drive-only tag; used: 48 test drive, else 15; otherwise 17 test drive, else 14. */
export function formEventId(car: Pick<Car, 'tag' | 'car_type'>, kind: FormKind, testDriveOnlyTag = TEST_DRIVE_ONLY_TAG): 14 | 15 | 17 | 48 {
  if (car.tag && car.tag.trim().toLowerCase() === testDriveOnlyTag.toLowerCase()) return 17;
  if (car.car_type === 'used') return kind === 'test_drive' ? 48 : 15;
  return kind === 'test_drive' ? 17 : 14;
}

/** 'Test Drive Booking Used' for used cars, else 'Test Drive Booking New'. */
export function testDriveSubcategory(car: Pick<Car, 'car_type'>): string {
  return car.car_type === 'used' ? 'Test Drive Booking Used' : 'Test Drive Booking New';
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
