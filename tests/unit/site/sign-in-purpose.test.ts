import { describe, expect, it } from 'vitest';
import { signInPurpose } from '../../../src/islands/forms/sign-in-purpose';

describe('sign-in purpose (reached from checkout it must not talk about a watchlist)', () => {
  it('names what the shopper came to do', () => {
    expect(signInPurpose('?type=watchlist&redirect=%2Fcars%2Fa%2F&back=%2Fcars%2Fa%2F')).toMatch(/watchlist/);
    expect(signInPurpose('?redirect=%2Fcars%2Fa-car%2Fcheckout%2F&back=%2Fcars%2Fa-car%2F')).toBe('Sign in with your mobile number to reserve this vehicle.');
    expect(signInPurpose('?redirect=%2Fcars%2Fa-car%2Fbuy-online&back=%2F')).toMatch(/reserve this vehicle/);
    expect(signInPurpose('?redirect=%2Fpersonalised%2Ffinance')).toMatch(/finance quote/);
    expect(signInPurpose('')).toBe('Sign in with your mobile number to continue.');
    expect(signInPurpose('?redirect=%2Fcars%2Fa%2Fcheckout%2F')).not.toMatch(/watchlist/);
  });
});
