/**
 * English messages of "confirm it is you": the check a change on the security page asks for
 * when the session's last proof is old, and the one an application asks of `/login` (a fresh
 * sign-in, a second factor). Loaded with either. The pt-BR catalogue must have exactly these
 * keys (the compiler checks).
 */
export const proofEn = {
  'proof.title': 'Confirm it is you',
  'proof.why': 'To make this change, first confirm it is you.',
  'proof.finding': 'Checking how you can confirm…',
  'proof.passkey.body':
    'Use your passkey: your device confirms it with your fingerprint, face or screen lock.',
  'proof.passkey.use': 'Use passkey',
  'proof.passkey.using': 'Waiting for your passkey…',
  'proof.passkey.cancelled': 'Your passkey was not used. Try again, or cancel.',
  'proof.passkey.refused': 'That passkey could not confirm it is you. Try again.',
  'proof.code.body': 'Type the code your authenticator app shows now.',
  'proof.code.label': 'Code from the app',
  'proof.code.hint': '6 digits; a new one every 30 seconds.',
  'proof.password.body': 'Type your password.',
  'proof.confirm': 'Confirm',
  'proof.cancel': 'Cancel',
  'proof.confirmed': 'Confirmed. Making your change…',
  'proof.cancelled': 'Nothing was changed.',
  'proof.company.body':
    'Your company account is how you sign in, and it can only confirm it is you by signing in again.',
  'proof.company.change': 'Nothing was changed: sign in again, then make the change once more.',
  'proof.company.application': 'Once you sign in again, you go back to the application.',
  'proof.company.again': 'Sign in again with {provider}',
  'proof.company.someProvider': 'your company account',
  'proof.another': 'Use another way',
  'stepUp.title': 'Confirm it is you',
  'stepUp.body': 'The application at {host} asks you to confirm it is you before going on.',
  'stepUp.signedInAs': 'You signed in as {email}.',
  'stepUp.codeToo': 'It also asks for a code from your authenticator app.',
  'stepUp.noSecondFactor':
    'The application at {host} needs two-step verification, and your account does not have it yet. Set it up in Sign-in and security, then try again.',
  'stepUp.toSecurity': 'Open Sign-in and security',
  'stepUp.back': 'Go back without confirming',
  'stepUp.done': 'Confirmed. Going back to {host}…',
} as const;

export type ProofMessages = typeof proofEn;
