import { useEffect, useState, type FormEvent } from 'react';
import { buildLeadPayload, type LeadSite } from '../../api/lead-payload';
import { newIdempotencyKey } from '../../api/idempotency';
import { formatMoney } from '../../domain/pricing';
import { contactFieldsSchema, OFFER_ACCEPTED_SUBCATEGORY } from '../../domain/schemas/lead';
import { isLastValuationStep, TRADE_IN_CONDITIONS, type Valuation, type ValuationStep } from '../../domain/trade-in-valuation';
import { browserStorage, siteKey, writeJson } from '../../api/storage';
import { $successCategory } from '../../stores/success-category';
import { useQueryCar } from './lead-car';
import { FormattedNumberInput } from './FormattedNumberInput';
import { leadRuntime, pageContext } from './runtime';
import './forms.css';

/*
 * The spec's trade-in valuation calls, in order: rego lookup (rego, regoState) -> adjustment answers
 * (id, adjustmentAnswers) -> the valuation, saved with POST /api/miscellaneous (column_name 'valuation') and kept
 * locally as TradeInValuation -> offer accepted (lead_id, form_completed, offer_accepted, '3. Offer Accepted').
 */
const STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'];
type Step = 'rego' | 'car' | 'offer';
type Answers = { make: string; model: string; year: string; km: string; condition: keyof typeof TRADE_IN_CONDITIONS };

