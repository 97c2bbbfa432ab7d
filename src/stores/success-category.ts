// zod/mini: the same checks at a fraction of the browser bundle of full zod.
import * as z from 'zod/mini';
import { persistedAtom } from './persisted';

/** The category of the last accepted lead (spec key SuccessCategory), shown by /success. */
export const $successCategory = persistedAtom<string | null>('SuccessCategory', z.nullable(z.string()), null);
