import { useStore } from '@nanostores/react';
import { gatedSignInUrl, isSignedIn } from '../../domain/gated-routes';
import { $sessionUser } from '../../stores/session-user';
import { useMounted } from '../vehicle/use-mounted';
import FinanceEnquiryForm, { type FinanceEnquiryFormProps } from './FinanceEnquiryForm';

/**
 * The finance form of a gated page (personalised finance): the static HTML holds a sign-in link, never the form,
 * so without JavaScript the page cannot be used signed out (a form in the HTML would post without signing in).
 * Once the island runs it shows the form to a signed-in shopper (the page's gate guard sends anyone else to
 * sign-in before the page paints).
 */
export default function GatedFinanceForm({ path, ...props }: FinanceEnquiryFormProps & { path: string }) {
  const mounted = useMounted();
  const user = useStore($sessionUser);
  if (mounted && isSignedIn(user)) return <FinanceEnquiryForm {...props} />;
  return (
    <p className="gate-note" role="note">
      This form is for signed-in customers.{' '}
      <a className="btn" href={gatedSignInUrl(path)}>
        Sign in
      </a>
    </p>
  );
}
