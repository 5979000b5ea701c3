/**
 * The portal's words for what an SSO answer refuses (wrong credentials, locks, limits, a
 * request the service did not accept) and for the ways on they offer. Portal-wide messages
 * (every page's `t` has them once they have come), but not in the catalogue the sign-in page
 * loads up front: no page can show one before a request has been answered, and they come with
 * the first request (api/answer-words.ts). What a request can meet without an answer (offline,
 * no answer in time) stays in the catalogue itself.
 */
export const answerEn = {
  'error.invalidCredentials':
    'The email or password is incorrect. Check them and try again, or reset your password.',
  'error.accountLocked':
    'This account is locked for a while after too many failed attempts. Try again in {wait}.',
  'error.attemptsLeft':
    'This email is close to its limit of attempts: {count} more without success and it is locked for a while.',
  'error.accountLockedNoWait':
    'This account is locked for a while after too many failed attempts. Try again later.',
  'error.passwordBlocked':
    'Too many incorrect passwords in a row: the password no longer opens this account. Choose a new one, or sign in with a passkey.',
  'error.codesLocked':
    'Your password is correct, but after too many incorrect codes, codes are locked for a while. Sign in again in {wait}, with a code from your authenticator app or one of your recovery codes.',
  'error.codesLockedNoWait':
    'Your password is correct, but after too many incorrect codes, codes are locked for a while. Sign in again later, with a code from your authenticator app or one of your recovery codes.',
  'error.tooManyAttempts': 'Too many sign-in attempts. You can try again in {wait}.',
  'error.unavailableFor':
    'The sign-in service is not available right now. You can try again in {wait}.',
  'error.invalidRequest':
    'The sign-in service could not accept this request. Check the fields and try again.',
  'error.cookiesBlocked':
    'Your browser did not keep the sign-in cookie, so you could not stay signed in. Allow cookies for this site in your browser settings, then sign in again.',
  'signIn.codeNeeded': 'Enter the code from your authenticator app.',
  'signIn.resetInstead': 'Reset your password',
  // After `error.codesLocked`; `{support}` is `signIn.contactSupport`, a link when one is set.
  'signIn.codesLockedHelp': 'If you did not type those codes, or you need help, {support}.',
  'signIn.contactSupport': 'contact support',
  // A password or passkey refused for an email whose brokerage signs in with its own provider.
  'signIn.companyRequired': 'Your brokerage signs in only with its company account.',
} as const;
