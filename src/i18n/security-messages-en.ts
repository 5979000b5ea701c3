import type { TranslationOf } from './catalogue';

/**
 * English messages of the security page (`/security`): passkeys, two-step verification and the
 * user's sessions on every device. Loaded with the page. The pt-BR catalogue must have exactly
 * these keys (the compiler checks).
 */
export const securityEn = {
  'title.security': 'Sign-in and security',
  'passkeys.title': 'Your passkeys',
  'passkeys.intro':
    'A passkey signs you in with your fingerprint, face or the screen lock of your device, with no password to type. It cannot be stolen by a fake site.',
  'passkeys.loading': 'Loading your passkeys…',
  'passkeys.none': 'You have no passkeys yet.',
  'passkeys.add': 'Add a passkey',
  'passkeys.adding': 'Adding…',
  'passkeys.added': 'Passkey “{name}” added.',
  'passkeys.addCancelled': 'No passkey was added.',
  'passkeys.alreadyOnDevice': 'This device already has a passkey for your account.',
  'passkeys.unsupported': 'This browser cannot make passkeys. Try another browser or device.',
  // In place of "Add a passkey", for an account whose brokerage requires its company sign-in.
  'passkeys.companyOnly': 'Your brokerage uses {provider} to sign in, not passkeys.',
  'passkeys.refused': 'The passkey could not be added. Try again.',
  'passkeys.created': 'Added on {date}',
  'passkeys.lastUsed': 'Last used on {date}',
  'passkeys.neverUsed': 'Not used yet',
  'passkeys.madeOn': 'Created on: {device}',
  'passkeys.synced': 'Synced to your other devices',
  'passkeys.rename': 'Rename',
  'passkeys.renameLabel': 'New name for “{name}”',
  'passkeys.save': 'Save',
  'security.cancel': 'Cancel',
  'passkeys.renamed': 'Renamed to “{name}”.',
  'passkeys.remove': 'Remove',
  'passkeys.removeConfirm': 'Remove “{name}”? It will no longer sign you in.',
  'passkeys.removed': 'Passkey “{name}” removed.',
  'passkeys.offline':
    'Managing passkeys needs a connection. The passkeys on this device keep working.',
  'twoStep.title': 'Two-step verification',
  'twoStep.intro':
    'Besides your password, gofy asks for a code from an authenticator app, so someone who learns your password still cannot sign in.',
  'twoStep.loading': 'Loading your two-step verification…',
  'twoStep.off': 'Two-step verification is off.',
  'twoStep.on': 'Two-step verification has been on since {date}.',
  'twoStep.codesLeft': {
    one: '1 recovery code left.',
    other: '{count} recovery codes left.',
  },
  'twoStep.noCodesLeft': 'No recovery codes left: generate new ones.',
  'twoStep.trustedDevices': {
    one: "1 trusted device won't ask for a code.",
    other: "{count} trusted devices won't ask for a code.",
  },
  'twoStep.required':
    'Your company requires two-step verification for this account, so it cannot be turned off.',
  'twoStep.setUp': 'Set up an authenticator app',
  'twoStep.setupTitle': 'Add your authenticator app',
  'twoStep.setupCode': 'Then type the code the app shows, to turn two-step verification on.',
  'twoStep.codeLabel': 'Code from the app',
  'twoStep.codeHint': '6 digits; a new one every 30 seconds.',
  'twoStep.turnOn': 'Turn on',
  'twoStep.added': 'Two-step verification is on. From now on, signing in asks for a code.',
  'twoStep.newCodes': 'Generate new recovery codes',
  'twoStep.newCodesConfirm':
    'Generate new recovery codes? The ones you have now will stop working at once.',
  'twoStep.newCodesYes': 'Generate new codes',
  'twoStep.newCodesDone': 'New recovery codes generated: the old ones no longer work.',
  'twoStep.forgetDevices': 'Ask for a code again on every device',
  'twoStep.devicesForgotten': 'Every device will ask for a code at its next sign-in.',
  'twoStep.turnOff': 'Turn off two-step verification',
  'twoStep.turnOffConfirm':
    'Turn off two-step verification? Signing in will need only your password, and your recovery codes will stop working.',
  'twoStep.turnOffYes': 'Turn off',
  'twoStep.turnedOff': 'Two-step verification turned off.',
  'twoStep.setupExpired': 'The setup took more than 10 minutes. Start it again.',
  'devices.title': 'Your devices',
  'devices.intro': 'Where your account is signed in. End any session you do not recognize.',
  'devices.loading': 'Loading your devices…',
  'devices.thisDevice': 'This device',
  'devices.unknown': 'Unknown device',
  'devices.type.computer': 'Computer',
  'devices.type.phone': 'Phone',
  'devices.type.tablet': 'Tablet',
  'devices.times': 'Signed in {signedIn} · Last used {lastUsed}',
  'devices.justNow': 'just now',
  'devices.end': 'End session',
  'devices.endLabel': 'End session: {device}, last used {lastUsed}',
  'devices.ended': 'Session ended: {device}.',
  'devices.endOthers': 'End every other session',
  'devices.endedOthers': {
    one: '1 other session ended.',
    other: '{count} other sessions ended.',
  },
  'devices.noneEnded': 'No other session was open.',
  'devices.onlyThis': 'Your account is signed in on this device only.',
  'devices.gone': 'That session had already ended.',
  'devices.refused': 'The session could not be ended. Try again.',
  'devices.offline': 'Seeing and ending your sessions needs a connection.',
  'security.back': 'Back to your applications',
  'action.viewActivity': 'See recent activity',
} as const;

export type SecurityMessages = TranslationOf<typeof securityEn>;
