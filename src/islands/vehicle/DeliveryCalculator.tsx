import { useState } from 'react';
import { createApiClient } from '../../api/client';
import { formatMoney } from '../../domain/pricing';
import { DELIVERY_EMPTY_POSTCODE, validatePostcode } from '../../domain/validation';

type Props = { apiBaseUrl: string };

type State = { kind: 'idle' } | { kind: 'loading' } | { kind: 'result'; name: string; price: number } | { kind: 'error'; message: string };

/** When the lookup itself fails (network, API down): the shopper is told, not left on 'Calculating...'. */
export const DELIVERY_LOOKUP_FAILED = "We couldn't work out a delivery estimate just now. Please try again, or use the enquiry form on this page.";

/**
 * Delivery estimate by postcode (spec 7: a lookup returning name and price): asked of the dealer API, which
 * answers from the dealer's region table. Idle, loading, result or error (spec 4); the empty and malformed
 * postcode messages are given before asking.
 */
export default function DeliveryCalculator({ apiBaseUrl }: Props) {
  const [postcode, setPostcode] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const submit = async () => {
    const pc = postcode.trim();
    if (pc === '') {
      setState({ kind: 'error', message: DELIVERY_EMPTY_POSTCODE });
      return;
    }
    const invalid = validatePostcode(pc);
    if (invalid) {
      setState({ kind: 'error', message: invalid });
      return;
    }
    setState({ kind: 'loading' });
    // GET {api}/api/delivery-estimate?postcode= through the API client (reference: scripts/server/delivery-estimate.ts).
    const r = await createApiClient({ baseUrl: apiBaseUrl }).deliveryEstimate(pc);
    setState(r.ok ? { kind: 'result', name: r.name, price: r.price } : { kind: 'error', message: r.message ?? DELIVERY_LOOKUP_FAILED });
  };
  return (
    <form
      className="vd-calc"
      aria-label="Delivery calculator"
      noValidate
      aria-busy={state.kind === 'loading'}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label>
        Your postcode
        <input name="postcode" inputMode="numeric" autoComplete="postal-code" maxLength={4} value={postcode} onChange={(e) => setPostcode(e.target.value)} />
      </label>
      <button type="submit" className="btn" disabled={state.kind === 'loading'}>
        {state.kind === 'loading' ? 'Calculating...' : 'Calculate'}
      </button>
      <div aria-live="polite" className="vd-calc__result">
        {state.kind === 'result' && (
          <p>
            Estimated delivery to <strong>{state.name}</strong>: <strong>{formatMoney(state.price)}</strong>. Delivery estimates are a guide only.
          </p>
        )}
        {state.kind === 'error' && (
          <p className="vd-error" role="alert">
            {state.message}
          </p>
        )}
      </div>
    </form>
  );
}
