import { useRef, useState } from 'react';
import type { PostalAddress } from '../../api/postal-code';
import { requestAccount } from '../../api/sso-account';
import { getConfig } from '../../config/config';
import { carriedApplicant } from '../../hooks/carried-applicant';
import { useSubmission } from '../../hooks/use-submission';
import { useI18n } from '../../i18n/i18n-context';
import { formatCnpj, isCnpj } from '../../validation/cnpj';
import { accountApplication, emptySignUpForm } from './account-application';
import { formatBrazilianPhone } from './brazilian-phone';
import {
  addressFields,
  errorsFromService,
  type FilledAddressField,
  type SignUpErrors,
  type SignUpField,
  type SignUpForm,
  signUpFields,
  validateSignUp,
  validateSignUpField,
} from './validate-sign-up';

/** Who asked for an account, and when the answer comes, for the confirmation. */
export interface SignUpSent {
  readonly name: string;
  readonly email: string;
  readonly reviewBusinessDays: number | undefined;
}

/**
 * The sign-up form's values, its problems by field and its submission. Whatever goes wrong,
 * everything typed stays in the form.
 */
export function useSignUpForm(onSent: (sent: SignUpSent) => void) {
  const { locale } = useI18n();
  const postalCodeFormat = getConfig().postalCodeFormat;
  // Filled in from a company account no account has, when the sign-in page sent it here.
  const [values, setValues] = useState<SignUpForm>(() => ({
    ...emptySignUpForm,
    ...carriedApplicant(),
  }));
  const inputs = useRef<Partial<Record<SignUpField, HTMLInputElement | HTMLSelectElement | null>>>(
    {},
  );
  // The address fields the postal-code lookup wrote and the user has not edited since: a new
  // code takes them away, so an address never goes out with another code's street.
  const lookedUp = useRef(new Set<FilledAddressField>());

  const submission = useSubmission({
    validate: (form: SignUpForm): SignUpErrors => validateSignUp(form, postalCodeFormat),
    send: (form: SignUpForm) => requestAccount(accountApplication(form, locale)),
    fieldErrorsOf: (failure, form) =>
      failure.kind === 'invalid_request'
        ? errorsFromService(failure.fields, form, postalCodeFormat)
        : undefined,
    // The first field in error, in the order they are on screen.
    onFieldErrors: (errors) => {
      const first = signUpFields.find((field) => errors[field]);
      if (first) inputs.current[first]?.focus();
    },
    onSuccess: ({ reviewBusinessDays }, form) =>
      onSent({ name: form.name.trim(), email: form.email.trim(), reviewBusinessDays }),
  });
  const { fieldErrors: errors, setFieldErrors: setErrors } = submission;

  const setField = (field: SignUpField, value: string) => {
    lookedUp.current.delete(field as FilledAddressField);
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const validateOnBlur = (field: SignUpField) => {
    let value = values[field];
    // Written back as it is printed, so a misplaced digit is easier to spot.
    const printed: Partial<Record<SignUpField, (typed: string) => string>> = {
      phone: formatBrazilianPhone,
      cnpj: (typed) => (isCnpj(typed) ? formatCnpj(typed) : typed),
    };
    const print = printed[field];
    if (print) {
      value = print(value.trim());
      if (value !== values[field]) setValues((current) => ({ ...current, [field]: value }));
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

  /** Writes a looked-up address into the fields, except those in `keep` (typed meanwhile). */
  const fillAddress = (address: PostalAddress, keep: ReadonlySet<SignUpField>) => {
    setValues((current) => {
      const next = { ...current };
      for (const field of addressFields) {
        // A town with a single code has no street in the answer: keep what is there.
        if (!keep.has(field) && address[field]) {
          next[field] = address[field];
          lookedUp.current.add(field);
        }
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
  };

  /** Empties what the lookup wrote for the code before; what the user typed stays. */
  const forgetLookedUpAddress = () => {
    const fields = [...lookedUp.current];
    if (fields.length === 0) return;
    lookedUp.current.clear();
    setValues((current) => {
      const next = { ...current };
      for (const field of fields) next[field] = '';
      return next;
    });
  };

  return {
    values,
    errors,
    setErrors,
    setField,
    validateOnBlur,
    fillAddress,
    forgetLookedUpAddress,
    postalCodeFormat,
    submission,
    /** Registers a field's input, so the first field in error can be focused. */
    inputRef: (field: SignUpField) => (element: HTMLInputElement | HTMLSelectElement | null) => {
      inputs.current[field] = element;
    },
  };
}

export type SignUpFormState = ReturnType<typeof useSignUpForm>;
