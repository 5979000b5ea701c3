import { useRef, useState } from 'react';
import { CheckboxField } from '../../components/checkbox-field';
import { FailureAlert } from '../../components/failure-alert';
import { PasswordField } from '../../components/password-field';
import { SubmissionForm } from '../../components/submission-form';
import { SubmitButton } from '../../components/submit-button';
import { useOnline } from '../../hooks/use-online';
import { useI18n } from '../../i18n/i18n-context';
import { usePasswordChangeMessages } from '../../i18n/password-change-messages';
import { newPasswordProblem } from '../../validation/new-password-problems';
import { passwordLength } from '../../validation/password-length';
import { companyProviderName } from '../../words/company-provider-name';
import { passwordChangeFailureText } from './password-change-words';
import { SectionNotes } from './section-notes';
import { usePasswordChange } from './use-password-change';
import { useProofCheck } from './use-proof-check';
import type { SectionNote } from './use-section-changes';
import type { SectionProps } from './use-security-section';

/**
 * "Your password". An account whose brokerage requires its company's provider is offered no
 * change: its password signs in nowhere, and the SSO refuses to change it (and to reset it).
 */
export function PasswordSection(props: SectionProps) {
  const { requiredProvider } = props.signedIn.user;
  return requiredProvider ? (
    <CompanyOnlyPasswordSection provider={requiredProvider} />
  ) : (
    <PasswordChangeSection {...props} />
  );
}

function CompanyOnlyPasswordSection({ provider }: { readonly provider: string }) {
  const text = usePasswordChangeMessages();
  return (
    <section className="security-section" aria-labelledby="password-title">
      <h2 id="password-title">{text('passwordChange.title')}</h2>
      <p className="lead">
        {text('passwordChange.companyOnly', { provider: companyProviderName(provider) })}
      </p>
    </section>
  );
}

/**
 * The broker changes their password, typing the current one and a new one that follows
 * the reset's rules, and chooses whether their other devices are signed out (they are unless
 * the box is cleared). When the SSO asks for a recent proof, the form gives way to "Confirm it
 * is you" and the change is made right after, with what was typed kept meanwhile.
 */
function PasswordChangeSection({ signedIn, onSessionEnded }: SectionProps) {
  const { t } = useI18n();
  const text = usePasswordChangeMessages();
  const online = useOnline();
  const title = useRef<HTMLHeadingElement>(null);
  const [note, setNote] = useState<SectionNote>();
  const { email } = signedIn.user;
  const proof = useProofCheck({
    email,
    onSessionEnded,
    focusTitle: () => title.current?.focus(),
  });
  const change = usePasswordChange({
    email,
    onSessionEnded,
    onProofAsked: (retry, refusal) =>
      proof.prove(retry, { refusal, reason: text('passwordChange.reauthBody') }),
    onChanged: (ended) => {
      setNote({
        tone: 'info',
        text:
          ended === 0
            ? text('passwordChange.changed')
            : text('passwordChange.endedOthers', { count: ended }),
      });
      // The fields are emptied: the keyboard goes back to the section, whose note says why.
      title.current?.focus();
    },
  });
  const { input, setInput, submission, commonPasswords } = change;
  const { fieldErrors, setFieldErrors } = submission;
  const count = passwordLength(input.next);

  return (
    <section className="security-section" aria-labelledby="password-title">
      <h2 id="password-title" ref={title} tabIndex={-1}>
        {text('passwordChange.title')}
      </h2>
      <p className="lead">{text('passwordChange.intro')}</p>
      <SectionNotes note={note} offline={online ? undefined : text('passwordChange.offline')} />
      {proof.view}
      {/* Hidden, not gone, while the check is open: what was typed stays for the change. */}
      <div hidden={proof.checking}>
        <FailureAlert
          submission={submission}
          message={(failure, wait) =>
            passwordChangeFailureText(failure, wait, { text, t }, Boolean(fieldErrors.next))
          }
        />
        <SubmissionForm submission={submission} input={input} onInput={() => setNote(undefined)}>
          {/* Lets a password manager file the new password under the right account. */}
          <input
            type="email"
            name="username"
            autoComplete="username"
            value={email}
            readOnly
            hidden
          />
          <PasswordField
            label={text('passwordChange.current')}
            name="current-password"
            autoComplete="current-password"
            required
            value={input.current}
            inputRef={change.currentRef}
            error={fieldErrors.current ? text('passwordChange.currentRequired') : undefined}
            showAccessibleLabel={text('passwordChange.showCurrent')}
            hideAccessibleLabel={text('passwordChange.hideCurrent')}
            onChange={(event) => {
              const current = event.target.value;
              setInput((typed) => ({ ...typed, current }));
              if (fieldErrors.current)
                setFieldErrors((errors) => ({ ...errors, current: undefined }));
            }}
          />
          <PasswordField
            label={text('passwordChange.new')}
            name="new-password"
            autoComplete="new-password"
            required
            value={input.next}
            inputRef={change.nextRef}
            hint={text('passwordChange.newHint')}
            error={
              fieldErrors.next
                ? text(`passwordChange.new.${fieldErrors.next}`, { count })
                : undefined
            }
            showAccessibleLabel={text('passwordChange.showNew')}
            hideAccessibleLabel={text('passwordChange.hideNew')}
            onChange={(event) => {
              const next = event.target.value;
              setInput((typed) => ({ ...typed, next }));
              if (fieldErrors.next) setFieldErrors((errors) => ({ ...errors, next: undefined }));
            }}
            onFocus={change.wantCommonPasswords}
            onBlur={() => {
              if (!input.next) return;
              const problem = newPasswordProblem(input.next, { commonPasswords, email });
              setFieldErrors((errors) => ({ ...errors, next: problem }));
            }}
          />
          <CheckboxField
            label={text('passwordChange.signOutOthers')}
            hint={text('passwordChange.signOutOthersHint')}
            checked={input.signOutOthers}
            onChange={(event) => {
              const signOutOthers = event.target.checked;
              setInput((typed) => ({ ...typed, signOutOthers }));
            }}
          />
          <SubmitButton
            label={text('passwordChange.save')}
            sendingLabel={text('passwordChange.saving')}
            submission={submission}
            held={!online}
          />
        </SubmissionForm>
      </div>
    </section>
  );
}
