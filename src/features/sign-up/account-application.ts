import type { AccountApplication } from '../../api/sso-account';
import type { Locale } from '../../i18n/locale';
import type { SignUpField, SignUpForm } from './validate-sign-up';

export const emptySignUpForm: SignUpForm = {
  name: '',
  email: '',
  phone: '',
  brokerage: '',
  cnpj: '',
  susep: '',
  postalCode: '',
  street: '',
  number: '',
  complement: '',
  district: '',
  city: '',
  state: '',
};

/** The form as the service takes it: trimmed, the address apart, the state in capitals. */
export function accountApplication(form: SignUpForm, locale: Locale): AccountApplication {
  const trimmed = (field: SignUpField) => form[field].trim();
  return {
    name: trimmed('name'),
    email: trimmed('email'),
    phone: trimmed('phone'),
    brokerage: trimmed('brokerage'),
    cnpj: trimmed('cnpj'),
    // Left out when blank: the contract's `susep` is absent, not empty, for "none yet".
    ...(trimmed('susep') ? { susep: trimmed('susep') } : {}),
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
  };
}
