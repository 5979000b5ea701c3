/**
 * English for the security page's "Your password" section: changing the password while signed
 * in. Loaded with the security page only. The pt-BR catalogue must have exactly these keys (the
 * compiler checks). The words for a refused new password are the reset page's, said the same.
 */
export const passwordChangeEn = {
  'passwordChange.title': 'Your password',
  'passwordChange.intro':
    'Change the password you sign in to gofy with. Choose one you use nowhere else.',
  'passwordChange.companyOnly':
    'Your brokerage uses {provider} to sign in, so there is no password here to change.',
  'passwordChange.current': 'Current password',
  'passwordChange.new': 'New password',
  'passwordChange.newHint':
    'At least 15 characters. A few unrelated words make a strong password that is easy to remember; spaces, accents, symbols and emoji are all fine.',
  'passwordChange.showCurrent': 'Show current password',
  'passwordChange.hideCurrent': 'Hide current password',
  'passwordChange.showNew': 'Show new password',
  'passwordChange.hideNew': 'Hide new password',
  'passwordChange.signOutOthers': 'Sign out my other devices',
  'passwordChange.signOutOthersHint':
    'Anyone who knew your old password and is signed in elsewhere is signed out.',
  'passwordChange.save': 'Change password',
  'passwordChange.saving': 'Changing password…',
  'passwordChange.changed': 'Your password has been changed. Use it the next time you sign in.',
  'passwordChange.endedOthers': {
    one: 'Your password has been changed, and 1 other device was signed out.',
    other: 'Your password has been changed, and {count} other devices were signed out.',
  },
  'passwordChange.currentRequired': 'Type your current password.',
  'passwordChange.incorrect': 'The current password is incorrect.',
  'passwordChange.reauthBody':
    'To change your password, confirm it is you first. What you typed stays, and the change is made right after.',
  'passwordChange.offline':
    'You are offline: you can change your password once you are back online.',
  'passwordChange.new.required': 'Choose a new password.',
  'passwordChange.new.control':
    'This password has a hidden control character in it, such as a tab or a line break, which cannot be used. Type the password instead of pasting it.',
  'passwordChange.new.too_short': 'Use at least 15 characters (this has {count}).',
  'passwordChange.new.too_long': 'Use at most 128 characters (this has {count}).',
  'passwordChange.new.common':
    'This is one of the most common passwords, which attackers try first. Choose something less predictable.',
  'passwordChange.new.repetitive':
    'This password repeats itself or runs in sequence, which makes it easy to guess. Choose something less predictable.',
  'passwordChange.new.contextual':
    'This password contains your email address, which makes it easy to guess. Choose something else.',
  'passwordChange.new.invalid': 'This password cannot be used. Choose another one.',
  'passwordChange.new.same_as_current':
    'This is the password you have now. Choose a different one to change it.',
} as const;
