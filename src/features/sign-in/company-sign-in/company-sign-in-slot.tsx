import { type FormEvent, lazy, Suspense } from 'react';
import { LiveMessage } from '../../../components/live-message';
import { offersCompanySignIn } from '../../../config/config';
import type { CompanyPartProps } from './company-sign-in-part';

/**
 * The company part (company-sign-in-part.tsx), lazy. A prerendered part whose code has not come
 * yet is left as the build rendered it (React keeps a suspended boundary's HTML while it
 * hydrates the rest of the page), and its links work without it; code that cannot come leaves
 * it so, rather than fail the page. The build's prerender renders the page until it has come
 * (prerender.tsx).
 */
const CompanyPart = lazy(() =>
  import('./company-sign-in-part').then(
    (part) => ({ default: part.CompanyPart }),
    () => new Promise<never>(() => {}),
  ),
);

/**
 * Where the sign-in page offers company sign-in, if the deployment offers any. In the form,
 * under the email (`required`): where the email's brokerage requires its own provider, a
 * message says so, with that provider's button, in place of the password (the page hides the
 * password and its button); its region is always there, so a screen reader hears why the
 * password went. Below the form (`offer`): every provider the deployment offers. Above it
 * (`notice`): how a company sign-in came back.
 */
export function CompanySlot(props: CompanyPartProps) {
  if (!offersCompanySignIn()) return null;
  const part = (
    <Suspense fallback={null}>
      <CompanyPart {...props} />
    </Suspense>
  );
  if (props.place === 'required')
    return <LiveMessage tone="info">{props.required && part}</LiveMessage>;
  return props.place === 'offer' && props.required ? null : part;
}

/**
 * The form sent with Enter while its brokerage's provider is required: that provider's sign-in
 * starts, as its button would (a password would only be refused).
 */
export function followRequired(event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
  event.currentTarget.querySelector<HTMLAnchorElement>('.company-required a')?.click();
}
