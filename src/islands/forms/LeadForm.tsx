import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { z } from 'zod';
import { startLeadRetry } from '../../api/lead-outbox';
import { buildLeadPayload, type LeadCar, type LeadSite } from '../../api/lead-payload';
import { newIdempotencyKey } from '../../api/idempotency';
import type { LeadFormKind } from '../../domain/schemas/lead';
import { alertShopper } from '../../lib/alert';
import { carItem, track } from '../../lib/analytics';
import { $contactDetails, rememberContactDetails } from '../../stores/contact-details';
import { $successCategory } from '../../stores/success-category';
import { Field, type FieldDef, type FieldValue } from './fields';
import { leadRuntime, pageContext } from './runtime';
import { queuedNotice } from '../../api/kept-lead-messages';
import { SUBMIT_FAILED, submitOrKeep } from './submit-lead';
import { hiddenLeadFields, leadFormAction } from '../../api/lead-form-post';
import { valuesTypedBeforeHydration } from './typed-before-hydration';

export interface LeadStep {
  title?: string;
  fields: FieldDef[];
}

export interface LeadFormProps {
  site: LeadSite;
  car?: LeadCar | null;
  form: LeadFormKind;
  /** One step, or several for the multi-step flow (non-final steps only advance; the last submits). */
  steps: LeadStep[];
  schema: z.ZodType;
  initial?: Record<string, FieldValue>;
  category?: string;
  subcategory?: string;
  /** Analytics form event id (14, 15, 17, 48) sent when the lead is accepted. */
  formEventId?: number;
  source: string;
  submitLabel?: string;
  /** Extra payload fields the shopper does not type (page_id, hidden car id...). */
  extra?: Record<string, unknown>;
  /** Where an accepted lead goes (spec: /success); '{lead_id}' in it is replaced by the stored lead's id. */
  successPath?: string;
  navigate?: (url: string) => void;
  /** Told of every change (the test-drive dialog loads free times for the chosen day). */
  onValuesChange?: (values: Record<string, FieldValue>) => void;
}

type Status = 'idle' | 'submitting' | 'queued' | 'error';

function errorsByField(schema: z.ZodType, values: Record<string, unknown>): Record<string, string> {
  const r = schema.safeParse(values);
  if (r.success) return {};
  const out: Record<string, string> = {};
  for (const issue of r.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !(key in out)) out[key] = issue.message;
  }
  return out;
}

/**
 * The form's values: the dealer's opt-in default and the given prefill, what was typed before hydration, saved
 * contact details, and later prefills (a car looked up after load) written only into fields the shopper left alone.
 * `change` records a shopper's edit and clears that field's error.
 */
