import {
  type ChangeEvent,
  type FormEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Link } from 'wouter';
import type { PostalAddress } from '../../api/postal-code';
import { type AccountFailure, requestAccount } from '../../api/sso-account';
import { accountFailureText } from '../../components/account-failure-message';
import { LiveMessage } from '../../components/live-message';
import { TextField, type TextFieldProps } from '../../components/text-field';
import { getConfig } from '../../config/config';
import { paths } from '../../config/portal-paths';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useOnline } from '../../hooks/use-online';
import { useRetryWait } from '../../hooks/use-retry-wait';
import { useAccountMessages } from '../../i18n/account-messages';
import type { AccountMessageKey } from '../../i18n/account-messages-en';
import { useI18n } from '../../i18n/i18n-context';
import { characterCount } from '../../validation/text-characters';
import { formatBrazilianPhone } from './brazilian-phone';
import {
  caretAfterDigits,
  digitsOf,
  examplePostalCode,
  formatPostalCode,
  isCompletePostalCode,
  maskDigitCount,
} from './postal-code-format';
import { type LookupStatus, useAddressLookup } from './use-address-lookup';
import {
  addressFields,
  errorsFromService,
  type SignUpErrors,
  type SignUpField,
  type SignUpForm,
  signUpFields,
  signUpMaxLength,
  validateSignUp,
  validateSignUpField,
} from './validate-sign-up';

const emptyForm: SignUpForm = {
  name: '',
  email: '',
  phone: '',
  brokerage: '',
  postalCode: '',
  street: '',
  number: '',
  complement: '',
  district: '',
  city: '',
  state: '',
};

function lookupMessage(status: LookupStatus): AccountMessageKey | undefined {
  switch (status.kind) {
    case 'idle':
      return undefined;
    case 'looking':
      return 'lookup.looking';
    case 'found':
      return 'lookup.found';
    case 'failed':
      if (status.failure === 'not_found' || status.failure === 'malformed_code') {
        return 'lookup.notFound';
      }
      if (status.failure === 'offline') return 'lookup.offline';
      if (status.failure === 'timeout') return 'lookup.timeout';
      return 'lookup.failed';
  }
}

/**
 * `/signup`: a brokerage asks for an account. The postal code fills in the address as soon as
 * it is complete; every address field stays editable, and whenever the lookup cannot help
 * (unknown code, slow or failing service, no network) the user types the address instead.
 */
