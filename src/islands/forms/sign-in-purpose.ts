/*
 * Why the shopper is signing in, from the sign-in link's query: the watchlist button sends type=watchlist; a
 * gated page (reserve, buy online, personalised finance, online payment) sends only redirect={its path}. The
 * page must not talk about a watchlist to someone who came to reserve a car.
 */
export function signInPurpose(search: string): string {
  const q = new URLSearchParams(search);
  const redirect = q.get('redirect') ?? '';
  if (q.get('type') === 'watchlist') return 'Sign in with your mobile number to keep a watchlist of cars.';
  if (/\/(checkout|buy-online)\/?$/.test(redirect.split(/[?#]/)[0] ?? '')) return 'Sign in with your mobile number to reserve this vehicle.';
  if (/^\/checkout-journey/.test(redirect)) return 'Sign in with your mobile number to buy this vehicle online.';
  if (/finance/.test(redirect)) return 'Sign in with your mobile number to see your finance quote.';
  if (/^\/online-payment/.test(redirect)) return 'Sign in with your mobile number to make a payment.';
  return 'Sign in with your mobile number to continue.';
}
