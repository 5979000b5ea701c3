import { useCallback, useRef, useState } from 'react';
import { changePassword } from '../../api/password-change';
import { useSubmission } from '../../hooks/use-submission';
import { loadCommonPasswords } from '../../validation/common-password-list';
import {
  type NewPasswordProblem,
  newPasswordProblem,
  newPasswordProblemFrom,
} from '../../validation/new-password-problems';

/** What the broker typed, kept while they prove who they are again. */
export interface PasswordChangeInput {
  readonly current: string;
  readonly next: string;
  readonly signOutOthers: boolean;
}

/** `same_as_current`: only the SSO says it, once the current password is proven. */
export interface PasswordChangeErrors {
  readonly current?: 'required' | undefined;
  readonly next?: NewPasswordProblem | 'same_as_current' | undefined;
}

/**
 * The "Your password" section's form: its fields, the new password checked by the reset's rules
 * (against the common list once it is here), and the change sent. A change the SSO holds back
 * for a recent proof asks for one (`onProofAsked`) and is sent again, as typed, once given.
 */
export function usePasswordChange(options: {
  readonly email: string;
  readonly onChanged: (ended: number, input: PasswordChangeInput) => void;
  readonly onSessionEnded: () => void;
  /** The SSO wants a recent proof first; `retry` sends the change again as it was typed. */
  readonly onProofAsked: (retry: () => unknown, refusal: object) => void;
}) {
  const [commonPasswords, setCommonPasswords] = useState<ReadonlySet<string>>();
  // Fetched once the broker comes to the new password, not with the page: most visits to
  // /security change no password, and the list is tens of kilobytes.
  const wantCommonPasswords = useCallback(() => {
    loadCommonPasswords().then(setCommonPasswords, () => {});
  }, []);
  const [input, setInput] = useState<PasswordChangeInput>({
    current: '',
    next: '',
    signOutOthers: true,
  });
  const currentRef = useRef<HTMLInputElement>(null);
  const nextRef = useRef<HTMLInputElement>(null);
  const { email } = options;

  const submission = useSubmission({
    validate: (typed: PasswordChangeInput) => {
      const problems = (list?: ReadonlySet<string>): PasswordChangeErrors => ({
        current: typed.current ? undefined : 'required',
        next: typed.next
          ? newPasswordProblem(typed.next, { commonPasswords: list, email })
          : 'required',
      });
      // A quick submit may beat the list; it is a local file, so wait for it briefly.
      return commonPasswords
        ? problems(commonPasswords)
        : loadCommonPasswords().then(problems, () => problems());
    },
    send: (typed: PasswordChangeInput) =>
      changePassword({
        currentPassword: typed.current,
        newPassword: typed.next,
        signOutOtherDevices: typed.signOutOthers,
      }),
    fieldErrorsOf: (failure): PasswordChangeErrors | undefined => {
      if (failure.kind !== 'invalid_request') return undefined;
      const same = failure.fields.some(
        ({ field, code }) => field === 'newPassword' && code === 'same_as_current',
      );
      const next = same ? 'same_as_current' : newPasswordProblemFrom(failure.fields, 'newPassword');
      return next ? { next } : undefined;
    },
    onFieldErrors: (errors) => (errors.current ? currentRef : nextRef).current?.focus(),
    onSuccess: ({ ended }, typed) => {
      setInput({ current: '', next: '', signOutOthers: true });
      options.onChanged(ended, typed);
    },
    onFailure: (failure, typed) => {
      if (failure.kind === 'unauthenticated') options.onSessionEnded();
      else if (
        failure.kind === 'recent_sign_in_required' ||
        failure.kind === 'recent_second_factor_required'
      ) {
        options.onProofAsked(() => submission.submit(typed), failure);
      } else if (failure.kind === 'invalid_credentials') {
        setInput((typed) => ({ ...typed, current: '' }));
        currentRef.current?.focus();
      }
    },
  });

  return {
    input,
    setInput,
    submission,
    commonPasswords,
    wantCommonPasswords,
    currentRef,
    nextRef,
  };
}
