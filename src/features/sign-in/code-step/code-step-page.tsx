import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { PendingGone } from '../../../api/second-factor-sign-in';
import { LiveMessage } from '../../../components/live-message';
import { RecoveryCodes } from '../../../components/recovery-codes';
import { TryAgainButton } from '../../../components/try-again-button';
import { paths } from '../../../config/portal-paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useKeyboardAfterRetry } from '../../../hooks/use-keyboard-after-retry';
import { type CodeStepTranslate, useCodeStepMessages } from '../../../i18n/code-step-messages';
import { formatWait, requestFailureMessage } from '../../../i18n/failure-words';
import { useI18n } from '../../../i18n/i18n-context';
import { clearPendingLogout } from '../../../session/local-state';
import { announceSessionEvent } from '../../../session/session-broadcast';
import { markSignIn } from '../../../session/sign-in-method';
import { ReturnHint } from '../return-hint';
import { useSignInExit } from '../use-sign-in-exit';
import { useSignInQuery } from '../use-sign-in-query';
import { AnotherAccount } from './another-account';
import { EnrolStep } from './enrol-step';
import { PendingCodeForm } from './pending-code-form';
import { usePendingSignIn } from './use-pending-sign-in';

export interface CodeStepPageProps {
  /** Starts downloading the main screen, so it opens as soon as the code is taken. */
  readonly preloadMainScreen: () => Promise<unknown>;
  /** Full-page navigation to another application of the suite. */
  readonly leavePortal: (href: string) => void;
}

/** Back to the password, with the query (the return target) and the email carried along. */
function StartOver({ text: t }: { readonly text: CodeStepTranslate }) {
  return (
    <p className="form-links">
      <Link
        href={`${paths.login.path}${location.search}`}
        state={history.state}
        className="button button-primary"
      >
        {t('code.startOver')}
      </Link>
    </p>
  );
}

/**
 * Why the code step has no sign-in to finish: it ran out or is elsewhere (`PendingGone`), or
 * the wrong code that locked the account's codes ended it, for `lockedFor` seconds.
 */
type Ended = PendingGone | { readonly lockedFor: number };

/**
 * `/login/code`: the second step of a password sign-in, for an account with a second factor.
 * The SSO holds the sign-in that waits (an HttpOnly cookie); this page asks it what waits,
 * names the account, takes the code, and then leaves as the sign-in page would have, or goes
 * back to sign in with another account.
 */
