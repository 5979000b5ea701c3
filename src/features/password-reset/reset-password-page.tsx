import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import {
  type AccountFailure,
  checkResetLink,
  completePasswordReset,
  type ResetLinkFailure,
  type ResetLinkProblem,
} from '../../api/sso-account';
import { accountFailureText } from '../../components/account-failure-message';
import { LiveMessage } from '../../components/live-message';
import { PasswordField } from '../../components/password-field';
import { paths } from '../../config/portal-paths';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useNoReferrer } from '../../hooks/use-no-referrer';
import { useOnline } from '../../hooks/use-online';
import { useRetryWait } from '../../hooks/use-retry-wait';
import { formatWait } from '../../hooks/use-seconds-left';
import { accountFailureMessage, useAccountMessages } from '../../i18n/account-messages';
import type { AccountMessageKey } from '../../i18n/account-messages-en';
import { useI18n } from '../../i18n/i18n-context';
import { announceSessionEvent, onSessionEvent } from '../../session/session-broadcast';
import { passwordLength } from '../../validation/password-length';
import { checkNewPassword, type PasswordProblem } from '../../validation/password-rules';
import { loadCommonPasswords } from './common-password-list';
import { useResetToken } from './use-reset-token';

type LinkState =
  | { readonly status: 'checking' }
  | { readonly status: 'ready'; readonly email: string }
  | { readonly status: 'broken'; readonly problem: ResetLinkProblem }
  | { readonly status: 'unchecked'; readonly failure: AccountFailure };

const problemWording: Readonly<
  Record<ResetLinkProblem, { title: AccountMessageKey; body: AccountMessageKey }>
> = {
  reset_token_invalid: { title: 'reset.invalid.title', body: 'reset.invalid.body' },
  reset_token_expired: { title: 'reset.expired.title', body: 'reset.expired.body' },
  reset_token_used: { title: 'reset.used.title', body: 'reset.used.body' },
};

const passwordProblems: readonly string[] = [
  'required',
  'too_short',
  'too_long',
  'common',
  'repetitive',
  'contextual',
] satisfies PasswordProblem[];

function isLinkFailure(failure: ResetLinkFailure): failure is { readonly kind: ResetLinkProblem } {
  return failure.kind in problemWording;
}

type ConfirmProblem = 'required' | 'mismatch';

/**
 * `/reset-password?token=...`, opened from the emailed link: choose a new password. The token
 * leaves the address at once and lives in memory only; the page sends no referrer.
 */
