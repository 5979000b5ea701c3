import type { TranslationOf } from './catalogue';

/**
 * English catalogue. Its keys are the portal's message keys: the pt-BR catalogue must have
 * exactly these (the compiler checks), and `{name}` placeholders are filled by `t()`.
 * Keys are grouped by role: `action.*` for things a user does, `field.*` for inputs,
 * `error.*` for failures, then one group per page.
 */
export const en = {
  'app.tagline': 'Brokerage suite',
  'app.environment': 'Environment: {environment}',
  'app.skipToContent': 'Skip to content',

  'locale.label': 'Language',
  'locale.unavailable':
    'The language could not be changed right now. Check your connection and try again.',

  // What search engines and link previews show of a page.
  'meta.description': 'gofy: sign in to the brokerage platform',

  'title.signIn': 'Sign in',
  'title.signOut': 'Sign out',
  'title.notFound': 'Page not found',

  'action.signIn': 'Sign in',
  'action.signingIn': 'Signing in…',
  // Here, not with the passkey's messages: the page holds the button's room before their code
  // arrives (passkey-slot.tsx).
  'action.signInWithPasskey': 'Sign in with a passkey',
  'action.loading': 'Loading…',
  'action.signOut': 'Sign out',
  'action.signInAgain': 'Sign in again',
  'action.showPassword': 'Show password',
  'action.showShort': 'Show',
  'action.hideShort': 'Hide',
  'action.hidePassword': 'Hide password',
  'action.tryAgain': 'Try again',
  'action.goHome': 'Go to the main page',

  'field.email': 'Email',
  'field.password': 'Password',
  'field.rememberMe': 'Keep me signed in on this device',
  'field.rememberMe.hint': 'Leave this off on shared or public computers.',
  'field.capsLock': 'Caps Lock is on.',

  'validation.email.required': 'Enter your email address.',
  'validation.email.invalid': 'Enter an email address like name@example.com.',
  'validation.email.tooLong':
    'An email address has at most 254 characters. Check that only your email was pasted.',
  'validation.email.hiddenCharacter':
    'This email has a hidden character in it, such as a tab or a text-direction mark, usually pasted by accident. Type it again.',
  'validation.password.required': 'Enter your password.',
  'validation.password.tooLong':
    'A password has at most 128 characters. Check that only your password was pasted.',
  'validation.password.hiddenCharacter':
    'This password has a hidden control character in it, such as a tab or a line break, usually pasted by accident. Type it instead.',
  'validation.summary': 'Check the highlighted fields.',

  'error.invalidCredentials':
    'The email or password is not correct. Check them and try again, or reset your password.',
  'error.accountLocked':
    'This account is locked for a while after too many failed attempts. Try again in {wait}.',
  'error.attemptsLeft':
    'This email is close to its limit of attempts: {count} more without success and it is locked for a while.',
  'error.accountLockedNoWait':
    'This account is locked for a while after too many failed attempts. Try again later.',
  'error.passwordBlocked':
    'Too many wrong passwords in a row: the password no longer opens this account. Choose a new one, or sign in with a passkey.',
  'error.codesLocked':
    'Your password is right, but after too many wrong codes, codes are locked for a while. Sign in again in {wait}, with a code from your authenticator app or one of your recovery codes.',
  'error.codesLockedNoWait':
    'Your password is right, but after too many wrong codes, codes are locked for a while. Sign in again later, with a code from your authenticator app or one of your recovery codes.',
  'error.tooManyAttempts': 'Too many sign-in attempts. You can try again in {wait}.',
  'error.offline': 'You are offline. Check your connection and try again.',
  'error.timeout':
    'The sign-in service took too long to answer. Check your connection and try again.',
  'error.unavailable':
    'The sign-in service is not available right now. Try again in a few minutes.',
  'error.unavailableFor':
    'The sign-in service is not available right now. You can try again in {wait}.',
  'error.malformed':
    'The sign-in service sent an answer the portal could not read. Try again; if it keeps happening, contact support.',
  'error.forbidden':
    'This request was blocked to protect your account. Reload the page and try again.',
  'error.invalidRequest':
    'The sign-in service could not accept this request. Check the fields and try again.',
  'error.cookiesBlocked':
    'Your browser did not keep the sign-in cookie, so you could not stay signed in. Allow cookies for this site in your browser settings, then sign in again.',

  'signIn.title': 'Sign in to gofy',
  // The sign-in page's notice while the device is offline; a failed request says `error.offline`.
  'signIn.offline': 'You are offline. Signing in needs a connection: check it and try again.',
  'signIn.codeNeeded': 'Enter the code from your authenticator app.',
  'signIn.intro': 'Use your broker account.',
  'signIn.sessionEnded':
    'Your session has ended, for your security. Sign in again to come back where you were.',
  'signIn.continuing': 'You are already signed in. Taking you on…',
  'signIn.needsScript':
    'Signing in needs JavaScript. Turn it on in your browser and reload the page.',
  'signIn.resubmit':
    'The page was still loading when the form was sent, so nothing was sent. Please sign in again.',
  'signIn.forgotPassword': 'Forgot your password?',
  'signIn.resetInstead': 'Reset your password',
  // Where the broker goes once signed in, when the address names a suite application the
  // portal may return to (return-hint.tsx). Each names the application as its card does.
  'returnHint.pipeline': 'Sign in to continue to Sales pipeline',
  'returnHint.insured': 'Sign in to continue to Insured portal',
  'returnHint.multiquote': 'Sign in to continue to Multi-quote calculator',
  'returnHint.automation': 'Sign in to continue to Automation',
  'returnHint.schedule': 'Sign in to continue to Scheduling',
  'returnHint.notifications': 'Sign in to continue to Notifications',
  'returnHint.education': 'Sign in to continue to Education',
  'returnHint.otherApp': 'Sign in to continue to the application you came from',
  // After `error.codesLocked`; `{support}` is `signIn.contactSupport`, a link when one is set.
  'signIn.codesLockedHelp': 'If you did not type those codes, or you need help, {support}.',
  'signIn.contactSupport': 'contact support',
  'signIn.noAccount': 'New to gofy?',
  'signIn.askForAccount': 'Ask for an account',
  // The company providers' buttons on the sign-in page, prerendered (`{provider}` is a
  // provider's name, the same in every language), and the line above them.
  'companyButton.continueWith': 'Continue with {provider}',
  'companyButton.or': 'Or use your company account',
  // A password or passkey refused for an email whose brokerage signs in with its own provider.
  'signIn.companyRequired': 'Your brokerage signs in only with its company account.',
  'signIn.passwordChanged':
    'Your password was changed and you were signed out on every device. Sign in with the new password.',

  'link.newTab': '(opens in a new tab)',
  'install.button': 'Install app',

  'notFound.title': 'Page not found',
  'notFound.body': 'The address may be mistyped, or the page may have moved.',

  'crash.title': 'Something went wrong',
  'crash.body': 'Reload the page to try again.',
  'crash.missingCode.title': 'This page could not be loaded',
  'crash.missingCode.body':
    'Part of the portal did not arrive: the connection may have dropped, or a new version is being installed. Check your connection, then reload the page.',
  'crash.reload': 'Reload',
} as const;

export type MessageKey = keyof typeof en;
export type Messages = TranslationOf<typeof en>;
