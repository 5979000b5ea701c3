import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { maybeSignedIn } from '../../api/signed-in-hint';
import { getConfig } from '../../config/config';
import { paths } from '../../config/portal-paths';
import { useClock } from '../../hooks/use-clock';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useHydrated } from '../../hooks/use-hydrated';
import { useRawSearch } from '../../hooks/use-raw-search';
import { useI18n } from '../../i18n/i18n-context';
import { useSignOutMessages } from '../../i18n/sign-out-messages';
import {
  finishPendingSignOut,
  keepFinishingSignOut,
  signOutQueued,
} from '../../session/finish-sign-out';
import { readPendingLogout } from '../../session/local-state';
import { onSessionEvent } from '../../session/session-broadcast';
import { takeSignOutRequest } from '../../session/sign-out-request';
import { takeDocumentLoad } from './document-load';
import { signsOutAtOnce } from './sign-out-decision';
import { signOutOfPortal } from './sign-out-of-portal';

/**
 * `arriving` until the page's script has judged how it was reached (and in the prerendered
 * HTML): it shows the question, not yet answerable, and never a finished sign-out.
 * `not-signed-in`: nobody is signed in on this device, so there is nothing to ask.
 */
type Step = 'arriving' | 'confirming' | 'not-signed-in' | 'signing-out' | 'done' | 'unreachable';

/** What the device shows once another tab has signed out: the queued logout says how it went. */
const afterSignOutElsewhere = (): Step => (readPendingLogout() ? 'unreachable' : 'done');

export function LogoutPage() {
  const { t } = useI18n();
  const text = useSignOutMessages();
  // Sent here by a tab that followed a sign-out made in another (use-follow-sign-out.ts).
  const query = new URLSearchParams(useRawSearch());
  const elsewhere = query.get('elsewhere') === '1';
  const { appName } = getConfig();
  const hydrated = useHydrated();
  const [step, setStep] = useState<Step>('arriving');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const mounted = useRef(false);
  // Refs survive StrictMode's second run of effects: the arrival is judged, and the logout
  // sent, once.
  const judged = useRef(false);
  const started = useRef(false);
  useDocumentTitle(t('title.signOut'));

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const signOutNow = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setStep('signing-out');
    signOutOfPortal().then((outcome) => {
      if (mounted.current) setStep(outcome);
    });
  }, []);

  // Judged once the page's script runs, never at build time: nothing is forgotten and nothing
  // is sent before either the user confirms or the arrival says they already asked.
  useEffect(() => {
    if (!hydrated || judged.current) return;
    judged.current = true;
    const arrival = { requestedInApp: takeSignOutRequest(), documentLoad: takeDocumentLoad() };
    if (signsOutAtOnce(arrival, getConfig().returnOrigins)) {
      signOutNow();
      return;
    }
    // Another tab's sign-out may have answered the question while the page hydrated.
    const leaveArrival = (next: Step) =>
      setStep((current) => (current === 'arriving' ? next : current));
    if (!signOutQueued()) {
      // The SSO's hint says no session here (the address typed after signing out): asking
      // "Sign out?" would read as if someone were still signed in.
      leaveArrival(maybeSignedIn() ? 'confirming' : 'not-signed-in');
      return;
    }
    // Signed out on this device already, offline: a reload shows that, not the question, and
    // tries the server again at once, as the start of the portal does.
    leaveArrival('unreachable');
    finishPendingSignOut().then((result) => {
      if (!mounted.current || result === 'still-pending') return;
      setStep((current) => (current === 'unreachable' ? 'done' : current));
    });
  }, [hydrated, signOutNow]);

  // Signed out in another tab meanwhile: the question no longer applies.
  useEffect(() => {
    if (step !== 'arriving' && step !== 'confirming') return;
    return onSessionEvent((event) => {
      if (event === 'signed-out' && !started.current) setStep(afterSignOutElsewhere());
    });
  }, [step]);

  // A layout effect: listening before the page says it will finish when the connection
  // returns, so an `online` event right after that text appears is not missed. The retries are
  // the ones the start of the portal runs (main.tsx): one loop, so the logout is sent once.
  const clock = useClock();
  useLayoutEffect(() => {
    if (step !== 'unreachable') return;
    return keepFinishingSignOut({ afterFailure: true, clock, onFinished: () => setStep('done') });
  }, [step, clock]);

  // Move focus to the question or the outcome so keyboard and screen-reader users learn it
  // at once.
  useEffect(() => {
    if (step !== 'arriving' && step !== 'signing-out') headingRef.current?.focus();
  }, [step]);

  const asking = step === 'arriving' || step === 'confirming';
  const titles = {
    arriving: text('signOut.confirm.title', { app: appName }),
    confirming: text('signOut.confirm.title', { app: appName }),
    'not-signed-in': text(elsewhere ? 'signOut.elsewhere.title' : 'signOut.none.title'),
    'signing-out': text('signOut.title'),
    done: text('signOut.done.title'),
    unreachable: text('signOut.unreachable.title'),
  } satisfies Record<Step, string>;

  return (
    <section
      className="card"
      aria-labelledby="sign-out-title"
      aria-busy={step === 'arriving' || step === 'signing-out'}
    >
      <h1 id="sign-out-title" ref={headingRef} tabIndex={-1}>
        {titles[step]}
      </h1>
      <div role="status">
        {step === 'done' ? <p>{text('signOut.done.body')}</p> : null}
        {step === 'unreachable' ? <p>{text('signOut.unreachable.body')}</p> : null}
        {step === 'not-signed-in' ? (
          <p>
            {text(elsewhere ? 'signOut.elsewhere.body' : 'signOut.none.body', { app: appName })}
          </p>
        ) : null}
      </div>
      {asking ? (
        // Disabled until the script has judged the arrival, as in the prerendered HTML.
        <button
          type="button"
          className="button button-primary"
          disabled={step === 'arriving'}
          onClick={signOutNow}
        >
          {step === 'arriving' ? t('action.loading') : t('action.signOut')}
        </button>
      ) : null}
      {/* The way out of a question the broker did not mean to be asked (a link on another
          site, a reload): a plain link, so it works before the script too. */}
      {asking ? (
        <p className="form-links">
          <Link href={paths.home.getHref()}>{text('signOut.stay')}</Link>
        </p>
      ) : null}
      {step === 'done' || step === 'unreachable' ? (
        <Link href={paths.login.getHref()} className="button button-primary">
          {t('action.signInAgain')}
        </Link>
      ) : null}
      {step === 'not-signed-in' ? (
        <Link
          href={paths.login.getHref(query.get('redirect') ?? undefined)}
          className="button button-primary"
        >
          {t(elsewhere ? 'action.signInAgain' : 'action.signIn')}
        </Link>
      ) : null}
    </section>
  );
}
