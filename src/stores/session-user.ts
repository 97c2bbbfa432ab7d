// zod/mini: the same checks at a fraction of the browser bundle of full zod.
import * as z from 'zod/mini';
import { persistedAtom } from './persisted';

/*
 * Local stand-in for the signed-in user until the account area provides its own store: the sign-in page
 * (another area) should write { signedIn: true, phone, token } here (token: the session token sign-in issued, sent with watchlist calls) under '{slug}-User'. The watchlist reads it.
 */
export const sessionUserSchema = z.nullable(z.object({ signedIn: z.boolean(), phone: z.optional(z.nullable(z.string())), token: z.optional(z.nullable(z.string())) }));
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const $sessionUser = persistedAtom<SessionUser>('User', sessionUserSchema, null);
