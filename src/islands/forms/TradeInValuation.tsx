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

/** A labelled text input of the flow (off while a call is out, or before the island runs). */
function TextField({
  label,
  value,
  set,
  off,
  extra = {},
}: {
  label: string;
  value: string;
  set: (v: string) => void;
  off: boolean;
  extra?: Record<string, unknown>;
}) {
  return (
    <label className="lead-field">
      {label}
      <input value={value} onChange={(e) => set(e.target.value)} disabled={off} {...extra} />
    </label>
  );
}

function SubmitRow({ label, off }: { label: string; off: boolean }) {
  return (
    <div className="lead-form__actions">
      <button className="btn" type="submit" disabled={off}>
        {label}
      </button>
    </div>
  );
}

type Rego = { rego: string; regoState: string };

/** Step 1: the rego and its state. */
function RegoStep({ rego, setRego, off, onSubmit }: { rego: Rego; setRego: (r: Rego) => void; off: boolean; onSubmit: (e: FormEvent) => void }) {
  return (
    <form className="lead-form" noValidate onSubmit={onSubmit}>
      <TextField
        label="Registration (rego)"
        value={rego.rego}
        set={(v) => setRego({ ...rego, rego: v })}
        off={off}
        extra={{ maxLength: 12, autoComplete: 'off' }}
      />
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
      <SubmitRow label="Look up my car" off={off} />
    </form>
  );
}

/** Step 2: the adjustment answers (make, model, year, kilometres, condition). */
function CarStep({
  answers,
  setAnswers,
  off,
  onSubmit,
}: {
  answers: Answers;
  setAnswers: (a: Answers) => void;
  off: boolean;
  onSubmit: (e: FormEvent) => void;
}) {
  return (
    <form className="lead-form" noValidate onSubmit={onSubmit}>
      <TextField label="Make" value={answers.make} set={(v) => setAnswers({ ...answers, make: v })} off={off} />
      <TextField label="Model" value={answers.model} set={(v) => setAnswers({ ...answers, model: v })} off={off} />
      <TextField label="Year" value={answers.year} set={(v) => setAnswers({ ...answers, year: v })} off={off} extra={{ inputMode: 'numeric', maxLength: 4 }} />
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
      <SubmitRow label="Get my valuation" off={off} />
    </form>
  );
}

type Contact = { name: string; email: string; phone: string };

/** The contact inputs that accept the offer, named as the lead sends them, with the browser's autofill hints. */
const CONTACT_INPUTS = [
  { key: 'name', label: 'Name', extra: { name: 'name', autoComplete: 'name' } },
  { key: 'email', label: 'Email', extra: { name: 'email', type: 'email', autoComplete: 'email' } },
  { key: 'phone', label: 'Phone', extra: { name: 'phone', type: 'tel', autoComplete: 'tel' } },
] as const;

/** Step 3: the offer, how it was worked out, and the contact details that accept it. */
function OfferStep(props: {
  valuation: Valuation;
  contact: Contact;
  setContact: (c: Contact) => void;
  off: boolean;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
}) {
  const { valuation, contact, setContact, off } = props;
  return (
    <form className="lead-form" noValidate onSubmit={props.onSubmit}>
      <p className="lead-notice" role="status">
        <strong>Our offer: {formatMoney(valuation.offer)}</strong> (range {formatMoney(valuation.offer)} to {formatMoney(valuation.high)})
      </p>
      <p className="lead-form__disclaimer">
        Worked out from {valuation.comparables} comparable listing{valuation.comparables === 1 ? '' : 's'} in our current market data, adjusted for year,
        kilometres and condition, less our reconditioning and resale margin. A guide until our buyers inspect the car.
      </p>
      {CONTACT_INPUTS.map(({ key, label, extra }) => (
        <TextField key={key} label={label} value={contact[key]} set={(v) => setContact({ ...contact, [key]: v })} off={off} extra={extra} />
      ))}
      <SubmitRow label="Accept offer" off={off} />
    </form>
  );
}

/** One call of the flow at a time: `busy` while it runs, its error (a sentence for the shopper) shown after. */
function useOneCallAtATime() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
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
  return { error, busy, run };
}

/** The first wrong contact field focused, and every problem in one sentence (no second round of errors). */
function contactProblems(contact: Contact, form: HTMLFormElement): string | null {
  const c = contactFieldsSchema.safeParse(contact);
  if (c.success) return null;
  const first = c.error.issues[0]?.path[0];
  const field = typeof first === 'string' ? form.elements.namedItem(first) : null;
  if (field instanceof HTMLElement) field.focus();
  const perField = new Map<unknown, string>();
  for (const i of c.error.issues) if (!perField.has(i.path[0])) perField.set(i.path[0], i.message);
  return [...perField.values()].join(' ');
}

export default function TradeInValuation({ site }: { site: LeadSite }) {
  const car = useQueryCar(null);
  const [step, setStep] = useState<Step>('rego');
  const [rego, setRego] = useState<Rego>({ rego: '', regoState: '' });
  const [answers, setAnswers] = useState<Answers>({ make: '', model: '', year: '', km: '', condition: 'good' });
  const [contact, setContact] = useState<Contact>({ name: '', email: '', phone: '' });
  const [leadId, setLeadId] = useState<string | null>(null);
  const [valuation, setValuation] = useState<Valuation | null>(null);
  const { error, busy, run } = useOneCallAtATime();
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
      const problems = contactProblems(contact, e.currentTarget);
      if (problems) throw new Error(problems);
      const c = contactFieldsSchema.parse(contact);
      await send('offer_accepted', { ...c, lead_id: leadId, form_completed: true, offer_accepted: true }, OFFER_ACCEPTED_SUBCATEGORY);
      $successCategory.set('Trade-In valuation');
      window.location.assign('/success');
    });

  return (
    <div className="lead-form trade-valuation">
      <p className="lead-form__progress">Step {step === 'rego' ? 1 : step === 'car' ? 2 : 3} of 3</p>
      {step === 'rego' && <RegoStep rego={rego} setRego={setRego} off={off} onSubmit={onRego} />}
      {step === 'car' && <CarStep answers={answers} setAnswers={setAnswers} off={off} onSubmit={onCar} />}
      {step === 'offer' && valuation && <OfferStep valuation={valuation} contact={contact} setContact={setContact} off={off} onSubmit={onAccept} />}
      {error && (
        <p className="lead-form__alert lead-form__alert--destructive" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
