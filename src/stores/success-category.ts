import { persistedAtom } from './persisted';

/** The category of the last accepted lead (spec key SuccessCategory), shown by /success. */
export const $successCategory = persistedAtom('SuccessCategory', null);
