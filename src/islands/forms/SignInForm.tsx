import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { createApiClient } from '../../api/client';
import { safeSitePath } from '../../domain/safe-redirect';
import { signInRequestSchema, signInVerifySchema } from '../../domain/schemas/lead';
import { $sessionUser } from '../../stores/session-user';
import { syncWatchlist } from '../site/watchlist-sync';
import './forms.css';

/** Only same-site pages are followed after sign-in (parsed as the browser will), so ?redirect= cannot leave the site. */
export function safeRedirect(value: string | null, fallback = '/'): string {
  return safeSitePath(value, window.location.origin, fallback);
}

/** Sign-in by phone: ask for a one-time code, then enter it; the user is stored and the visitor sent back. */
// eslint-disable-next-line max-lines-per-function -- its two steps (phone, code) share the phone, the pending request and the resend countdown
export default function SignInForm({ apiBaseUrl, navigate }: { apiBaseUrl: string; navigate?: (url: string) => void }) {
  const id = useId().replace(/:/g, '');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [stage, setStage] = useState<'phone' | 'code'>('phone');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const client = createApiClient({ baseUrl: apiBaseUrl });
  // ?back= is the way back if the visitor does not sign in (spec: /sign-in?redirect={path}&back={path}).
  const [back, setBack] = useState<string | null>(null);
  useEffect(() => {
    setBack(safeSitePath(new URLSearchParams(window.location.search).get('back'), window.location.origin, null));
  }, []);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busyRef.current) return;
    const check = stage === 'phone' ? signInRequestSchema.safeParse({ phone_number: phone }) : signInVerifySchema.safeParse({ phone_number: phone, code });
    if (!check.success) {
      setError(check.error.issues[0]?.message ?? 'Please check the number and code.');
      return;
    }
    busyRef.current = true;
    setBusy(true);
    setError(null);
    try {
      if (stage === 'phone') {
        const r = await client.requestSignInCode(phone);
        if (r.success) setStage('code');
        else setError(r.error ?? 'An unexpected error occured');
      } else {
        const r = await client.verifySignInCode(phone, code);
        if (!r.success) {
          setError(r.error ?? 'An unexpected error occured');
          return;
        }
        // The session token goes with every watchlist call (the API refuses watchlist calls without it).
        const signedInPhone = phone.replace(/\D/g, '');
        $sessionUser.set({ signedIn: true, phone: signedInPhone, token: r.token ?? null });
        // The watchlist saved on other devices is read back (and this browser's saved to it) before the next page.
        await syncWatchlist({ apiBase: apiBaseUrl, phone: signedInPhone, token: r.token ?? null }).catch(() => undefined);
        const q = new URLSearchParams(window.location.search);
        (navigate ?? ((u: string) => window.location.assign(u)))(safeRedirect(q.get('redirect')));
      }
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  const field =
    stage === 'phone' ? (
      <div className="lead-field">
        <label htmlFor={`${id}-phone`}>Mobile number</label>
        <input
          id={`${id}-phone`}
          type="tel"
          autoComplete="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-err` : undefined}
        />
      </div>
    ) : (
      <div className="lead-field">
        <label htmlFor={`${id}-code`}>6-digit code</label>
        <input
          id={`${id}-code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-err` : undefined}
        />
        <p className="lead-field__hint">We sent a code to {phone}.</p>
      </div>
    );
  return (
    <form className="lead-form" noValidate onSubmit={onSubmit} aria-busy={busy}>
      {field}
      {error && (
        <p id={`${id}-err`} className="lead-field__error" role="alert">
          {error}
        </p>
      )}
      <div className="lead-form__actions">
        <button type="submit" className="btn" disabled={busy}>
          {busy && <span className="spinner" aria-hidden="true" />}
          {stage === 'phone' ? 'Send code' : 'Sign in'}
        </button>
        {back && (
          <a className="btn btn--secondary" href={back}>
            Go back
          </a>
        )}
      </div>
    </form>
  );
}
