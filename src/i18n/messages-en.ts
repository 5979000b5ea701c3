import type { answerEn } from './answer-messages-en';
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

  'error.offline': 'You are offline. Check your connection and try again.',
  'error.timeout':
    'The sign-in service took too long to answer. Check your connection and try again.',
  'error.unavailable':
    'The sign-in service is not available right now. Try again in a few minutes.',
  'error.malformed':
    'The sign-in service sent an answer gofy could not read. Try again; if it keeps happening, contact support.',
  'error.forbidden':
    'This request was blocked to protect your account. Reload the page and try again.',

  'signIn.title': 'Sign in to gofy',
  // The sign-in page's notice while the device is offline; a failed request says `error.offline`.
  'signIn.offline': 'You are offline. Signing in needs a connection: check it and try again.',
  'signIn.intro': 'Use your broker account.',
  'signIn.sessionEnded':
    'Your session has ended, for your security. Sign in again to continue where you left off.',
  'signIn.continuing': 'You are already signed in. Redirecting…',
  'signIn.needsScript':
    'Signing in needs JavaScript. Turn it on in your browser and reload the page.',
  'signIn.resubmit': 'The page was still loading, so nothing was sent. Please sign in again.',
  'signIn.forgotPassword': 'Forgot your password?',
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
  'signIn.noAccount': 'New to gofy?',
  'signIn.askForAccount': 'Ask for an account',
  // The company providers' buttons on the sign-in page, prerendered (`{provider}` is a
  // provider's name, the same in every language), and the line above them.
  'companyButton.continueWith': 'Continue with {provider}',
  'companyButton.or': 'Or use your company account',
  'signIn.passwordChanged':
    'Your password was changed and you were signed out on every device. Sign in with the new password.',

  'link.newTab': '(opens in a new tab)',

  'notFound.title': 'Page not found',
  'notFound.body': 'The address may be mistyped, or the page may have moved.',

  'crash.title': 'Something went wrong',
  'crash.body': 'Reload the page to try again.',
  'crash.missingCode.title': 'This page could not be loaded',
  'crash.missingCode.body':
    'Part of gofy did not load. Check your connection, then reload the page.',
  'crash.reload': 'Reload',
} as const;

/** Every portal-wide message: this catalogue's, and the answers' words that come later. */
export type PortalMessages = typeof en & typeof answerEn;
export type MessageKey = keyof PortalMessages;
/** A message of this catalogue itself: there whenever the page has words at all. */
export type CatalogueKey = keyof typeof en;
/** This catalogue, the sign-in page's, in one language. */
export type Messages = TranslationOf<typeof en>;
