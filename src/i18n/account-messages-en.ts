import type { TranslationOf } from './catalogue';
import type { MessageKey } from './messages-en';

/**
 * English messages of the account pages (forgot password, reset password, sign-up). They are
 * a catalogue of their own, loaded with those pages, so the sign-in page does not carry them.
 * The pt-BR catalogue must have exactly these keys (the compiler checks).
 */
export const accountEn = {
  'title.forgotPassword': 'Forgot password',
  'title.resetPassword': 'New password',
  'title.signUp': 'Ask for an account',

  'action.sendLink': 'Send me a link',
  'action.sendingLink': 'Sending…',
  'action.sendAgain': 'Send the link again',
  'action.useAnotherEmail': 'Use another email',
  'action.backToSignIn': 'Back to sign in',
  'action.requestNewLink': 'Ask for a new link',
  'action.savePassword': 'Save the new password',
  'action.savingPassword': 'Saving…',
  'action.sendRequest': 'Send the request',
  'action.sendingRequest': 'Sending…',
  'action.showNewPassword': 'Show new password',
  'action.showConfirmation': 'Show the confirmation',
  'action.hideNewPassword': 'Hide new password',
  'action.hideConfirmation': 'Hide the confirmation',
  'link.haveAccount': 'Already have an account?',
  'link.noAccount': 'New to gofy?',
  'link.askForAccount': 'Ask for an account',

  'forgot.title': 'Forgot your password?',
  'forgot.intro':
    'Enter the email of your broker account and we will send you a link to choose a new password.',
  'forgot.sent.title': 'Check your email',
  'forgot.sent.body':
    "If {email} belongs to a gofy account, we've sent a link to that address. Use it to choose a new password: it works once, for {minutes} minutes.",
  'forgot.sent.bodyNoLifetime':
    "If {email} belongs to a gofy account, we've sent a link to that address. Use it to choose a new password: it works once.",
  'forgot.sent.help':
    'Nothing after a few minutes? Look in your spam folder, check the address, or send the link again.',
  'forgot.sentAgain': 'We sent the link again.',

  'reset.title': 'Choose a new password',
  'reset.intro': 'For the account {email}.',
  'reset.checking': 'Checking your link…',
  'reset.invalid.title': 'This link does not work',
  'reset.invalid.body':
    'The link is incomplete or not valid. Open it exactly as it arrived in the email, or ask for a new one.',
  'reset.expired.title': 'This link has expired',
  'reset.expired.body':
    'For your security, reset links work for a short time only. Ask for a new one: it takes a minute.',
  'reset.used.title': 'This link has already been used',
  'reset.used.body':
    'Each link works once, and stops working when the password is changed with another link. If you did not change your password, ask for a new link.',
  'reset.checkFailed': 'We could not check your link.',

  'field.newPassword': 'New password',
  'field.newPassword.hint':
    'At least 15 characters. A few unrelated words make a strong password that is easy to remember; spaces, accents, symbols and emoji are all fine.',
  'field.confirmPassword': 'Confirm the new password',
  'field.name': 'Your full name',
  'field.phone': 'Phone',
  'field.phone.hint': 'With the area code, such as (11) 98765-4321.',
  'field.brokerage': 'Brokerage name',
  'field.cnpj': "Brokerage's CNPJ",
  'field.cnpj.hint': 'With or without punctuation, such as 11.222.333/0001-81.',
  'field.susep': 'SUSEP registration (optional)',
  'field.susep.hint': 'Your broker number at SUSEP, if you have one.',
  'field.postalCode': 'Postal code (CEP)',
  'field.postalCode.hint': 'Such as {example}. We fill in the address from it.',
  'field.street': 'Street',
  'field.number': 'Number',
  'field.number.hint': 'Write s/n if the building has none.',
  'field.complement': 'Complement (optional)',
  'field.complement.hint': 'Floor, suite, block.',
  'field.district': 'District',
  'field.city': 'City',
  'field.state': 'State',
  'field.state.choose': 'Choose…',

  'password.required': 'Choose a new password.',
  'password.control':
    'This password has a hidden control character in it, such as a tab or a line break, which cannot be used. Type the password instead of pasting it.',
  'password.too_short': 'Use at least 15 characters (this has {count}).',
  'password.too_long': 'Use at most 128 characters (this has {count}).',
  'password.common':
    'This is one of the most common passwords, which attackers try first. Choose something less predictable.',
  'password.repetitive':
    'This password repeats itself or runs in sequence, which makes it easy to guess. Choose something less predictable.',
  'password.contextual':
    'This password contains your email address, which makes it easy to guess. Choose something else.',
  'password.invalid': 'This password cannot be used. Choose another one.',
  'confirmPassword.required': 'Type the new password again.',
  'confirmPassword.mismatch': 'The two passwords do not match.',

  'validation.name.required': 'Enter your name.',
  'validation.phone.required': 'Enter a phone number.',
  'validation.phone.invalid':
    'Enter a Brazilian phone number with its area code, such as (11) 98765-4321.',
  'validation.brokerage.required': 'Enter the name of your brokerage.',
  'validation.cnpj.required': "Enter the brokerage's CNPJ.",
  'validation.cnpj.incomplete': 'A CNPJ has 14 characters, such as 11.222.333/0001-81.',
  'validation.cnpj.invalid': 'This CNPJ is not valid. Check what you typed.',
  'validation.susep.invalid':
    'Enter only the digits of the SUSEP registration (5 to 15), or leave it blank.',
  'validation.postalCode.required': 'Enter the postal code.',
  'validation.postalCode.invalid':
    'Enter the {digits} digits of the postal code, such as {example}.',
  'validation.street.required': 'Enter the street.',
  'validation.number.required': 'Enter the number, or s/n if there is none.',
  'validation.district.required': 'Enter the district.',
  'validation.city.required': 'Enter the city.',
  'validation.state.required': 'Choose the state.',
  'validation.state.invalid': "Choose one of Brazil's states.",
  'validation.tooLong': 'Use at most {max} characters (this has {count}).',
  'validation.hiddenCharacter':
    'This has a hidden character in it, such as a tab or a text-direction mark, usually pasted by accident. Delete it or type the text again.',
  'validation.postalCode.extraDigits':
    'What was entered had more than {digits} digits; only the first {digits} were kept. Check the postal code.',
  'validation.invalid': 'Check this field.',

  'lookup.looking': 'Looking up the address…',
  'lookup.found': 'Address filled in from the postal code. Check it, then add the number.',
  'lookup.notFound': 'We do not know this postal code. Check it, or type the address below.',
  'lookup.failed': 'We could not look up the address right now. Type it below.',
  'lookup.timeout': 'Looking up the address took too long. Type it below.',
  'lookup.offline': 'You are offline, so we could not look up the address. Type it below.',

  'signUp.title': 'Ask for a gofy account',
  'signUp.intro':
    'Tell us about you and your brokerage. We review every request and answer by email.',
  'signUp.section.you': 'About you',
  'signUp.section.brokerage': 'Your brokerage',
  'signUp.section.address': 'Office address',
  'signUp.sent.title': 'We received your request',
  'signUp.sent.body':
    'Thank you for your interest. We will review the request from {name} and write to {email}. If that email already has a gofy account, we will remind its owner how to sign in instead.',
  'signUp.sent.when': {
    one: 'We answer within 1 business day. Check your spam folder too.',
    other: 'We answer within {count} business days. Check your spam folder too.',
  },
  'signUp.privacy': 'We use these details only to review your request and answer you.',
  'signUp.privacy.link': 'Privacy Policy',

  'error.fields': 'Check the highlighted fields.',
  'error.tooManyRequests': 'Too many requests from this connection. Try again in {wait}.',
} as const;

/** A message these pages can show: one of their own, or one of the portal's. */
export type AccountMessageKey = keyof typeof accountEn | MessageKey;
export type AccountMessages = TranslationOf<typeof accountEn>;
