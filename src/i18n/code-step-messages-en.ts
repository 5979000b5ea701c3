/** The code step after the password (`/login/code`), in English: the reference catalogue. */
export const codeStepEn = {
  'title.signInCode': 'Two-step verification',
  'code.title': 'Two-step verification',
  'code.intro': 'Enter the 6-digit code your authenticator app shows for gofy.',
  'code.recoveryIntro':
    'Enter one of the recovery codes you saved when you set up two-step verification.',
  'code.checking': 'Checking your sign-in…',
  'code.account': 'Signing in as {email}',
  'action.signInWithAnotherAccount': 'Sign in with another account',
  'action.endingSignIn': 'Ending this sign-in…',
  'code.anotherAccountOffline':
    'You are offline. Signing in with another account needs a connection: check it and try again.',
  'code.field': 'Code',
  'code.hint': '6 digits, such as 123 456.',
  'code.trustDevice': "Don't ask again on this device for 30 days",
  'code.trustDevice.hint': 'Only on a device that is yours alone.',
  'code.submit': 'Verify',
  'code.submitting': 'Verifying…',
  'code.startOver': 'Sign in again',
  'code.blockedIntro':
    'After too many incorrect codes in a row, codes from the app can no longer sign you in. Enter one of the recovery codes you saved when you set up two-step verification.',
  'code.blockedNoRecovery':
    'After too many incorrect codes in a row, codes from the app can no longer sign you in, and your account has no recovery codes left. Contact support to get back in.',
  'code.expired': 'The time to enter the code ran out. Sign in again.',
  'code.missing':
    'This sign-in was started in another browser or window, or it has already finished. Sign in again here.',
  'code.locked':
    'Too many incorrect codes: this sign-in has ended, and codes are locked for {wait}. Sign in again after that, with a code from your authenticator app or one of your recovery codes.',
  'code.recoveryUsed': 'You signed in with a recovery code.',
  'code.recoveryLeft': 'Recovery codes left: {count}.',
  'code.recoveryFew':
    'Generate new recovery codes soon, and set up the app again if you lost your phone.',
  'code.newCodes': 'Generate new recovery codes',
  'code.continue': 'Continue',
  'enrol.title': 'Set up two-step verification',
  'enrol.intro':
    'Your company asks for a code from an authenticator app at every sign-in. Add gofy to the app on your phone.',
  'enrol.codeIntro': 'Then enter the 6-digit code the app shows for gofy.',
  'enrol.loading': 'Preparing your setup…',
  'enrol.done': 'Two-step verification is on. From now on, sign-in asks for a code from the app.',
} as const;

export type CodeStepMessages = { readonly [Key in keyof typeof codeStepEn]: string };