export function SignUpPage() {
  const { locale } = useI18n();
  const t = useAccountMessages();
  useDocumentTitle(t('title.signUp'));
  const online = useOnline();
  const postalCodeFormat = getConfig().postalCodeFormat;
  const lookupId = useId();

  const [form, setForm] = useState<SignUpForm>(emptyForm);
  const [errors, setErrors] = useState<SignUpErrors>({});
  const [failure, setFailure] = useState<AccountFailure>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<{ readonly name: string; readonly email: string }>();

  const inFlight = useRef(false);
  const inputs = useRef<Partial<Record<SignUpField, HTMLInputElement | null>>>({});
  const sentHeadingRef = useRef<HTMLHeadingElement>(null);
  const postalCaret = useRef<number | undefined>(undefined);
  // Address fields the user typed in since the current lookup started: its answer leaves them.
  const typedDuringLookup = useRef(new Set<SignUpField>());
  // Once the wait is over, the message about it no longer applies.
  const wait = useRetryWait(() =>
    setFailure((current) => (current?.kind === 'too_many_attempts' ? undefined : current)),
  );
  const { waiting } = wait;

  const fill = useCallback((address: PostalAddress) => {
    const typed = typedDuringLookup.current;
    setForm((current) => {
      const next = { ...current };
      for (const field of addressFields) {
        // A town with a single code has no street in the answer: keep what is there.
        if (!typed.has(field) && address[field]) next[field] = address[field];
      }
      return next;
    });
    setErrors((current) => {
      const next = { ...current };
      for (const field of addressFields) {
        if (address[field]) delete next[field];
      }
      return next;
    });
  }, []);
  const lookup = useAddressLookup(fill);

  useLayoutEffect(() => {
    const caret = postalCaret.current;
    const input = inputs.current.postalCode;
    if (caret === undefined || !input || document.activeElement !== input) return;
    input.setSelectionRange(caret, caret);
    postalCaret.current = undefined;
  });

  useEffect(() => {
    if (sent) sentHeadingRef.current?.focus();
  }, [sent]);

  const setField = (field: SignUpField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const changePostalCode = (event: ChangeEvent<HTMLInputElement>) => {
    const { value, selectionStart } = event.target;
    const formatted = formatPostalCode(value, postalCodeFormat);
    const digitsBefore = digitsOf(value.slice(0, selectionStart ?? value.length)).length;
    postalCaret.current = caretAfterDigits(formatted, digitsBefore);
    const previous = digitsOf(form.postalCode);
    setField('postalCode', formatted);
    // The mask keeps the first digits of a longer paste; say so rather than drop the rest
    // unseen, in case what was pasted was not a postal code at all.
    if (digitsOf(value).length > maskDigitCount(postalCodeFormat)) {
      setErrors((current) => ({ ...current, postalCode: 'validation.postalCode.extraDigits' }));
    }
    if (!isCompletePostalCode(formatted, postalCodeFormat)) {
      lookup.cancel();
    } else if (digitsOf(formatted) !== previous) {
      typedDuringLookup.current = new Set();
      lookup.lookUp(digitsOf(formatted));
    }
  };

  const validateOnBlur = (field: SignUpField) => {
    let value = form[field];
    if (field === 'phone') {
      value = formatBrazilianPhone(value.trim());
      if (value !== form.phone) setForm((current) => ({ ...current, phone: value }));
    }
    // An empty field is judged on submit, not while the user is only passing through.
    if (!value.trim()) return;
    setErrors((current) => ({
      ...current,
      [field]:
        validateSignUpField(field, value, postalCodeFormat) ??
        // Leaving the field does not make the dropped digits any less worth checking.
        (current[field] === 'validation.postalCode.extraDigits' ? current[field] : undefined),
    }));
  };

  const focusFirstError = (found: SignUpErrors) => {
    const first = signUpFields.find((field) => found[field]);
    if (first) inputs.current[first]?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || waiting) return;
    const found = validateSignUp(form, postalCodeFormat);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }

    inFlight.current = true;
    setSending(true);
    setFailure(undefined);
    const trimmed = (field: SignUpField) => form[field].trim();
    const result = await requestAccount({
      name: trimmed('name'),
      email: trimmed('email'),
      phone: trimmed('phone'),
      brokerage: trimmed('brokerage'),
      address: {
        postalCode: trimmed('postalCode'),
        street: trimmed('street'),
        number: trimmed('number'),
        complement: trimmed('complement'),
        district: trimmed('district'),
        city: trimmed('city'),
        state: trimmed('state').toUpperCase(),
      },
      locale,
    });
    inFlight.current = false;
    setSending(false);
    if (result.ok) {
      setSent({ name: trimmed('name'), email: trimmed('email') });
      return;
    }
    // Whatever went wrong, everything typed stays in the form.
    setFailure(result.failure);
    if (result.failure.kind === 'too_many_attempts') {
      wait.startWait(result.failure.wait);
    }
    if (result.failure.kind === 'invalid_request') {
      const fromService = errorsFromService(result.failure.fields, form, postalCodeFormat);
      setErrors(fromService);
      focusFirstError(fromService);
    }
  };

  if (sent) {
    return (
      <section className="card" aria-labelledby="sign-up-sent-title">
        <h1 id="sign-up-sent-title" ref={sentHeadingRef} tabIndex={-1}>
          {t('signUp.sent.title')}
        </h1>
        <p>{t('signUp.sent.body', { name: sent.name, email: sent.email })}</p>
        <Link href={paths.login.getHref()} className="button button-primary">
          {t('action.backToSignIn')}
        </Link>
      </section>
    );
  }

  const digits = maskDigitCount(postalCodeFormat);
  const example = examplePostalCode(postalCodeFormat);
  const errorText = (field: SignUpField) => {
    const key = errors[field];
    const lengths = { max: signUpMaxLength(field), count: characterCount(form[field].trim()) };
    return key ? t(key, { digits, example, ...lengths }) : undefined;
  };
  const field = (
    name: SignUpField,
    props: Omit<TextFieldProps, 'value' | 'name' | 'error' | 'inputRef'>,
  ) => (
    <TextField
      {...props}
      name={name}
      value={form[name]}
      error={errorText(name)}
      inputRef={(element) => {
        inputs.current[name] = element;
      }}
      onChange={(event) => {
        if ((addressFields as readonly string[]).includes(name)) {
          typedDuringLookup.current.add(name);
        }
        setField(name, name === 'state' ? event.target.value.toUpperCase() : event.target.value);
      }}
      onBlur={() => validateOnBlur(name)}
    />
  );
  const lookupText = lookupMessage(lookup.status);
  const failureText = accountFailureText(failure, t, wait);

  return (
    <section className="card" aria-labelledby="sign-up-title">
      <h1 id="sign-up-title">{t('signUp.title')}</h1>
      <p className="lead">{t('signUp.intro')}</p>
      <LiveMessage tone="error">{failureText}</LiveMessage>
      <LiveMessage tone="info">{!online ? t('error.offline') : undefined}</LiveMessage>
      <form noValidate onSubmit={submit} aria-busy={sending}>
        <fieldset className="form-section">
          <legend>{t('signUp.section.you')}</legend>
          {field('name', { label: t('field.name'), autoComplete: 'name', required: true })}
          {field('email', {
            label: t('field.email'),
            type: 'email',
            inputMode: 'email',
            autoComplete: 'email',
            autoCapitalize: 'none',
            autoCorrect: 'off',
            spellCheck: false,
            required: true,
          })}
          {field('phone', {
            label: t('field.phone'),
            hint: t('field.phone.hint'),
            type: 'tel',
            inputMode: 'tel',
            autoComplete: 'tel-national',
            required: true,
          })}
        </fieldset>
        <fieldset className="form-section">
          <legend>{t('signUp.section.brokerage')}</legend>
          {field('brokerage', {
            label: t('field.brokerage'),
            autoComplete: 'organization',
            required: true,
          })}
        </fieldset>
        <fieldset className="form-section">
          <legend>{t('signUp.section.address')}</legend>
          <TextField
            label={t('field.postalCode')}
            hint={t('field.postalCode.hint', { example })}
            name="postalCode"
            inputMode="numeric"
            autoComplete="postal-code"
            required
            value={form.postalCode}
            error={errorText('postalCode')}
            inputRef={(element) => {
              inputs.current.postalCode = element;
            }}
            onChange={changePostalCode}
            onBlur={() => validateOnBlur('postalCode')}
            notesId={lookupId}
            notes={
              <p
                id={lookupId}
                className={lookupText ? 'field-hint field-lookup' : 'field-lookup'}
                role="status"
              >
                {lookupText ? t(lookupText) : null}
              </p>
            }
          />
          {field('street', {
            label: t('field.street'),
            autoComplete: 'address-line1',
            required: true,
          })}
          {field('number', {
            label: t('field.number'),
            hint: t('field.number.hint'),
            inputMode: 'text',
            required: true,
          })}
          {field('complement', {
            label: t('field.complement'),
            hint: t('field.complement.hint'),
            autoComplete: 'address-line2',
          })}
          {field('district', {
            label: t('field.district'),
            autoComplete: 'address-level3',
            required: true,
          })}
          {field('city', {
            label: t('field.city'),
            autoComplete: 'address-level2',
            required: true,
          })}
          {field('state', {
            label: t('field.state'),
            hint: t('field.state.hint'),
            autoComplete: 'address-level1',
            autoCapitalize: 'characters',
            required: true,
          })}
        </fieldset>
        <button
          type="submit"
          className="button button-primary"
          disabled={sending || waiting || !online}
        >
          {sending ? t('action.sendingRequest') : t('action.sendRequest')}
        </button>
      </form>
      <p className="form-links">
        {t('link.haveAccount')} <Link href={paths.login.getHref()}>{t('action.signIn')}</Link>
      </p>
    </section>
  );
}
