import { type ComponentType, type Ref, useCallback, useEffect, useId, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { TransportFailure } from '../api/request-failure';
import { LiveMessage } from '../components/live-message';
import { TryAgainButton } from '../components/try-again-button';
import { paths } from '../config/portal-paths';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useKeyboardAfterRetry } from '../hooks/use-keyboard-after-retry';
import { useI18n } from '../i18n/i18n-context';
import { choiceHref, choicePending } from '../session/brokerage-choice';
import type { BeforeSignedIn, SignedInPage } from '../session/signed-in-page';
import { useSessionWatch } from '../session/use-session-watch';
import { signInFailureMessage } from '../words/sign-in-failure-words';
import { useFollowSignOut } from './use-follow-sign-out';

/**
 * The route guard of every page for signed-in users (bulletproof-react's `ProtectedRoute`):
 * the page comes only once whoami names the user, and gets them as props. Nobody signed in
 * goes to the sign-in form, to come back here after it; a session that ended under the user
 * goes there too, and the form says why. Meanwhile the page's words say what loads, or why it
 * cannot, with "Try again".
 *
 * The route table puts it around the pages that need a session (`<SignedInOnly>`, routes.tsx);
 * it is made with the page's code (lazy-pages.ts), so that the sign-in page's first script
 * carries none of the session watch, and the words before the page are its own.
 */
export function signedInOnly<Props extends object>({
  Page,
  useBeforeSignedIn,
  needsBrokerage = false,
}: SignedInPage<Props>): ComponentType<Props> {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per page, when its code arrives (lazy-pages.ts keeps it), never during a render.
  return function SignedInOnly(props: Props) {
    const before = useBeforeSignedIn(props);
    const watch = useSessionWatch();
    useFollowSignOut();
    const [location, navigate] = useLocation();
    const search = useSearch();
    useDocumentTitle(before.title);

    // Where the user is, to come back to after signing in again.
    const here = search ? `${location}?${search}` : location;
    const { status } = watch.state;
    const headingRef = useRef<HTMLHeadingElement>(null);
    const tryAgain = useRef<HTMLButtonElement>(null);
    const retrying = useKeyboardAfterRetry(status !== 'checking', () =>
      status === 'failed' ? tryAgain.current : headingRef.current,
    );
    // The page replaced the waiting frame, and before it the page the user came from: the link
    // the keyboard was on ("Sign-in and security", "Back to your applications") is gone, and
    // the browser left the keyboard at the top of the page. The page's heading takes it, as a
    // screen that replaced another does (ArrivalHeading); never from where the user put it.
    const arrived = status === 'signed-in';
    useEffect(() => {
      if (!arrived) return;
      const active = document.activeElement;
      if (active === null || active === document.body) headingRef.current?.focus();
    }, [arrived]);

    const sessionEnded = useCallback(
      () => navigate(paths.login.afterSessionEnded(here), { replace: true }),
      [navigate, here],
    );
    useEffect(() => {
      if (status === 'signed-out') navigate(paths.login.getHref(here), { replace: true });
      if (status === 'ended') sessionEnded();
    }, [status, here, navigate, sessionEnded]);
    // A broker of several who has not chosen the brokerage to work for (contract "Brokerages")
    // chooses it first: this page would show nothing of it. They come back here after.
    const mustChoose =
      needsBrokerage && watch.state.status === 'signed-in' && choicePending(watch.state.signedIn);
    useEffect(() => {
      if (mustChoose) navigate(choiceHref(here, null), { replace: true });
    }, [mustChoose, here, navigate]);

    switch (watch.state.status) {
      case 'signed-out':
      case 'ended':
        return null;
      case 'signed-in':
        if (mustChoose) return null;
        return (
          <Page
            {...props}
            signedIn={watch.state.signedIn}
            watch={watch}
            sessionEnded={sessionEnded}
            headingRef={headingRef}
          />
        );
      case 'checking':
      case 'failed':
        return (
          <BeforeUser
            before={before}
            failure={watch.state.status === 'failed' ? watch.state.failure : undefined}
            tryAgainRef={tryAgain}
            onTryAgain={() => {
              retrying();
              watch.retry();
            }}
          />
        );
    }
  };
}

/** The page's frame while whoami is asked, or with `failure`, when it could not be. */
function BeforeUser({
  before,
  failure,
  tryAgainRef,
  onTryAgain,
}: {
  readonly before: BeforeSignedIn;
  readonly failure: TransportFailure | undefined;
  readonly tryAgainRef: Ref<HTMLButtonElement>;
  readonly onTryAgain: () => void;
}) {
  const { t } = useI18n();
  const headingId = useId();
  const heading = failure ? before.failedHeading : before.checkingHeading;
  return (
    <section
      className={before.className ? `card ${before.className}` : 'card'}
      aria-labelledby={heading ? headingId : undefined}
      aria-busy={failure ? undefined : true}
    >
      {heading ? <h1 id={headingId}>{heading}</h1> : null}
      {failure ? (
        <LiveMessage tone="error">
          {failure === 'offline' && before.offline
            ? before.offline
            : t(signInFailureMessage({ kind: failure }))}
        </LiveMessage>
      ) : (
        <p role="status">{before.checking}</p>
      )}
      {failure && before.failedNote ? <p>{before.failedNote}</p> : null}
      <div className="card-actions">
        {failure ? <TryAgainButton buttonRef={tryAgainRef} onClick={onTryAgain} /> : null}
        {before.wayOut}
      </div>
    </section>
  );
}
