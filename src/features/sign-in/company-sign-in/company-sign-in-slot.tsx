import { type FormEvent, lazy, Suspense } from 'react';
import { LiveMessage } from '../../../components/live-message';
import type { CompanyPartProps } from './company-sign-in-part';

type Part = typeof import('./company-sign-in-part');

let loaded: Part | undefined;
/** The buttons' code; for the build's prerender step too, so the page it writes has them. */
export const preloadCompanyButtons = () =>
  import('./company-sign-in-part').then((part) => {
    loaded = part;
    return { default: part.CompanyPart };
  });

/**
 * The company part (company-sign-in-part.tsx), lazy: rendered at once when its code is here (as
 * in the prerender), else once it comes. A prerendered part whose code has not come yet is left
 * as the server rendered it (React keeps a suspended boundary's HTML while it hydrates the
 * rest), and its links work without it; code that cannot come leaves it so, rather than fail
 * the page.
 */
const CompanyPart = lazy(() => {
  const part = loaded && { default: loaded.CompanyPart };
  // A thenable that answers at once: React.lazy then renders without suspending.
  // biome-ignore lint/suspicious/noThenProperty: a thenable is what React.lazy expects.
  if (part) return { then: (resolve: (value: typeof part) => void) => resolve(part) } as never;
  return preloadCompanyButtons().catch(() => new Promise<never>(() => {}));
});

/**
 * In the form, under the email (`required`): where the email's brokerage requires its own
 * provider, a message says so, with that provider's button, in place of the password (the page
 * hides the password and its button); its region is always there, so a screen reader hears
 * why the password went. Below the form (`offer`): every provider the deployment offers.
 */
export function CompanySlot(props: CompanyPartProps) {
  const { offered, required } = props.company;
  const part = (
    <Suspense fallback={null}>
      <CompanyPart {...props} />
    </Suspense>
  );
  // A deployment that offers none asks nothing, and has nothing to say.
  if (offered.length === 0) return null;
  if (props.place === 'offer') return required ? null : part;
  return <LiveMessage tone="info">{required && part}</LiveMessage>;
}

/**
 * The form sent with Enter while its brokerage's provider is required: that provider's sign-in
 * starts, as its button would (a password would only be refused).
 */
export function followRequired(event: FormEvent<HTMLFormElement>) {
  event.preventDefault();
  event.currentTarget.querySelector<HTMLAnchorElement>('.company-required a')?.click();
}
