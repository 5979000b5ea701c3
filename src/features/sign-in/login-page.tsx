import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { type Credentials, signIn } from '../../api/sso';
import { CheckboxField } from '../../components/checkbox-field';
import { CurrentPasswordField } from '../../components/current-password-field';
import { EmailField } from '../../components/email-field';
import { LiveMessage } from '../../components/live-message';
import { SubmitButton } from '../../components/submit-button';
import { paths } from '../../config/portal-paths';
import { carryEmail } from '../../hooks/use-carried-email';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useOnline } from '../../hooks/use-online';
import { useSubmission } from '../../hooks/use-submission';
import { useI18n } from '../../i18n/i18n-context';
import { clearPendingLogout } from '../../session/local-state';
import { announceSessionEvent } from '../../session/session-broadcast';
import { markSignIn } from '../../session/sign-in-method';
import { validateEmail } from '../../validation/email';
import { CompanySlot } from './company-sign-in/company-sign-in-slot';
import { PasskeySlot } from './passkey-slot';
import { ReturnHint } from './return-hint';
import { SignInFailureAlert } from './sign-in-failure-alert';
import { ResetPasswordLink, SignInLinks } from './sign-in-links';
import { signInNotice } from './sign-in-notice';
import { useAlreadySignedIn } from './use-already-signed-in';
import { useSignInExit } from './use-sign-in-exit';
import { useSignInQuery } from './use-sign-in-query';
import { rememberMeName, useTypedBeforeScript } from './use-typed-before-script';
import { type CredentialErrors, validateCredentials } from './validate-credentials';

// Rarely needed: its code and words stay out of every sign-in's download.
const ReturnLoopNotice = lazy(() =>
  import('./return-loop-notice').then((module) => ({ default: module.ReturnLoopNotice })),
);

/** Emails as the SSO's lockout counts them: one lock whatever the case or spaces typed. */
const emailScope = (email: string) => email.trim().toLowerCase();

export interface LoginPageProps {
  /** Fetches the main screen's code ahead of the visit (the route table's lazy page). */
  readonly preloadMainScreen: () => Promise<unknown>;
  /** Full-page navigation to another application of the suite. */
  readonly leavePortal: (href: string) => void;
}

