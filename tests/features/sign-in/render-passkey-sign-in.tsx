import { render } from '@testing-library/react';
import { vi } from 'vitest';
import {
  PasskeySignIn,
  type PasskeySignInProps,
} from '../../../src/features/sign-in/passkey-sign-in';
import { I18nProvider } from '../../../src/i18n/i18n-context';

/**
 * The passkey button of /login on its own, in English, with what a test leaves out of `props`
 * as the sign-in form gives it: not remembered, enabled, each outcome a mock the test can read.
 */
export function renderPasskeySignIn(props: Partial<PasskeySignInProps> = {}) {
  const outcomes = { onSignedIn: vi.fn(), onSecondFactor: vi.fn() };
  render(
    <I18nProvider initialLocale="en">
      <PasskeySignIn
        rememberMe={false}
        disabled={false}
        onChosen={() => {}}
        {...outcomes}
        {...props}
      />
    </I18nProvider>,
  );
  return outcomes;
}
