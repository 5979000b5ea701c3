import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { type SignInFailure, signIn, whoami } from '../../api/sso';
import { CheckboxField } from '../../components/checkbox-field';
import { CountdownMessage } from '../../components/countdown-message';
import { EmailField } from '../../components/email-field';
import { LiveMessage } from '../../components/live-message';
import { PasswordField } from '../../components/password-field';
import { getConfig } from '../../config/config';
import { paths } from '../../config/portal-paths';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useHydrated } from '../../hooks/use-hydrated';
import { useOnline } from '../../hooks/use-online';
import { useRetryWait } from '../../hooks/use-retry-wait';
import { useI18n } from '../../i18n/i18n-context';
import { finishPendingSignOut } from '../../session/finish-sign-out';
import { clearPendingLogout, readPendingLogout } from '../../session/local-state';
import { announceSessionEvent, onSessionEvent } from '../../session/session-broadcast';
import { validateEmail } from '../../validation/email';
import { followReturnTarget } from './follow-return-target';
import { forgetReturnTrips, isReturnLoop, noteReturnTrip } from './return-loop';
import { parseReturnTarget } from './return-target';
import { signInFailureMessage } from './sign-in-failure-message';
import { useRawSearch } from './use-raw-search';
import { type CredentialErrors, validateCredentials } from './validate-credentials';

type Phase = 'idle' | 'submitting' | 'leaving';

export interface LoginPageProps {
  /** Fetches the main screen's code ahead of the visit (the route table's lazy page). */
  readonly preloadMainScreen: () => Promise<unknown>;
  /** Full-page navigation to another application of the suite. */
  readonly leavePortal: (href: string) => void;
}