function useLeadValues(props: LeadFormProps, allFields: FieldDef[], formRef: RefObject<HTMLFormElement | null>) {
  const { site } = props;
  // The "Email me…" opt-in starts as the dealer set it (ticked, as the spec says, unless the law wants consent given).
  const optIn: Record<string, FieldValue> = allFields.some((f) => f.name === 'opt_in') ? { opt_in: site.optInTicked ?? true } : {};
  const initial: Record<string, FieldValue> = { ...optIn, ...props.initial };
  const [values, setValues] = useState<Record<string, FieldValue>>(() => ({ ...initial }));
  // The fields the shopper has filled in (typed before or after hydration): a later prefill never writes over them.
  const touched = useRef(new Set<string>());
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Without JavaScript the browser checks required fields itself; once hydrated the form shows its own messages.
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    setHydrated(true);
    // What was typed before React arrived stays (this first re-render would otherwise write the initial values back).
    const typed = formRef.current ? valuesTypedBeforeHydration(formRef.current, allFields, values) : {};
    for (const name of Object.keys(typed)) touched.current.add(name);
    // Saved contact details prefill the next form (only saved when name, email and phone were all given).
    const saved = $contactDetails.get();
    if (saved || Object.keys(typed).length) {
      setValues((v) => {
        const next = { ...v, ...typed };
        if (saved) for (const k of ['name', 'email', 'phone'] as const) if (allFields.some((f) => f.name === k) && !next[k]) next[k] = saved[k];
        return next;
      });
    }
    // Every form on the page also retries leads kept from earlier visits.
    return startLeadRetry(leadRuntime(site).outbox);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onValuesChange = props.onValuesChange;
  useEffect(() => {
    onValuesChange?.(values);
  }, [values, onValuesChange]);

  /*
   * Prefills that arrive after the form is on screen (the car a link names, looked up after load; a budget read from
   * the address) fill the fields the shopper has not filled in. Remounting the form for them, as it once was, emptied
   * what the shopper had typed and sent a multi-step form back to its first step.
   */
  const initialKey = JSON.stringify(initial);
  const shownInitial = useRef(initialKey);
  useEffect(() => {
    if (initialKey === shownInitial.current) return;
    shownInitial.current = initialKey;
    setValues((v) => {
      const next = { ...v };
      for (const [name, value] of Object.entries(initial)) if (!touched.current.has(name)) next[name] = value;
      return next;
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the prefill's content, not each render's new object
  }, [initialKey]);

  const change = (name: string, value: FieldValue) => {
    touched.current.add(name);
    setValues((v) => ({ ...v, [name]: value }));
    // Inline validation: an error clears as soon as the field is fixed.
    if (errors[name])
      setErrors((e) => {
        const next = { ...e };
        delete next[name];
        return next;
      });
  };
  return { values, errors, setErrors, change, hydrated };
}

/**
 * Sending the lead once the last step is valid: through the outbox (kept and retried when the API cannot be reached),
 * one idempotency key per lead, then to the success page; a refusal shows the API's words.
 */
function useLeadSubmit(props: LeadFormProps, values: Record<string, FieldValue>) {
  const { site, car, form, schema } = props;
  const [status, setStatus] = useState<Status>('idle');
  const [serverError, setServerError] = useState<string | null>(null);
  // A ref, not state: two clicks in the same tick both see state 'idle', but not this.
  const busy = useRef(false);
  const keyRef = useRef<string | null>(null);

  async function send() {
    busy.current = true;
    setStatus('submitting');
    setServerError(null);
    const parsed = schema.parse(values) as Record<string, unknown>;
    const userData = buildLeadPayload({
      form,
      site,
      car,
      fields: { ...parsed, ...props.extra },
      page: pageContext(site.slug, props.source),
      category: props.category,
      subcategory: props.subcategory,
      formEventId: props.formEventId,
    });
    keyRef.current ??= newIdempotencyKey();
    const outcome = await submitOrKeep(leadRuntime(site), userData, keyRef.current);
    if (outcome.kind === 'sent') {
      track(props.formEventId ?? form, {
        lead_id: outcome.lead_id,
        category: userData.category,
        subcategory: userData.subcategory,
        car_id: userData.car_id ?? null,
        ...(car ? { item: carItem(car) } : {}),
      });
      $successCategory.set(userData.category);
      rememberContactDetails(values as Record<string, string>);
      // A hand-over address (reserve -> payment processor) may name the stored lead: {lead_id}.
      const next = (props.successPath ?? '/success').replace('{lead_id}', encodeURIComponent(outcome.lead_id));
      (props.navigate ?? ((url: string) => window.location.assign(url)))(next);
      return; // stay 'submitting' (button disabled) while the browser leaves
    }
    busy.current = false;
    if (outcome.kind === 'queued') {
      rememberContactDetails(values as Record<string, string>);
      keyRef.current = null;
      setStatus('queued');
      return;
    }
    if (!outcome.keepKey) keyRef.current = null;
    // Error catalogue: a browser alert, then the destructive alert on the page with the server's message.
    alertShopper(SUBMIT_FAILED);
    setServerError(outcome.error || SUBMIT_FAILED);
    setStatus('error');
  }
  /** Whether a submit may start now (not already sending, not already kept). */
  const ready = () => !busy.current && status !== 'queued';
  return { status, serverError, send, ready };
}

export function LeadForm(props: LeadFormProps) {
  const { site, car, form, steps, schema } = props;
  const formId = useId().replace(/:/g, '');
  const allFields = steps.flatMap((s) => s.fields);
  const formRef = useRef<HTMLFormElement>(null);
  const { values, errors, setErrors, change, hydrated } = useLeadValues(props, allFields, formRef);
  const { status, serverError, send, ready } = useLeadSubmit(props, values);
  const [step, setStep] = useState(0);
  const isLast = step === steps.length - 1;
  // The fields of the step shown (none if the form was given no steps).
  const stepFields = steps[step]?.fields ?? [];

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!ready()) return;
    const all = errorsByField(schema, values);
    const here = Object.fromEntries(Object.entries(all).filter(([k]) => stepFields.some((f) => f.name === k)));
    if (Object.keys(here).length) {
      setErrors(here);
      const first = stepFields.find((f) => here[f.name]);
      if (first) document.getElementById(`${formId}-${first.name}`)?.focus();
      return;
    }
    if (!isLast) {
      setErrors({});
      setStep(step + 1);
      return;
    }
    if (Object.keys(all).length) {
      setErrors(all);
      return;
    }
    await send();
  }

  /*
   * Kept for retry, but not sent: the shopper gets the error catalogue's alert (its role and words, as any failed
   * submit), and the sentence that the lead is kept and will be sent, so it is neither typed again nor thought lost.
   */
  if (status === 'queued') {
    return (
      <div className="lead-form__alert lead-form__alert--destructive" role="alert">
        <strong>{SUBMIT_FAILED}</strong> {queuedNotice(form)}
      </div>
    );
  }

  const current = steps[step];
  const submitting = status === 'submitting';
  // Hidden inputs: what the island adds to the typed fields, so a post without JavaScript makes the same lead.
  const hidden = hiddenLeadFields({
    form,
    site,
    car,
    shown: allFields.map((f) => f.name),
    source: props.source,
    category: props.category,
    subcategory: props.subcategory,
    formEventId: props.formEventId,
    extra: props.extra,
  });
  return (
    <form
      ref={formRef}
      className="lead-form"
      method="post"
      action={leadFormAction(site.apiBaseUrl)}
      noValidate={hydrated}
      onSubmit={onSubmit}
      aria-busy={submitting}
      aria-describedby={serverError ? `${formId}-server` : undefined}
    >
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {steps.length > 1 && <p className="lead-form__progress">{`Step ${step + 1} of ${steps.length}${current?.title ? `: ${current.title}` : ''}`}</p>}
      {stepFields.map((f) => (
        <Field key={f.name} formId={formId} field={f} value={values[f.name]} error={errors[f.name]} disabled={submitting} onChange={change} />
      ))}
      {serverError && (
        <div id={`${formId}-server`} className="lead-form__alert lead-form__alert--destructive" role="alert">
          <strong>{SUBMIT_FAILED}</strong> {serverError !== SUBMIT_FAILED && serverError}
        </div>
      )}
      <StepActions back={step > 0 ? () => setStep(step - 1) : null} submitting={submitting} label={isLast ? (props.submitLabel ?? 'Submit') : 'Next'} />
    </form>
  );
}

/** Back (after the first step) and the step's submit button, which says it is sending while it is. */
function StepActions({ back, submitting, label }: { back: (() => void) | null; submitting: boolean; label: string }) {
  return (
    <div className="lead-form__actions">
      {back && (
        <button type="button" className="btn btn--secondary" disabled={submitting} onClick={back}>
          Back
        </button>
      )}
      <button type="submit" className="btn" disabled={submitting}>
        {submitting && <span className="spinner" aria-hidden="true" />}
        {submitting ? 'Sending…' : label}
      </button>
    </div>
  );
}
