import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { completePasswordReset, type ResetLinkProblem } from '../../api/sso-account';
import { FormCard } from '../../components/form-card';
import { PasswordField } from '../../components/password-field';
import { SubmissionForm } from '../../components/submission-form';
import { SubmitButton } from '../../components/submit-button';
import { paths } from '../../config/portal-paths';
import { carryEmail } from '../../hooks/use-carried-email';
import { useCommonPasswords } from '../../hooks/use-common-passwords';
import { useOnline } from '../../hooks/use-online';
import { useSubmission } from '../../hooks/use-submission';
import { useAccountMessages } from '../../i18n/account-messages';
import { useI18n } from '../../i18n/i18n-context';
import { announceSessionEvent } from '../../session/session-broadcast';
import { loadCommonPasswords } from '../../validation/common-password-list';
import {
  confirmationProblem,
  type NewPasswordErrors,
  newPasswordProblem,
  newPasswordProblemFrom,
} from '../../validation/new-password-problems';
import { passwordLength } from '../../validation/password-length';
import { accountFailureWords } from '../../words/account-failure-words';
import { BackToSignInLink } from './back-to-sign-in-link';
import { isLinkFailure } from './reset-link-state';
import { useLinkStillUsable } from './use-link-still-usable';

interface NewPassword {
  readonly password: string;
  readonly confirmation: string;
}

/** The form of a working reset link: choose the new password, twice. */
export function NewPasswordForm({
  token,
  email,
  onLinkBroken,
}: {
  readonly token: string;
  /** The account the link belongs to. */
  readonly email: string;
  readonly onLinkBroken: (problem: ResetLinkProblem) => void;
}) {
  const { locale } = useI18n();
  const t = useAccountMessages();
  const [, navigate] = useLocation();
  const online = useOnline();
  const commonPasswords = useCommonPasswords();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  const submission = useSubmission({
    validate: (input: NewPassword) => {
      const problems = (list?: ReadonlySet<string>): NewPasswordErrors => ({
        password: newPasswordProblem(input.password, { commonPasswords: list, email }),
        confirmation: confirmationProblem(input.confirmation, input.password),
      });
      // A quick submit may beat the list; it is a local file, so wait for it briefly.
      return commonPasswords
        ? problems(commonPasswords)
        : loadCommonPasswords().then(problems, () => problems());
    },
    send: async (input: NewPassword) => {
      const result = await completePasswordReset({ token, password: input.password, locale });
      if (result.ok) announceSessionEvent('password-changed');
      return result;
    },
    fieldErrorsOf: (failure): NewPasswordErrors | undefined => {
      const password =
        failure.kind === 'invalid_request'
          ? newPasswordProblemFrom(failure.fields, 'password')
          : undefined;
      return password ? { password } : undefined;
    },
    onFieldErrors: (errors) => (errors.password ? passwordRef : confirmRef).current?.focus(),
    // The old password no longer works and every session has ended: sign in afresh.
    // The sign-in page opens with the account's email in it: only the new password to type.
    onSuccess: () =>
      navigate(paths.login.afterPasswordReset(), { replace: true, state: carryEmail(email) }),
    onFailure: (failure) => {
      if (isLinkFailure(failure)) onLinkBroken(failure.kind);
    },
  });
  const { fieldErrors, setFieldErrors } = submission;
  useLinkStillUsable(token, submission.inFlight, onLinkBroken);

  const count = passwordLength(password);
  return (
    <FormCard
      titleId="reset-title"
      title={t('reset.title')}
      lead={t('reset.intro', { email })}
      submission={submission}
      message={(failure, wait) =>
        // A refused password is said under its field, not twice; a link that stopped working
        // replaces the form.
        isLinkFailure(failure) || (failure.kind === 'invalid_request' && fieldErrors.password)
          ? undefined
          : accountFailureWords(t)(failure, wait)
      }
      notice={!online ? t('error.offline') : undefined}
    >
      <SubmissionForm submission={submission} input={{ password, confirmation }}>
        {/* Lets a password manager file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordField
          label={t('field.newPassword')}
          name="new-password"
          autoComplete="new-password"
          required
          value={password}
          inputRef={passwordRef}
          hint={t('field.newPassword.hint')}
          error={
            fieldErrors.password ? t(`password.${fieldErrors.password}`, { count }) : undefined
          }
          showAccessibleLabel={t('action.showNewPassword')}
          hideAccessibleLabel={t('action.hideNewPassword')}
          onChange={(event) => {
            setPassword(event.target.value);
            if (fieldErrors.password)
              setFieldErrors((errors) => ({ ...errors, password: undefined }));
          }}
          onBlur={() => {
            if (!password) return;
            const problem = newPasswordProblem(password, { commonPasswords, email });
            setFieldErrors((errors) => ({ ...errors, password: problem }));
          }}
        />
        <PasswordField
          label={t('field.confirmPassword')}
          name="confirm-password"
          autoComplete="new-password"
          required
          value={confirmation}
          inputRef={confirmRef}
          error={
            fieldErrors.confirmation ? t(`confirmPassword.${fieldErrors.confirmation}`) : undefined
          }
          showAccessibleLabel={t('action.showConfirmation')}
          hideAccessibleLabel={t('action.hideConfirmation')}
          onChange={(event) => {
            setConfirmation(event.target.value);
            if (fieldErrors.confirmation)
              setFieldErrors((errors) => ({ ...errors, confirmation: undefined }));
          }}
          onBlur={() => {
            if (!confirmation) return;
            const problem = confirmationProblem(confirmation, password);
            setFieldErrors((errors) => ({ ...errors, confirmation: problem }));
          }}
        />
        <SubmitButton
          label={t('action.savePassword')}
          sendingLabel={t('action.savingPassword')}
          submission={submission}
        />
      </SubmissionForm>
      <BackToSignInLink />
    </FormCard>
  );
}
