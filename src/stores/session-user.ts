import type { SessionUser } from './stored-schemas';
import { persistedAtom } from './persisted';

/*
 * Local stand-in for the signed-in user until the account area provides its own store: the sign-in page
 * (another area) should write { signedIn: true, phone, token } here (token: the session token sign-in issued, sent with watchlist calls) under '{slug}-User'. The watchlist reads it.
 */
export type { SessionUser };

export const $sessionUser = persistedAtom('User', null);
