import {
  type FormEvent,
  lazy,
  type ReactElement,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react';
import { LiveMessage } from '../../../components/live-message';
import { offersCompanySignIn } from '../../../config/config';
import { useHydrated } from '../../../hooks/use-hydrated';
import { useSignInQuery } from '../use-sign-in-query';
import type { CompanyPartProps } from './company-sign-in-part';

/**
 * The company part (company-sign-in-part.tsx), lazy, and asked for only once it is wanted
 * (`wantCompanyButtons`). A prerendered part whose code has not come is left as the build
 * rendered it (React keeps a suspended boundary's HTML while it hydrates the rest of the page),
 * and its links work without it; code that cannot come leaves it so, rather than fail the page.
 * The build's prerender wants it at once, and renders the page until it has come (prerender.tsx).
 */
let wanted = () => {};
const codeWanted = new Promise<void>((resolve) => {
  wanted = resolve;
});
/** Asks for the buttons' code. */
export const wantCompanyButtons = () => wanted();

let loaded = false;
const loadPart = () =>
  codeWanted
    .then(() => import('./company-sign-in-part'))
    .then((part) => {
      loaded = true;
      return part;
    });
const CompanyPart = lazy(() =>
  loadPart().then(
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
  // Until its code is here, the part stays the element it was hydrated with: React keeps a
  // prerendered boundary whose code has not come as it is only while nothing changes its
  // props, and renders it afresh otherwise, without its buttons (React's error 421).
  const [, codeCame] = useState(loaded);
  const hydratedWith = useRef<ReactElement>(undefined);
  // The prerendered links work by themselves: their code comes once something on the page is
  // for them to carry or to say (an email typed, "keep me signed in", a return target, a
  // company sign-in's return), and at once where the page was not prerendered.
  const prerendered = useRef(!useHydrated()).current;
  const query = useSignInQuery();
  const wantedNow =
    !prerendered ||
    !!props.email ||
    props.rememberMe ||
    query.redirect !== null ||
    query.companyLink ||
    !!query.companyFailure;
  useEffect(() => {
    if (!wantedNow || loaded) return;
    wanted();
    loadPart().then(
      () => codeCame(true),
      () => {},
    );
  }, [wantedNow]);
  if (!offersCompanySignIn()) return null;
  hydratedWith.current ??= (
    <Suspense fallback={null}>
      <CompanyPart {...props} />
    </Suspense>
  );
  const part = loaded ? (
    <Suspense fallback={null}>
      <CompanyPart {...props} />
    </Suspense>
  ) : (
    hydratedWith.current
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
