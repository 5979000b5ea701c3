import { useState } from 'react';
import { Link } from 'wouter';
import { FormCard } from '../../components/form-card';
import { SubmissionForm } from '../../components/submission-form';
import { SubmitButton } from '../../components/submit-button';
import { paths } from '../../config/portal-paths';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useOnline } from '../../hooks/use-online';
import { useAccountMessages } from '../../i18n/account-messages';
import { accountFailureWords } from '../../words/account-failure-words';
import { AddressFields } from './address-fields';
import { PrivacyNotice } from './privacy-notice';
import { SignUpSent } from './sign-up-sent';
import { SignUpTextField } from './sign-up-text-field';
import { type SignUpSent as Sent, useSignUpForm } from './use-sign-up-form';

/** `/signup`: a brokerage asks for an account. */
export function SignUpPage() {
  const t = useAccountMessages();
  useDocumentTitle(t('title.signUp'));
  const online = useOnline();
  const [sent, setSent] = useState<Sent>();
  const signUp = useSignUpForm(setSent);
  const { submission } = signUp;

  if (sent) return <SignUpSent sent={sent} />;

  return (
    <FormCard
      titleId="sign-up-title"
      title={t('signUp.title')}
      lead={t('signUp.intro')}
      submission={submission}
      message={accountFailureWords(t)}
      notice={!online ? t('error.offline') : undefined}
    >
      <SubmissionForm submission={submission} input={signUp.values}>
        <fieldset className="form-section">
          <legend>{t('signUp.section.you')}</legend>
          <SignUpTextField
            signUp={signUp}
            name="name"
            label={t('field.name')}
            autoComplete="name"
            required
          />
          <SignUpTextField
            signUp={signUp}
            name="email"
            label={t('field.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            required
          />
          <SignUpTextField
            signUp={signUp}
            name="phone"
            label={t('field.phone')}
            hint={t('field.phone.hint')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            required
          />
        </fieldset>
        <fieldset className="form-section">
          <legend>{t('signUp.section.brokerage')}</legend>
          <SignUpTextField
            signUp={signUp}
            name="brokerage"
            label={t('field.brokerage')}
            autoComplete="organization"
            required
          />
          <SignUpTextField
            signUp={signUp}
            name="cnpj"
            label={t('field.cnpj')}
            hint={t('field.cnpj.hint')}
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            required
          />
          <SignUpTextField
            signUp={signUp}
            name="susep"
            label={t('field.susep')}
            hint={t('field.susep.hint')}
            inputMode="numeric"
            autoComplete="off"
          />
        </fieldset>
        <AddressFields signUp={signUp} />
        <PrivacyNotice />
        <SubmitButton
          label={t('action.sendRequest')}
          sendingLabel={t('action.sendingRequest')}
          submission={submission}
        />
      </SubmissionForm>
      <p className="form-links">
        {t('link.haveAccount')} <Link href={paths.login.getHref()}>{t('action.signIn')}</Link>
      </p>
    </FormCard>
  );
}
