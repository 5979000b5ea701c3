import { autofillRefusedTests } from './passkeys/autofill-refused';
import { passkeyListTests } from './passkeys/passkey-list';
import { setUpPasskeys } from './passkeys/passkey-page';
import { passkeySignInTests } from './passkeys/passkey-sign-in';

// Passkeys with Chromium's virtual authenticator, against the local SSO service over HTTP.
const passkeys = setUpPasskeys();

passkeySignInTests(passkeys);
autofillRefusedTests(passkeys);
passkeyListTests(passkeys);
