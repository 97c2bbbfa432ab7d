import { z } from 'zod';
import { persistedAtom } from './persisted';

/*
 * Local stand-in for the signed-in user until the account area provides its own store: the sign-in page
 * (another area) should write { signedIn: true, phone } here under '{slug}-User'. The watchlist reads it.
 */
export const sessionUserSchema = z.object({ signedIn: z.boolean(), phone: z.string().nullable().optional() }).nullable();
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const $sessionUser = persistedAtom<SessionUser>('User', sessionUserSchema, null);
