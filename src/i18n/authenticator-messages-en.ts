import type { TranslationOf } from './catalogue';

/**
 * English messages of the second factor's shared parts: setting up an authenticator app, the
 * recovery codes it comes with, and the form a code is typed in (`components/code-form.tsx`)
 * with its words for a refused code. Loaded with the pages that show them (the security page,
 * the sign-in's code step). The pt-BR catalogue must have exactly these keys.
 */
export const authenticatorEn = {
  'authenticator.scan':
    'Open your authenticator app (Google Authenticator, Microsoft Authenticator…) and scan this QR code.',
  'authenticator.qrLabel': 'QR code for your authenticator app',
  'authenticator.qrLoading': 'Loading the QR code…',
  'authenticator.qrFailed': 'The QR code could not be shown. Type the setup key below instead.',
  'authenticator.appOnThisDevice':
    'If your authenticator app (Google Authenticator, Microsoft Authenticator…) is installed on this device, add gofy to it from here:',
  'authenticator.openApp': 'Open in your authenticator app',
  'authenticator.scanElsewhere': 'If it is installed on another device, scan this QR code with it:',
  'authenticator.appHereInstead':
    'If the app is installed on this device instead, add gofy to it from here:',
  'authenticator.keyInstead': 'Or, in the app, choose “Enter a setup key” (time-based) and type:',
  'authenticator.keyLabel': 'Setup key',
  'authenticator.copyKey': 'Copy the setup key',
  'authenticator.copy': 'Copy',
  'authenticator.keyCopied': 'Setup key copied.',
  'authenticator.copyFailed': 'It could not be copied. Select the text and copy it yourself.',
  'recoveryCodes.title': 'Your recovery codes',
  'recoveryCodes.intro':
    'If you lose the phone with your authenticator app, a recovery code signs you in instead. Each code works once.',
  'recoveryCodes.onlyNow': 'Save them now, somewhere only you can reach: they are shown this once.',
  'recoveryCodes.listLabel': 'Recovery codes',
  'recoveryCodes.copyAll': 'Copy all',
  'recoveryCodes.copied': 'Recovery codes copied.',
  'recoveryCodes.download': 'Download (.txt)',
  'recoveryCodes.downloaded': 'Recovery codes downloaded.',
  'recoveryCodes.fileHeading': 'gofy recovery codes',
  'recoveryCodes.fileAccount': 'Account: {email}',
  'recoveryCodes.fileDate': 'Created on {date}',
  'recoveryCodes.fileNote': 'Each code works once.',
  'recoveryCodes.saved': 'I saved my recovery codes',
  'recoveryCodes.continue': 'Continue',
  'recoveryCodes.confirmFirst': 'Save your recovery codes and check the box first.',
  'codeForm.recoveryField': 'Recovery code',
  'codeForm.recoveryHint': '10 letters and numbers, such as k7m2p-x9q4r. Each one works once.',
  'codeForm.useRecovery': 'Use a recovery code instead',
  'codeForm.useApp': 'Use a code from the app instead',
  'codeForm.required': 'Enter the code.',
  'codeForm.invalid': 'The code has 6 digits.',
  'codeForm.recoveryRequired': 'Enter a recovery code.',
  'codeForm.recoveryInvalid': 'A recovery code has 10 letters and numbers.',
  'codeForm.wrong': 'That code is incorrect. Type the code the app shows now.',
  'codeForm.wrongRecovery': 'That recovery code is incorrect, or it was used already.',
  'codeForm.attemptsLeft': {
    one: '1 attempt left before codes are locked for a time that grows with each lock.',
    other: '{count} attempts left before codes are locked for a time that grows with each lock.',
  },
  'codeForm.tooManyCodes': 'Too many incorrect codes. You can try again in {wait}.',
  'codeForm.tooManyAttempts':
    'Too many attempts from this connection. You can try again in {wait}.',
  'codeForm.codesBlocked':
    'Too many incorrect codes in a row: codes from the app can no longer sign you in. Enter one of your recovery codes instead; if you have none left, contact support.',
  'codeForm.notACode':
    'That is not a code: a code has 6 digits, a recovery code 10 letters and numbers.',
  'codeForm.refused': 'That did not work. Try again.',
} as const;

export type AuthenticatorMessages = TranslationOf<typeof authenticatorEn>;
