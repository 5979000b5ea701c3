import type { TranslationOf } from './catalogue';

/**
 * English messages of the second factor's shared parts: setting up an authenticator app and
 * the recovery codes it comes with. Loaded with the pages that show them (the security page,
 * the sign-in's forced set-up). The pt-BR catalogue must have exactly these keys.
 */
export const authenticatorEn = {
  'authenticator.scan':
    'Open your authenticator app (Google Authenticator, Microsoft Authenticator…) and scan this QR code.',
  'authenticator.qrLabel': 'QR code for your authenticator app',
  'authenticator.qrLoading': 'Loading the QR code…',
  'authenticator.qrFailed': 'The QR code could not be shown. Type the setup key below instead.',
  'authenticator.keyIntro':
    'Cannot scan it? In the app, choose to enter a setup key, time-based, and type this one:',
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
  'recoveryCodes.confirmFirst': 'Save your recovery codes and tick the box first.',
} as const;

export type AuthenticatorMessages = TranslationOf<typeof authenticatorEn>;
