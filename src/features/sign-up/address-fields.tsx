import { type ChangeEvent, useId, useLayoutEffect, useRef } from 'react';
import type { PostalCodeFailure } from '../../api/postal-code';
import { SelectField } from '../../components/select-field';
import { useAccountMessages } from '../../i18n/account-messages';
import type { AccountMessageKey } from '../../i18n/account-messages-en';
import { brazilianStates } from '../../validation/brazilian-states';
import {
  caretAfterDigits,
  digitsOf,
  examplePostalCode,
  formatPostalCode,
  isCompletePostalCode,
  maskDigitCount,
} from './postal-code-format';
import { SignUpTextField } from './sign-up-text-field';
import { type LookupStatus, useAddressLookup } from './use-address-lookup';
import type { SignUpFormState } from './use-sign-up-form';
import { addressFields, type SignUpField } from './validate-sign-up';

const lookupFailures: Readonly<Record<PostalCodeFailure, AccountMessageKey>> = {
  not_found: 'lookup.notFound',
  malformed_code: 'lookup.notFound',
  offline: 'lookup.offline',
  timeout: 'lookup.timeout',
  unavailable: 'lookup.failed',
  malformed: 'lookup.failed',
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
      return lookupFailures[status.failure];
  }
}

/** A lookup that could not help is a notice to act on (type the address), not a hint. */
function lookupClass(status: LookupStatus): string {
  if (status.kind === 'idle') return 'field-lookup';
  return status.kind === 'failed' ? 'field-warning field-lookup' : 'field-hint field-lookup';
}

// Picked by the two letters a broker knows them by, in the order of those letters.
const stateOptions = [...brazilianStates]
  .sort((a, b) => a.code.localeCompare(b.code))
  .map((state) => ({ value: state.code, label: `${state.code} – ${state.name}` }));

const isFilled = (field: SignUpField) => (addressFields as readonly string[]).includes(field);

/**
 * The office's address. The postal code fills in street, district, city and state as soon as
 * it is complete; every field stays editable, and whenever the lookup cannot help (unknown
 * code, slow or failing service, no network) the user types the address instead.
 */
export function AddressFields({ signUp }: { readonly signUp: SignUpFormState }) {
  const t = useAccountMessages();
  const lookupId = useId();
  const { postalCodeFormat, fillAddress } = signUp;
  // Where the caret goes once the masked code is on screen: after the digits it followed.
  const postalCaret = useRef<{ readonly input: HTMLInputElement; readonly at: number }>(undefined);
  // Address fields the user typed in since the current lookup started: its answer leaves them.
  const typedDuringLookup = useRef(new Set<SignUpField>());
  const lookup = useAddressLookup((address) => fillAddress(address, typedDuringLookup.current));

  useLayoutEffect(() => {
    const caret = postalCaret.current;
    if (!caret || document.activeElement !== caret.input) return;
    caret.input.setSelectionRange(caret.at, caret.at);
    postalCaret.current = undefined;
  });

  const changePostalCode = (event: ChangeEvent<HTMLInputElement>) => {
    const { value, selectionStart } = event.target;
    const formatted = formatPostalCode(value, postalCodeFormat);
    const digitsBefore = digitsOf(value.slice(0, selectionStart ?? value.length)).length;
    postalCaret.current = { input: event.target, at: caretAfterDigits(formatted, digitsBefore) };
    const previous = digitsOf(signUp.values.postalCode);
    signUp.setField('postalCode', formatted);
    // Another code: the address looked up for the one before no longer belongs to it.
    if (digitsOf(formatted) !== previous) signUp.forgetLookedUpAddress();
    // The mask keeps the first digits of a longer paste; say so rather than drop the rest
    // unseen, in case what was pasted was not a postal code at all.
    if (digitsOf(value).length > maskDigitCount(postalCodeFormat)) {
      signUp.setErrors((current) => ({
        ...current,
        postalCode: 'validation.postalCode.extraDigits',
      }));
    }
    if (!isCompletePostalCode(formatted, postalCodeFormat)) {
      lookup.cancel();
    } else if (digitsOf(formatted) !== previous) {
      typedDuringLookup.current = new Set();
      lookup.lookUp(digitsOf(formatted));
    }
  };

  const lookupText = lookupMessage(lookup.status);
  const bound = (name: SignUpField) => ({
    signUp,
    name,
    onEdit: isFilled(name) ? () => typedDuringLookup.current.add(name) : undefined,
  });

  return (
    <fieldset className="form-section">
      <legend>{t('signUp.section.address')}</legend>
      <SignUpTextField
        signUp={signUp}
        name="postalCode"
        label={t('field.postalCode')}
        hint={t('field.postalCode.hint', { example: examplePostalCode(postalCodeFormat) })}
        inputMode="numeric"
        autoComplete="postal-code"
        required
        onChange={changePostalCode}
        notesId={lookupId}
        notes={
          <p id={lookupId} className={lookupClass(lookup.status)} role="status">
            {lookupText ? t(lookupText) : null}
          </p>
        }
      />
      <SignUpTextField
        {...bound('street')}
        label={t('field.street')}
        autoComplete="address-line1"
        required
      />
      <SignUpTextField
        {...bound('number')}
        label={t('field.number')}
        hint={t('field.number.hint')}
        inputMode="text"
        required
      />
      <SignUpTextField
        {...bound('complement')}
        label={t('field.complement')}
        hint={t('field.complement.hint')}
        autoComplete="address-line2"
      />
      <SignUpTextField
        {...bound('district')}
        label={t('field.district')}
        autoComplete="address-level3"
        required
      />
      <SignUpTextField
        {...bound('city')}
        label={t('field.city')}
        autoComplete="address-level2"
        required
      />
      <SelectField
        name="state"
        label={t('field.state')}
        placeholder={t('field.state.choose')}
        options={stateOptions}
        autoComplete="address-level1"
        required
        value={signUp.values.state}
        error={signUp.errors.state ? t(signUp.errors.state) : undefined}
        selectRef={signUp.inputRef('state')}
        onChange={(event) => {
          typedDuringLookup.current.add('state');
          signUp.setField('state', event.target.value);
        }}
        onBlur={() => signUp.validateOnBlur('state')}
      />
    </fieldset>
  );
}