export default function TradeInValuation({ site }: { site: LeadSite }) {
  const car = useQueryCar(null);
  const [step, setStep] = useState<Step>('rego');
  const [rego, setRego] = useState({ rego: '', regoState: '' });
  const [answers, setAnswers] = useState<Answers>({ make: '', model: '', year: '', km: '', condition: 'good' });
  const [contact, setContact] = useState({ name: '', email: '', phone: '' });
  const [leadId, setLeadId] = useState<string | null>(null);
  const [valuation, setValuation] = useState<Valuation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The valuation needs the API's answers on the page: until the island runs, its controls are off (without
  // JavaScript they stay off and the page's trade-in form, which posts without it, takes the lead).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const off = busy || !ready;

  const send = async (form: ValuationStep, fields: Record<string, unknown>, subcategory: string) => {
    const rt = leadRuntime(site);
    const userData = buildLeadPayload({ form, site, car, fields, page: pageContext(site.slug, 'trade-in-valuation'), category: 'Trade-In', subcategory });
    const r = await rt.client.submitLead(userData, newIdempotencyKey(), isLastValuationStep(form));
    if (!r.ok)
      throw new Error(
        r.retry ? "We couldn't reach the dealership just now. Please try again." : 'Some of your details were not accepted. Please check them and try again.',
      );
    return r.lead_id;
  };
  const run = async (e: FormEvent, work: () => Promise<void>) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const onRego = (e: FormEvent) =>
    run(e, async () => {
      if (!/^[A-Za-z0-9 ]{1,12}$/.test(rego.rego.trim()) || !rego.regoState) throw new Error('Please enter your rego and choose its state.');
      setLeadId(await send('rego_lookup', { rego: rego.rego.trim().toUpperCase(), regoState: rego.regoState }, '1. Rego Lookup'));
      setStep('car');
    });
  const onCar = (e: FormEvent) =>
    run(e, async () => {
      if (!answers.make.trim() || !answers.model.trim() || !/^\d{4}$/.test(answers.year) || !/^\d[\d,\s]*$/.test(answers.km))
        throw new Error('Please tell us the make, model, year (4 digits) and kilometres.');
      await send(
        'valuation_adjustments',
        { id: leadId, adjustmentAnswers: { ...answers, km: Number(answers.km.replace(/\D/g, '')) } },
        '2. Valuation Adjustments',
      );
      const r = await leadRuntime(site).client.valuation(answers);
      if (!r.ok) throw new Error(r.error ?? "We couldn't work out a valuation just now: leave your details below and our buyers will call you.");
      const body = r.valuation;
      setValuation(body);
      // Spec: saved with column_name 'valuation'; the outcome is only logged ('Failed to save valuation data').
      void leadRuntime(site).client.miscellaneous({ column_name: 'valuation', lead_id: leadId, ...rego, adjustmentAnswers: answers, valuation: body });
      // Storage full or off: the offer still stands.
      writeJson(browserStorage(), siteKey(site.slug, 'TradeInValuation'), { lead_id: leadId, ...rego, answers, valuation: body, at: new Date().toISOString() });
      setStep('offer');
    });
  const onAccept = (e: FormEvent<HTMLFormElement>) =>
    run(e, async () => {
      const c = contactFieldsSchema.safeParse(contact);
      if (!c.success) {
        // Every problem at once, and the first wrong field focused (no second round of errors).
        const first = c.error.issues[0]?.path[0];
        const field = typeof first === 'string' ? e.currentTarget.elements.namedItem(first) : null;
        if (field instanceof HTMLElement) field.focus();
        const perField = new Map<unknown, string>();
        for (const i of c.error.issues) if (!perField.has(i.path[0])) perField.set(i.path[0], i.message);
        throw new Error([...perField.values()].join(' '));
      }
      await send('offer_accepted', { ...c.data, lead_id: leadId, form_completed: true, offer_accepted: true }, OFFER_ACCEPTED_SUBCATEGORY);
      $successCategory.set('Trade-In valuation');
      window.location.assign('/success');
    });

  const input = (label: string, value: string, set: (v: string) => void, extra: Record<string, unknown> = {}) => (
    <label className="lead-field">
      {label}
      <input value={value} onChange={(e) => set(e.target.value)} disabled={off} {...extra} />
    </label>
  );
  return (
    <div className="lead-form trade-valuation">
      <p className="lead-form__progress">Step {step === 'rego' ? 1 : step === 'car' ? 2 : 3} of 3</p>
      {step === 'rego' && (
        <form className="lead-form" noValidate onSubmit={onRego}>
          {input('Registration (rego)', rego.rego, (v) => setRego({ ...rego, rego: v }), { maxLength: 12, autoComplete: 'off' })}
          <label className="lead-field">
            State
            <select value={rego.regoState} onChange={(e) => setRego({ ...rego, regoState: e.target.value })} disabled={off}>
              <option value="">Please select</option>
              {STATES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          </label>
          <div className="lead-form__actions">
            <button className="btn" type="submit" disabled={off}>
              Look up my car
            </button>
          </div>
        </form>
      )}
      {step === 'car' && (
        <form className="lead-form" noValidate onSubmit={onCar}>
          {input('Make', answers.make, (v) => setAnswers({ ...answers, make: v }))}
          {input('Model', answers.model, (v) => setAnswers({ ...answers, model: v }))}
          {input('Year', answers.year, (v) => setAnswers({ ...answers, year: v }), { inputMode: 'numeric', maxLength: 4 })}
          {/* Spec km input: '80,000 kms' as typed; answers.km keeps the digits. */}
          <label className="lead-field">
            Kilometres
            <FormattedNumberInput
              kind="km"
              value={answers.km === '' ? null : Number(answers.km)}
              onValue={(v) => setAnswers({ ...answers, km: v === null ? '' : String(v) })}
              disabled={off}
            />
          </label>
          <label className="lead-field">
            Condition
            <select value={answers.condition} onChange={(e) => setAnswers({ ...answers, condition: e.target.value as Answers['condition'] })} disabled={off}>
              {Object.keys(TRADE_IN_CONDITIONS).map((c) => (
                <option key={c} value={c}>
                  {c.charAt(0).toUpperCase() + c.slice(1)}
                </option>
              ))}
            </select>
          </label>
          <div className="lead-form__actions">
            <button className="btn" type="submit" disabled={off}>
              Get my valuation
            </button>
          </div>
        </form>
      )}
      {step === 'offer' && valuation && (
        <form className="lead-form" noValidate onSubmit={onAccept}>
          <p className="lead-notice" role="status">
            <strong>Our offer: {formatMoney(valuation.offer)}</strong> (range {formatMoney(valuation.offer)} to {formatMoney(valuation.high)})
          </p>
          <p className="lead-form__disclaimer">
            Worked out from {valuation.comparables} comparable listing{valuation.comparables === 1 ? '' : 's'} in our current market data, adjusted for year,
            kilometres and condition, less our reconditioning and resale margin. A guide until our buyers inspect the car.
          </p>
          {input('Name', contact.name, (v) => setContact({ ...contact, name: v }), { name: 'name', autoComplete: 'name' })}
          {input('Email', contact.email, (v) => setContact({ ...contact, email: v }), { name: 'email', type: 'email', autoComplete: 'email' })}
          {input('Phone', contact.phone, (v) => setContact({ ...contact, phone: v }), { name: 'phone', type: 'tel', autoComplete: 'tel' })}
          <div className="lead-form__actions">
            <button className="btn" type="submit" disabled={off}>
              Accept offer
            </button>
          </div>
        </form>
      )}
      {error && (
        <p className="lead-form__alert lead-form__alert--destructive" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
