import { useCallback, useEffect, useRef, useState } from 'react';
import {
  lookupPostalCode,
  type PostalAddress,
  type PostalCodeFailure,
} from '../../api/postal-code';

export type LookupStatus =
  | { readonly kind: 'idle' }
  | { readonly kind: 'looking' }
  | { readonly kind: 'found' }
  | { readonly kind: 'failed'; readonly failure: PostalCodeFailure };

/**
 * Looks addresses up by postal code, one at a time: a new lookup aborts the one before, and an
 * answer is used only if its lookup is still the latest, so a slow answer for a code the user
 * has since changed never lands in the form.
 */
export function useAddressLookup(onFound: (address: PostalAddress) => void) {
  const [status, setStatus] = useState<LookupStatus>({ kind: 'idle' });
  const latest = useRef<AbortController | undefined>(undefined);
  const found = useRef(onFound);
  useEffect(() => {
    found.current = onFound;
  });

  const lookUp = useCallback((digits: string) => {
    latest.current?.abort();
    const controller = new AbortController();
    latest.current = controller;
    setStatus({ kind: 'looking' });
    lookupPostalCode(digits, controller.signal).then((result) => {
      if (latest.current !== controller || controller.signal.aborted) return;
      latest.current = undefined;
      if (result.ok) {
        setStatus({ kind: 'found' });
        found.current(result.address);
      } else {
        setStatus({ kind: 'failed', failure: result.failure });
      }
    });
  }, []);

  const cancel = useCallback(() => {
    latest.current?.abort();
    latest.current = undefined;
    setStatus({ kind: 'idle' });
  }, []);

  useEffect(() => () => latest.current?.abort(), []);

  return { status, lookUp, cancel };
}
