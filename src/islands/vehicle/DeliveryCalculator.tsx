import { useState } from 'react';
import { formatMoney } from '../../domain/pricing';
import type { DealerConfig } from '../../domain/schemas';
import { deliveryEstimate, type DeliveryResult } from '../../domain/validation';

type Region = DealerConfig['features']['delivery_regions'][number];
type Props = { regions: Region[] };

type State = { kind: 'idle' } | { kind: 'loading' } | { kind: 'result'; name: string; price: number } | { kind: 'error'; message: string };

/**
 * Delivery estimate by postcode from the dealer's region table (shipped with the page). The lookup is local,
 * but the idle / loading / result / error flow is kept so a server lookup can replace it without UI changes.
 */
export default function DeliveryCalculator({ regions }: Props) {
  const [postcode, setPostcode] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const lookup = (pc: string): Promise<DeliveryResult> => 
    // The rule reads only delivery_regions; the island ships just that table, not the whole config.
    Promise.resolve(deliveryEstimate(pc, { features: { delivery_regions: regions } } as Pick<DealerConfig, 'features'>));
  const submit = async () => {
    setState({ kind: 'loading' });
    const r = await lookup(postcode);
    setState(r.ok ? { kind: 'result', name: r.name, price: r.price } : { kind: 'error', message: r.message });
  };
  return (
    <form className="vd-calc" aria-label="Delivery calculator" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      <label>Your postcode<input name="postcode" inputMode="numeric" autoComplete="postal-code" maxLength={4} value={postcode} onChange={(e) => setPostcode(e.target.value)} /></label>
      <button type="submit" className="btn" disabled={state.kind === 'loading'}>{state.kind === 'loading' ? 'Calculating...' : 'Calculate'}</button>
      <div aria-live="polite" className="vd-calc__result">
        {state.kind === 'result' && <p>Estimated delivery to <strong>{state.name}</strong>: <strong>{formatMoney(state.price)}</strong>. Delivery estimates are a guide only.</p>}
        {state.kind === 'error' && <p className="vd-error" role="alert">{state.message}</p>}
      </div>
    </form>
  );
}