export function LoginPage({ preloadMainScreen, leavePortal }: LoginPageProps) {
  const { t } = useI18n();
  const [, navigate] = useLocation();
  const search = useRawSearch();
  const online = useOnline();

  const hydrated = useHydrated();
  useDocumentTitle(t('title.signIn'));
  // The prerendered page was built without a query: the notices it selects (session ended,
  // password changed) appear once hydrated, or hydration would not match the markup.
  const params = new URLSearchParams(hydrated ? search : '');
  const resentBeforeScript = params.has('loading');
  const passwordChanged = params.get('reset') === '1';
  const sessionEnded = params.get('ended') === '1';
  const redirect = params.get('redirect');

  // Read when submitting or leaving, not while rendering: the page is also rendered at build
  // time, where there is no window to resolve the target against.
  const returnTarget = useCallback(
    () => parseReturnTarget(redirect, window.location.origin, getConfig().returnOrigins),
    [redirect],
  );
  // The host of a suite application that sent the user straight back too often to go on.
  const [loopedTo, setLoopedTo] = useState<string>();
  // `automatic` when no one asked: only then can the portal and an application bounce the
  // browser between them for good, so only then is a loop looked for.
  const leave = useCallback(
    (automatic: boolean) => {
      const target = returnTarget();
      if (target?.kind === 'suite') {
        const { origin, host } = new URL(target.href);
        if (automatic && isReturnLoop(origin)) {
          setLoopedTo(host);
          return;
        }
        noteReturnTrip(origin);
      }
      followReturnTarget(target, navigate, leavePortal);
    },
    [returnTarget, navigate, leavePortal],
  );

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<CredentialErrors>({});
  const [failure, setFailure] = useState<SignInFailure>();
  const [phase, setPhase] = useState<Phase>('idle');

  // A ref, not state: two submits in the same frame must not both see "idle".
  const inFlight = useRef(false);
  // Left while signing in (Back to another page of the portal): the answer must not pull the
  // user away from where they went.
  const mounted = useRef(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // Once the wait is over, the message about it no longer applies.
  const wait = useRetryWait(() =>
    setFailure((current) => (current && hasWait(current) ? undefined : current)),
  );
  const { waiting } = wait;

  // Someone already signed in (another tab, a remembered session) goes straight on: checked
  // on arrival, when another tab announces a sign-in, and when this tab comes back into view.
  // The form stays usable meanwhile: on a slow network this answer may take a while.
  useEffect(() => {
    const controller = new AbortController();
    const check = async () => {
      // A sign-out this device still owes the server goes first: the session it ends must
      // not carry the user straight back in.
      if (readPendingLogout() && (await finishPendingSignOut()) === 'still-pending') return;
      whoami(controller.signal).then((result) => {
        if (result.status === 'signed-in' && !inFlight.current && !controller.signal.aborted) {
          setPhase('leaving');
          leave(true);
        }
      });
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') check();
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) check();
    };
    check();
    const stopListening = onSessionEvent((event) => {
      if (event === 'signed-in') check();
    });
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      controller.abort();
      stopListening();
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [leave]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // What was typed into the prerendered form before the script took over is kept.
  useEffect(() => {
    const typedEmail = emailRef.current?.value;
    const typedPassword = passwordRef.current?.value;
    if (typedEmail) setEmail(typedEmail);
    if (typedPassword) setPassword(typedPassword);
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || waiting || phase === 'leaving') return;

    const errors = validateCredentials(email, password);
    setFieldErrors(errors);
    if (errors.email || errors.password) {
      (errors.email ? emailRef : passwordRef).current?.focus();
      return;
    }

    inFlight.current = true;
    setPhase('submitting');
    setFailure(undefined);
    // The main screen's code comes down while the service checks the password, so it opens
    // as soon as the answer does. Only when the user is headed there, not to another app.
    if (returnTarget()?.kind !== 'suite') preloadMainScreen().catch(() => {});
    const result = await signIn({ email: email.trim(), password, rememberMe });
    inFlight.current = false;

    if (result.ok) {
      // Signing in rotated any old session away, so a logout still queued has nothing to do.
      clearPendingLogout();
      announceSessionEvent('signed-in');
      if (!mounted.current) return;
      setPhase('leaving');
      leave(false);
      return;
    }

    if (!mounted.current) return;
    setPhase('idle');
    setFailure(result.failure);
    const { failure: reason } = result;
    if (hasWait(reason) && reason.wait) wait.startWait(reason.wait);
    if (reason.kind === 'invalid_credentials') {
      // The email is kept; the password was wrong or belongs to another account, so retype it.
      setPassword('');
      passwordRef.current?.focus();
    }
  };

  const shownFailure = failure && !(wait.over && hasWait(failure)) ? failure : undefined;
  const failureText = shownFailure ? (
    hasWait(shownFailure) ? (
      <CountdownMessage
        message={(time) => t(signInFailureMessage(shownFailure), { wait: time })}
        secondsLeft={wait.secondsLeft}
        fromSeconds={shownFailure.wait}
      />
    ) : (
      t(signInFailureMessage(shownFailure))
    )
  ) : undefined;
  const busy = phase !== 'idle' || !hydrated;
  const info =
    phase === 'leaving'
      ? t('signIn.continuing')
      : !online && failure?.kind !== 'offline'
        ? t('error.offline')
        : resentBeforeScript && !failure
          ? t('signIn.resubmit')
          : passwordChanged && !failure
            ? t('signIn.passwordChanged')
            : sessionEnded && !failure
              ? t('signIn.sessionEnded')
              : undefined;

  if (loopedTo !== undefined) {
    return (
      <section className="card" aria-labelledby="return-loop-title">
        <h1 id="return-loop-title" ref={focusOnMount} tabIndex={-1}>
          {t('signIn.returnLoop.title')}
        </h1>
        <p>{t('signIn.returnLoop.body', { host: loopedTo })}</p>
        <Link href={paths.home.getHref()} className="button button-primary">
          {t('action.goHome')}
        </Link>
        <p className="form-links">
          <button
            type="button"
            className="button button-secondary"
            onClick={() => {
              forgetReturnTrips();
              leave(false);
            }}
          >
            {t('action.tryAgain')}
          </button>
        </p>
      </section>
    );
  }

  return (
    <section className="card" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{t('signIn.title')}</h1>
      <p className="lead">{t('signIn.intro')}</p>

      <LiveMessage tone="error">{failureText}</LiveMessage>
      <LiveMessage tone="info">{info}</LiveMessage>
      <noscript>
        <p className="live-message live-message-info">{t('signIn.needsScript')}</p>
      </noscript>

      {/* Until the script takes over, the submit button is disabled (which also blocks
          submitting with Enter) and says it is loading. method="post" is the second guard: a
          form sent anyway never puts the password in the URL, and the server sends it back. */}
      <form
        method="post"
        action={paths.login.path}
        noValidate
        onSubmit={submit}
        aria-busy={phase === 'submitting'}
      >
        <EmailField
          label={t('field.email')}
          value={email}
          inputRef={emailRef}
          error={fieldErrors.email ? t(fieldErrors.email) : undefined}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={() => {
            // Judge the email once the user has left it, not while typing the first letters.
            if (email) setFieldErrors((errors) => ({ ...errors, email: validateEmail(email) }));
          }}
        />
        <PasswordField
          label={t('field.password')}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          inputRef={passwordRef}
          error={fieldErrors.password ? t(fieldErrors.password) : undefined}
          showLabel={t('action.showShort')}
          showAccessibleLabel={t('action.showPassword')}
          capsLockMessage={t('field.capsLock')}
          onChange={(event) => {
            setPassword(event.target.value);
            if (fieldErrors.password)
              setFieldErrors((errors) => ({ ...errors, password: undefined }));
          }}
        />
        <CheckboxField
          label={t('field.rememberMe')}
          hint={t('field.rememberMe.hint')}
          name="rememberMe"
          checked={rememberMe}
          onChange={(event) => setRememberMe(event.target.checked)}
        />
        <button
          type="submit"
          className="button button-primary"
          disabled={busy || waiting || !online}
        >
          {!hydrated
            ? t('action.loading')
            : phase === 'submitting'
              ? t('action.signingIn')
              : t('action.signIn')}
        </button>
      </form>
      <p className="form-links">
        <Link href={paths.forgotPassword.getHref()}>{t('signIn.forgotPassword')}</Link>
      </p>
      <p className="form-links">
        {t('signIn.noAccount')}{' '}
        <Link href={paths.signUp.getHref()}>{t('signIn.askForAccount')}</Link>
      </p>
    </section>
  );
}

/** A failure that comes with a wait the server asked for, counted down on the page. */
function hasWait(
  failure: SignInFailure,
): failure is Extract<SignInFailure, { wait?: number }> & { readonly wait: number } {
  return (
    (failure.kind === 'too_many_attempts' ||
      failure.kind === 'account_locked' ||
      failure.kind === 'service_unavailable') &&
    failure.wait !== undefined
  );
}

/** Moves focus to a heading that replaces the page, so keyboard and screen-reader users land on it. */
function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}