export function CodeStepPage({ preloadMainScreen, leavePortal }: CodeStepPageProps) {
  const t = useCodeStepMessages();
  useDocumentTitle(t('title.signInCode'));
  const query = useSignInQuery();
  const { exit, leave, preloadDestination, linkStep } = useSignInExit(
    query.redirect,
    leavePortal,
    query.companyLink,
  );
  const { state, retry } = usePendingSignIn();
  const { locale } = useI18n();
  const [gone, setGone] = useState<Ended>();
  const [recoveryCodesLeft, setRecoveryCodesLeft] = useState<number>();
  const [newCodes, setNewCodes] = useState<{ codes: readonly string[]; email: string }>();
  const continueButton = useRef<HTMLButtonElement>(null);
  const goneMessage = useRef<HTMLDivElement>(null);
  const pageTitle = useRef<HTMLHeadingElement>(null);
  const tryAgain = useRef<HTMLButtonElement>(null);
  // After "Try again": the next "Try again", or the step's heading. The code form, coming
  // first, gives the keyboard to its field itself, and that is left where it is.
  const retrying = useKeyboardAfterRetry(state.status !== 'loading', () =>
    state.status === 'failed' ? tryAgain.current : pageTitle.current,
  );

  // A code sent too late, or to a sign-in ended elsewhere: the form it was typed in is gone, and
  // the keyboard goes to why (a step found gone on arrival leaves it where the page put it).
  useEffect(() => {
    if (gone) goneMessage.current?.focus();
  }, [gone]);

  // The code field and its button are gone once a recovery code is taken: the keyboard goes to
  // what comes next rather than back to the top of the page; the message is read out as it
  // appears.
  const recoveryCodeTaken = recoveryCodesLeft !== undefined;
  useEffect(() => {
    if (recoveryCodeTaken) continueButton.current?.focus();
  }, [recoveryCodeTaken]);

  const endLocked = (seconds: number) => setGone({ lockedFor: seconds });
  const preloadNext = () => preloadDestination(preloadMainScreen);
  // As after a password sign-in: a logout still queued has nothing to do, other tabs learn of
  // the session, and the main screen may offer a passkey for next time.
  const signedIn = () => {
    clearPendingLogout();
    announceSessionEvent('signed-in');
    markSignIn('password');
  };

  if (linkStep) return linkStep;

  // While the sign-in waits here the step names its account and offers the way back; not once
  // it is gone, nor once finished (recovery codes to read, a recovery code just taken, the page
  // on its way to the return target).
  const finished =
    newCodes !== undefined || recoveryCodesLeft !== undefined || exit.kind !== 'here';
  const waiting = state.status === 'pending' && !gone && !finished ? state.pending : undefined;

  let body: React.ReactNode;
  if (gone ?? (state.status === 'gone' ? state.reason : undefined)) {
    const reason = gone ?? (state.status === 'gone' ? state.reason : 'missing');
    body = (
      <>
        <LiveMessage tone="error" focusRef={goneMessage}>
          {typeof reason === 'object'
            ? t('code.locked', { wait: formatWait(reason.lockedFor, locale) })
            : t(reason === 'expired' ? 'code.expired' : 'code.missing')}
        </LiveMessage>
        <StartOver text={t} />
      </>
    );
  } else if (newCodes) {
    body = (
      <>
        <LiveMessage tone="info">{t('enrol.done')}</LiveMessage>
        <RecoveryCodes
          codes={newCodes.codes}
          email={newCodes.email}
          onDone={() => leave(false)}
          takeFocus
        />
      </>
    );
  } else if (recoveryCodesLeft !== undefined) {
    body = (
      <>
        <LiveMessage tone="info">
          {t('code.recoveryUsed')}{' '}
          {Number.isNaN(recoveryCodesLeft)
            ? null
            : t('code.recoveryLeft', { count: recoveryCodesLeft })}
        </LiveMessage>
        <p>{t('code.recoveryFew')}</p>
        <div className="card-actions">
          <button
            type="button"
            className="button button-primary"
            ref={continueButton}
            onClick={() => leave(false)}
          >
            {t('code.continue')}
          </button>
          {/* A broker who used one has likely lost the phone: new codes are one tap away,
              where the old ones stop working. */}
          <Link href={paths.security.getHref('two-step')} className="button button-secondary">
            {t('code.newCodes')}
          </Link>
        </div>
      </>
    );
  } else if (state.status === 'loading') {
    body = <LiveMessage tone="info">{t('code.checking')}</LiveMessage>;
  } else if (state.status === 'failed') {
    body = (
      <>
        <LiveMessage tone="error">{t(requestFailureMessage(state.failure))}</LiveMessage>
        <TryAgainButton
          buttonRef={tryAgain}
          onClick={() => {
            retrying();
            retry();
          }}
        />
      </>
    );
  } else if (state.status === 'pending' && state.pending.enrol) {
    body = (
      <EnrolStep
        pending={state.pending}
        pageTitle={pageTitle}
        text={t}
        onSending={preloadNext}
        onEnrolled={(success) => {
          signedIn();
          const codes = success.recoveryCodes;
          if (codes) setNewCodes({ codes, email: success.signedIn.user.email });
          else leave(false);
        }}
        onGone={setGone}
        onLocked={endLocked}
      />
    );
  } else if (state.status === 'pending') {
    body = (
      <PendingCodeForm
        pending={state.pending}
        text={t}
        onSending={preloadNext}
        onSignedIn={(success, kind) => {
          signedIn();
          if (kind === 'recovery_code') setRecoveryCodesLeft(success.recoveryCodesLeft);
          else leave(false);
        }}
        onGone={setGone}
        onLocked={endLocked}
      />
    );
  }

  return (
    <section className="card" aria-labelledby="code-step-title" aria-busy={exit.kind !== 'here'}>
      <h1 id="code-step-title" ref={pageTitle} tabIndex={-1}>
        {/* "Set up two-step verification" asks for what is done once the codes are shown. */}
        {t(
          state.status === 'pending' && state.pending.enrol && !newCodes
            ? 'enrol.title'
            : 'code.title',
        )}
      </h1>
      {waiting?.email ? <p>{t('code.account', { email: waiting.email })}</p> : null}
      <ReturnHint redirect={query.redirect} />
      {body}
      {waiting ? <AnotherAccount redirect={query.redirect} text={t} /> : null}
    </section>
  );
}