export function ResetPasswordPage() {
  const { locale } = useI18n();
  const t = useAccountMessages();
  useDocumentTitle(t('title.resetPassword'));
  useNoReferrer();
  const [, navigate] = useLocation();
  const online = useOnline();
  const token = useResetToken();

  const [link, setLink] = useState<LinkState>(() =>
    token.kind === 'token'
      ? { status: 'checking' }
      : { status: 'broken', problem: 'reset_token_invalid' },
  );
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [passwordProblem, setPasswordProblem] = useState<PasswordProblem | 'invalid'>();
  const [confirmProblem, setConfirmProblem] = useState<ConfirmProblem>();
  const [failure, setFailure] = useState<AccountFailure>();
  const [saving, setSaving] = useState(false);
  const [commonPasswords, setCommonPasswords] = useState<ReadonlySet<string>>();

  const inFlight = useRef(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  // Once the wait is over, the message about it no longer applies.
  const wait = useRetryWait(() =>
    setFailure((current) => (current?.kind === 'too_many_attempts' ? undefined : current)),
  );
  const { waiting } = wait;

  const check = useCallback(
    (signal?: AbortSignal) => {
      if (token.kind !== 'token') return;
      setLink({ status: 'checking' });
      checkResetLink(token.token, signal).then((result) => {
        if (signal?.aborted) return;
        if (result.ok) setLink({ status: 'ready', email: result.email });
        else if (isLinkFailure(result.failure))
          setLink({ status: 'broken', problem: result.failure.kind });
        else setLink({ status: 'unchecked', failure: result.failure });
      });
    },
    [token],
  );

  useEffect(() => {
    const controller = new AbortController();
    check(controller.signal);
    return () => controller.abort();
  }, [check]);

  // The link may be used meanwhile (the same link opened in another tab, another link of the
  // account, another device): the form then says so at once, instead of after the user has
  // chosen a password it can no longer save. Asked again when another tab reports a reset and
  // when this one is shown again; only a spent or expired link changes what is shown.
  const ready = link.status === 'ready';
  useEffect(() => {
    if (!ready || token.kind !== 'token') return;
    const controller = new AbortController();
    const recheck = () => {
      if (inFlight.current) return;
      checkResetLink(token.token, controller.signal).then((result) => {
        if (controller.signal.aborted || inFlight.current || result.ok) return;
        if (isLinkFailure(result.failure)) {
          setLink({ status: 'broken', problem: result.failure.kind });
        }
      });
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') recheck();
    };
    const stopListening = onSessionEvent((event) => {
      if (event === 'password-changed') recheck();
    });
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      controller.abort();
      stopListening();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [ready, token]);

  // Fetched in the background: the check on leaving the field uses it once it is here, and
  // the service checks the same list anyway.
  useEffect(() => {
    let current = true;
    loadCommonPasswords().then(
      (list) => {
        if (current) setCommonPasswords(list);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, []);

  const email = link.status === 'ready' ? link.email : undefined;
  const ruleFor = (value: string, list = commonPasswords) =>
    checkNewPassword(value, {
      ...(list ? { commonPasswords: list } : {}),
      ...(email ? { email } : {}),
    });
  const confirmRuleFor = (value: string): ConfirmProblem | undefined =>
    !value ? 'required' : value !== password ? 'mismatch' : undefined;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (token.kind !== 'token' || inFlight.current || waiting) return;
    inFlight.current = true;
    // A quick submit may beat the list; it is a local file, so wait for it briefly.
    const list = commonPasswords ?? (await loadCommonPasswords().catch(() => undefined));
    const problem = ruleFor(password, list);
    const mismatch = confirmRuleFor(confirmation);
    setPasswordProblem(problem);
    setConfirmProblem(mismatch);
    if (problem || mismatch) {
      inFlight.current = false;
      (problem ? passwordRef : confirmRef).current?.focus();
      return;
    }

    setSaving(true);
    setFailure(undefined);
    const result = await completePasswordReset({ token: token.token, password, locale });
    inFlight.current = false;
    setSaving(false);
    if (result.ok) {
      announceSessionEvent('password-changed');
      // The old password no longer works and every session has ended: sign in afresh.
      navigate(paths.login.afterPasswordReset(), { replace: true });
      return;
    }
    const { failure: reason } = result;
    if (isLinkFailure(reason)) {
      setLink({ status: 'broken', problem: reason.kind });
      return;
    }
    setFailure(reason);
    if (reason.kind === 'too_many_attempts') wait.startWait(reason.wait);
    if (reason.kind === 'invalid_request') {
      const field = reason.fields.find((entry) => entry.field === 'password');
      if (field) {
        setPasswordProblem(
          passwordProblems.includes(field.code) ? (field.code as PasswordProblem) : 'invalid',
        );
        passwordRef.current?.focus();
      }
    }
  };

  if (link.status === 'checking') {
    return (
      <section className="card" aria-labelledby="reset-title" aria-busy="true">
        <h1 id="reset-title">{t('reset.title')}</h1>
        <LiveMessage tone="info">{t('reset.checking')}</LiveMessage>
      </section>
    );
  }

  if (link.status === 'broken') {
    const wording = problemWording[link.problem];
    return (
      <section className="card" aria-labelledby="reset-title">
        <h1 id="reset-title">{t(wording.title)}</h1>
        <p>{t(wording.body)}</p>
        <Link href={paths.forgotPassword.getHref()} className="button button-primary">
          {t('action.requestNewLink')}
        </Link>
        <p className="form-links">
          <Link href={paths.login.getHref()}>{t('action.backToSignIn')}</Link>
        </p>
      </section>
    );
  }

  if (link.status === 'unchecked') {
    return (
      <section className="card" aria-labelledby="reset-title">
        <h1 id="reset-title">{t('reset.title')}</h1>
        <LiveMessage tone="error">
          {`${t('reset.checkFailed')} ${t(accountFailureMessage(link.failure), {
            wait: formatWait(link.failure.kind === 'too_many_attempts' ? link.failure.wait : 0),
          })}`}
        </LiveMessage>
        <button type="button" className="button button-primary" onClick={() => check()}>
          {t('action.tryAgain')}
        </button>
      </section>
    );
  }

  const count = passwordLength(password);
  const passwordError = passwordProblem ? t(`password.${passwordProblem}`, { count }) : undefined;
  const confirmError = confirmProblem
    ? t(confirmProblem === 'required' ? 'confirmPassword.required' : 'confirmPassword.mismatch')
    : undefined;
  // A refused password is said under its field, not twice.
  const failureText =
    failure?.kind === 'invalid_request' && passwordProblem
      ? undefined
      : accountFailureText(failure, t, wait);

  return (
    <section className="card" aria-labelledby="reset-title">
      <h1 id="reset-title">{t('reset.title')}</h1>
      <p className="lead">{t('reset.intro', { email: link.email })}</p>
      <LiveMessage tone="error">{failureText}</LiveMessage>
      <LiveMessage tone="info">{!online ? t('error.offline') : undefined}</LiveMessage>
      <form noValidate onSubmit={submit} aria-busy={saving}>
        {/* Lets a password manager file the new password under the right account. */}
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={link.email}
          readOnly
          hidden
        />
        <PasswordField
          label={t('field.newPassword')}
          name="new-password"
          autoComplete="new-password"
          required
          value={password}
          inputRef={passwordRef}
          hint={t('field.newPassword.hint')}
          error={passwordError}
          showLabel={t('action.show')}
          showAccessibleLabel={t('action.showNewPassword')}
          capsLockMessage={t('field.capsLock')}
          onChange={(event) => {
            setPassword(event.target.value);
            if (passwordProblem) setPasswordProblem(undefined);
          }}
          onBlur={() => {
            if (password) setPasswordProblem(ruleFor(password));
          }}
        />
        <PasswordField
          label={t('field.confirmPassword')}
          name="confirm-password"
          autoComplete="new-password"
          required
          value={confirmation}
          inputRef={confirmRef}
          error={confirmError}
          showLabel={t('action.show')}
          showAccessibleLabel={t('action.showConfirmation')}
          capsLockMessage={t('field.capsLock')}
          onChange={(event) => {
            setConfirmation(event.target.value);
            if (confirmProblem) setConfirmProblem(undefined);
          }}
          onBlur={() => {
            if (confirmation) setConfirmProblem(confirmRuleFor(confirmation));
          }}
        />
        <button
          type="submit"
          className="button button-primary"
          disabled={saving || waiting || !online}
        >
          {saving ? t('action.savingPassword') : t('action.savePassword')}
        </button>
      </form>
      <p className="form-links">
        <Link href={paths.login.getHref()}>{t('action.backToSignIn')}</Link>
      </p>
    </section>
  );
}
