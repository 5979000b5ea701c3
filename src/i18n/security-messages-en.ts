import type { TranslationOf } from './catalogue';

/**
 * English messages of the security page (`/security`): the user's passkeys. Loaded with the
 * page. The pt-BR catalogue must have exactly these keys (the compiler checks).
 */
export const securityEn = {
  'title.security': 'Passkeys and security',
  'security.title': 'Your passkeys',
  'security.intro':
    'A passkey signs you in with your fingerprint, face or the screen lock of your device, with no password to type. It cannot be stolen by a fake site.',
  'security.loading': 'Loading your passkeys…',
  'security.none': 'You have no passkeys yet.',
  'security.add': 'Add a passkey',
  'security.adding': 'Adding…',
  'security.added': 'Passkey “{name}” added.',
  'security.addCancelled': 'No passkey was added.',
  'security.alreadyOnDevice': 'This device already has a passkey for your account.',
  'security.unsupported': 'This browser cannot make passkeys. Try another browser or device.',
  'security.refused': 'The passkey could not be added. Try again.',
  'security.defaultName': 'Passkey from {date}',
  'security.created': 'Added on {date}',
  'security.lastUsed': 'Last used on {date}',
  'security.neverUsed': 'Not used yet',
  'security.synced': 'Synced to your other devices',
  'security.rename': 'Rename',
  'security.renameLabel': 'New name for “{name}”',
  'security.save': 'Save',
  'security.cancel': 'Cancel',
  'security.renamed': 'Renamed to “{name}”.',
  'security.remove': 'Remove',
  'security.removeConfirm': 'Remove “{name}”? It will no longer sign you in.',
  'security.removed': 'Passkey “{name}” removed.',
  'security.reauth.title': 'Confirm it is you',
  'security.reauth.body':
    'To add or remove a passkey, type your password again: you signed in more than 5 minutes ago.',
  'security.reauth.confirm': 'Confirm',
  'security.offline':
    'Managing passkeys needs a connection. The passkeys on this device keep working.',
  'security.back': 'Back to your applications',
} as const;

export type SecurityMessages = TranslationOf<typeof securityEn>;
