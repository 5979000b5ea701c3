import { useHydrated } from '../../hooks/use-hydrated';
import { useRawSearch } from '../../hooks/use-raw-search';

/** What the address asks of the sign-in page. */
export interface SignInQuery {
  /** The form was sent before the script ran, and the host sent it back (`loading=1`). */
  readonly resentBeforeScript: boolean;
  readonly passwordChanged: boolean;
  readonly sessionEnded: boolean;
  /** Where to go after signing in, as given: validated only when it is followed. */
  readonly redirect: string | null;
  /** A company sign-in came back: its account waits to be linked (`federation=link`). */
  readonly companyLink: boolean;
}

export function useSignInQuery(): SignInQuery {
  const search = useRawSearch();
  const hydrated = useHydrated();
  // The prerendered page was built without a query: the notices it selects (session ended,
  // password changed) appear once hydrated, or hydration would not match the markup.
  const params = new URLSearchParams(hydrated ? search : '');
  return {
    resentBeforeScript: params.has('loading'),
    passwordChanged: params.get('reset') === '1',
    sessionEnded: params.get('ended') === '1',
    redirect: params.get('redirect'),
    companyLink: params.get('federation') === 'link',
  };
}
