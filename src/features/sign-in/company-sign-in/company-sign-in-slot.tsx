import { type ComponentType, useEffect, useState } from 'react';
import { LiveMessage } from '../../../components/live-message';
import { getCompanyProviders } from '../../../config/company-providers';
import { useRawSearch } from '../../../hooks/use-raw-search';
import { CompanyOffer } from './company-offer';
import type { CompanyPartProps } from './company-sign-in-part';

type Part = ComponentType<CompanyPartProps>;

let loaded: Part | undefined;
let loading: Promise<Part> | undefined;
/** The company part's code (company-sign-in-part.tsx), asked for once; again after a failure. */
function loadPart(): Promise<Part> {
  loading ??= import('./company-sign-in-part').then(
    (code) => {
      loaded = code.CompanyPart;
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Where the sign-in page offers company sign-in, if the deployment offers any. In the form,
 * under the email (`required`): where the email's brokerage requires its own provider, a
 * message says so, with that provider's button, in place of the password (the page hides the
 * password and its button); its region is always there, so a screen reader hears why the
 * password went. Below the form (`offer`): every provider the deployment offers. Above it
 * (`notice`): how a company sign-in came back.
 *
 * The buttons as prerendered (company-offer.tsx) work by themselves: the part's code comes once
 * something on the page may be for it to carry or to say (an email typed, "keep me signed in",
 * a query in the address), and then takes their place. Code that cannot
 * come leaves them as they are.
 */
export function CompanySlot(props: CompanyPartProps) {
  const [Part, setPart] = useState<Part | undefined>(() => loaded);
  // Anything in the address may be for it: a return target, a company sign-in's return.
  const wanted = useRawSearch() !== '' || !!props.email || props.rememberMe || !!props.required;
  useEffect(() => {
    if (wanted && !Part) {
      loadPart().then(
        (code) => setPart(() => code),
        () => {},
      );
    }
  }, [wanted, Part]);
  if (getCompanyProviders().length === 0) return null;
  if (props.place === 'required') {
    return <LiveMessage tone="info">{Part && props.required && <Part {...props} />}</LiveMessage>;
  }
  if (!Part) return props.place === 'offer' ? <CompanyOffer /> : null;
  return props.place === 'offer' && props.required ? null : <Part {...props} />;
}