export function LoginPage({ preloadMainScreen, leavePortal }: LoginPageProps) {
  const { t } = useI18n();
  useDocumentTitle(t('title.signIn'));
  const online = useOnline();
  const query = useSignInQuery();
  const { exit, leave, tryAgain, preloadDestination, linkStep } = useSignInExit(
    query.redirect,
    leavePortal,
    query.companyLink,
  );
  const [, navigate] = useLocation();
  const held = exit.kind !== 'here';

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  useTypedBeforeScript(emailRef, passwordRef, { setEmail, setPassword, setRememberMe });
  // The provider the email's brokerage requires, as the company part found (identifier first),
  // or as the SSO said when it refused this email's password or a passkey (`federation_required`):
  // the form then offers that provider's button in place of the password and the passkey's.
  const [discovered, setDiscovered] = useState<string>();
  const [refused, setRefused] = useState<{ readonly email: string; readonly provider: string }>();
  const companyRequired = refused?.email === emailScope(email) ? refused.provider : discovered;
  const requireCompany = (provider: string) => setRefused({ email: emailScope(email), provider });
  const companyPart = {
    email,
    required: companyRequired,
    onRequired: setDiscovered,
    rememberMe,
    onEmail: (linked: string) => setEmail((typed) => typed || linked),
  };

  const preloadNext = () => preloadDestination(preloadMainScreen);
  // Signing in rotated any old session away, so a logout still queued has nothing to do.
  const signedIn = () => {
    clearPendingLogout();
    announceSessionEvent('signed-in');
  };

  const submission = useSubmission({
    validate: (credentials: Credentials): CredentialErrors =>
      validateCredentials(credentials.email, credentials.password),
    send: async (credentials: Credentials) => {
      preloadNext();
      const result = await signIn({ ...credentials, email: credentials.email.trim() });
      if (result.ok) {
        signedIn();
        // The main screen may then offer a passkey, for next time.
        markSignIn('password');
      }
      return result;
    },
    onFieldErrors: (errors) => (errors.email ? emailRef : passwordRef).current?.focus(),
    onSuccess: () => leave(false),
    onFailure: (failure, credentials) => {
      // The query carries the return target; the history entry, the email (to fill the form again).
      if (failure.kind === 'second_factor') {
        navigate(paths.signInCode.getHref(location.search), {
          state: carryEmail(credentials.email),
        });
      }
      if (failure.kind === 'federation_required') requireCompany(failure.provider);
      if (failure.kind === 'invalid_credentials') {
        // The email is kept; the password was wrong or belongs to another account: retype it.
        setPassword('');
        passwordRef.current?.focus();
      }
    },
    held,
    // A lock holds the email it came from: another account may sign in on this device meanwhile.
    waitScopeOf: (failure, credentials) =>
      failure.kind === 'account_locked' || failure.kind === 'codes_locked'
        ? emailScope(credentials.email)
        : undefined,
    scope: emailScope(email),
  });
  const { fieldErrors, setFieldErrors } = submission;

  useAlreadySignedIn(
    useCallback(() => leave(true), [leave]),
    submission.inFlight,
  );

  if (exit.kind === 'looped') {
    return (
      <Suspense fallback={null}>
        <ReturnLoopNotice host={exit.host} onTryAgain={tryAgain} />
      </Suspense>
    );
  }
  if (linkStep) return linkStep;

  const notice = signInNotice({ ...query, leaving: held, online, failure: submission.failure });
  return (
    <section className="card" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{t('signIn.title')}</h1>
      <ReturnHint redirect={query.redirect} />
      <p className="lead">{t('signIn.intro')}</p>

      <SignInFailureAlert submission={submission} email={email} />
      <LiveMessage tone="info">{notice ? t(notice) : undefined}</LiveMessage>
      <CompanySlot place="notice" {...companyPart} />
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
        onSubmit={submission.handleSubmit({ email, password, rememberMe })}
        aria-busy={submission.sending}
      >
        <EmailField
          // Passkeys are offered beside saved emails, in the browser's autofill.
          autoComplete="username webauthn"
          // The caret waits in the email field, as on most sign-in pages. An attribute of the
          // prerendered field: the browser puts it there at the first paint, before anyone can
          // click or type elsewhere, and never where the page opened at a fragment or the
          // keyboard already is. Hydration leaves the focus alone (React focuses an autoFocus
          // field only when it creates it: on a visit to this page from another of the portal).
          autoFocus
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
        <CompanySlot place="required" {...companyPart} />
        {/* No password to reset where the brokerage's provider is the only way in. The reset
            sits under the field it is for, as Google, Microsoft and Okta put it: on a phone it
            is in the first screen, where the broker who cannot remember the password looks. */}
        {!companyRequired && (
          <>
            <CurrentPasswordField
              value={password}
              inputRef={passwordRef}
              error={fieldErrors.password ? t(fieldErrors.password) : undefined}
              onChange={(event) => {
                setPassword(event.target.value);
                if (fieldErrors.password)
                  setFieldErrors((errors) => ({ ...errors, password: undefined }));
              }}
            />
            <p className="form-links field-link">
              <ResetPasswordLink email={email} label={t('signIn.forgotPassword')} />
            </p>
          </>
        )}
        <CheckboxField
          label={t('field.rememberMe')}
          hint={t('field.rememberMe.hint')}
          name={rememberMeName}
          checked={rememberMe}
          onChange={(event) => setRememberMe(event.target.checked)}
        />
        {!companyRequired && (
          <SubmitButton
            label={t('action.signIn')}
            sendingLabel={t('action.signingIn')}
            submission={submission}
            held={held}
          />
        )}
      </form>
      <PasskeySlot
        rememberMe={rememberMe}
        disabled={submission.sending || held}
        onChosen={preloadNext}
        onSignedIn={() => {
          signedIn();
          leave(false);
        }}
        // The return target comes along in the query; no email to carry, none was typed.
        onSecondFactor={() => navigate(paths.signInCode.getHref(location.search))}
        onCompanyRequired={requireCompany}
        required={companyRequired}
      />
      <CompanySlot place="offer" {...companyPart} />
      <SignInLinks />
    </section>
  );
}
