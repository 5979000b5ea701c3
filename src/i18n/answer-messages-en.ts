/**
 * The portal's words for what an SSO answer refuses (wrong credentials, locks, limits, a
 * request the service did not accept) and for the ways on they offer. Portal-wide messages
 * (every page's `t` has them once they have come), but not in the catalogue the sign-in page
 * loads up front: no page can show one before a request has been answered, and they come with
 * the first refusal (api/answer-words.ts). What a request can meet without an answer (offline,
 * no answer in time) stays in the catalogue itself.
 */
export const answerEn = {
  'error.invalidCredentials':
    'The email or password is incorrect. Check them and try again, or reset your password.',
  // `{wait}` is the time left of the lock, counted down (CountdownMessage): "is locked for" it
  // stays true as it shrinks, where "we locked it for" would not.
  'error.accountLocked': 'Too many incorrect passwords: this account is locked for {wait}.',
  // Said with the refusal once few attempts are left (failure-words.ts). The answer does not say
  // how long the coming lock will be (15 minutes the first time, then twice the one before), so
  // the words say how it grows rather than a length that would be wrong from the second lock.
  // This catalogue has no plural forms: one attempt left has its own message.
  'error.attemptsLeft':
    '{count} attempts left before this account is locked for a time that grows with each lock.',
  'error.lastAttempt':
    '1 attempt left before this account is locked for a time that grows with each lock.',
  'error.accountLockedNoWait':
    'Too many incorrect passwords: this account is locked. Try again later.',
  'error.passwordBlocked':
    "Too many incorrect passwords in a row: this account's password is blocked. Choose a new one, or sign in with a passkey.",
  'error.codesLocked':
    'Your password is correct, but after too many incorrect codes, codes are locked for {wait}. Sign in again after that, with a code from your authenticator app or one of your recovery codes.',
  'error.codesLockedNoWait':
    'Your password is correct, but after too many incorrect codes, codes are locked. Sign in again later, with a code from your authenticator app or one of your recovery codes.',
  'error.tooManyAttempts': 'Too many sign-in attempts. You can try again in {wait}.',
  'error.unavailableFor':
    'The sign-in service is not available right now. You can try again in {wait}.',
  'error.invalidRequest':
    'The sign-in service could not accept this request. Check the fields and try again.',
  'error.cookiesBlocked':
    'Your browser did not keep the sign-in cookie. Allow cookies for this site in your browser settings, then sign in again.',
  'signIn.codeNeeded': 'Enter the code from your authenticator app.',
  'signIn.resetInstead': 'Reset your password',
  // After `error.codesLocked`; `{support}` is `signIn.contactSupport`, a link when one is set.
  'signIn.codesLockedHelp': 'If you did not type those codes, or you need help, {support}.',
  'signIn.contactSupport': 'contact support',
  // A password or passkey refused for an email whose brokerage signs in with its own provider.
  'signIn.companyRequired': 'Your brokerage uses only company accounts to sign in.',
} as const;
