import type { TranslationOf } from './catalogue';

/**
 * English messages of company sign-in: what the sign-in page says when a company account
 * comes back from its provider (a failure, a link to make, a request for an account), and the
 * security page's company accounts. Loaded with those parts, never with the sign-in page's
 * first script. `{provider}` is a provider's name ("Microsoft"), `{email}` the company
 * account's email. The pt-BR catalogue must have exactly these keys (the compiler checks).
 */
export const companyEn = {
  // Why a company sign-in came back to /login (`federation_error`), and what to do. The
  // address does not say which provider, so none is named.
  'companyFailure.cancelled':
    'You canceled signing in on your company’s page. To try again, choose your company account below, or sign in with your password.',
  'companyFailure.stateMissing':
    'This sign-in did not start in this browser, or the browser did not keep its cookie, so it could not be finished. Choose your company account below to start again, in this browser, with cookies allowed for this site.',
  'companyFailure.stateExpired':
    'This sign-in with your company account is over: it took more than 10 minutes, or it was already used. Choose your company account below to sign in again.',
  'companyFailure.stateMismatch':
    'This sign-in was stopped to protect your account: what came back was not what this browser started. Choose your company account below to sign in again.',
  'companyFailure.codeReused':
    'Your company’s sign-in service no longer accepted this sign-in: it may have been used already. Choose your company account below to sign in again.',
  'companyFailure.providerUnavailable':
    'Your company’s sign-in service could not be reached. Try again in a few minutes, or sign in with your password.',
  'companyFailure.providerError':
    'Your company’s sign-in service sent an answer gofy could not accept. Try again; if it keeps happening, contact your company’s IT support.',
  'companyFailure.issuerMismatch':
    'The answer did not come from your company’s sign-in service, so it was refused to protect your account. Try again; if it keeps happening, contact your company’s IT support.',
  'companyFailure.emailUnverified':
    'Your company account’s email is not verified, so it cannot sign in to gofy. Ask your company’s IT support to verify it, or sign in with your password.',
  'companyFailure.unknownAccount':
    'No gofy account has the email of this company account. Ask for an account: the form comes filled in with what your company shared.',
  'companyFailure.wrongProvider':
    'Your brokerage requires another company account to sign in. Type your email below to see which one.',
  // `{minutes}`: how long the SSO counts starts in (src/config/company-start-limit.js).
  'companyFailure.tooManyStarts':
    'There were too many sign-ins with a company account from your network in a short time, so this one did not start. Try again in {minutes} minutes, or sign in with your password.',
  'companyFailure.other':
    'Signing in with your company account did not work. Try again, or sign in with your password.',

  // `/login?federation=link`: a portal account has the company account's email.
  'companyLink.notice':
    'To link your {provider} account ({email}) to gofy, sign in once with your password or passkey. After that, “Continue with {provider}” is enough.',
  'companyLink.gone':
    'The 10 minutes to link your company account have run out. Choose it below to sign in with it again.',
  'companyLink.linkedTitle': 'Company account linked',
  'companyLink.linked':
    'Your {provider} account ({email}) is now linked to gofy. Next time, choose “Continue with {provider}” to sign in.',
  'companyLink.notLinkedTitle': 'Company account not linked',
  'companyLink.emailMismatch':
    'Your {provider} account ({email}) was not linked: its email is not the one of the account you signed in with. You are signed in all the same.',
  'companyLink.alreadyLinked':
    'Your {provider} account ({email}) was not linked: your gofy account already has a {provider} account, or this one is linked to another gofy account. Your company accounts are listed in Sign-in and security.',
  'companyLink.expired':
    'Your {provider} account ({email}) was not linked: it waited more than 10 minutes. You are signed in; to link it, sign out and sign in with it again.',
  'companyLink.failed':
    'Your {provider} account ({email}) could not be linked right now. You are signed in all the same; to link it, sign out and sign in with it again.',
  'companyLink.failedPlain':
    'Your company account could not be linked right now. You are signed in all the same; to link it, sign out and sign in with it again.',
  'companyLink.continue': 'Continue',
  // Signed in already, back with a company account whose sign-in did not start on the portal.
  'companyLink.questionTitle': 'Link the {provider} account {email} to your gofy account?',
  'companyLink.questionBody':
    'The sign-in with this account did not start on gofy’s page: another site may have started it. Link it only if you want to use it to sign in to gofy.',
  'companyLink.codeTitle': 'Enter your code to link the account',
  'companyLink.codeBody':
    'To link your {provider} account ({email}), enter the code your authenticator app shows for gofy.',
  'companyLink.link': 'Link',
  'companyLink.notNow': 'Not now',

  // The security page's company accounts.
  'companyAccounts.title': 'Company accounts',
  'companyAccounts.intro': 'Company accounts you can use to sign in to gofy.',
  'companyAccounts.loading': 'Loading your company accounts…',
  'companyAccounts.offline':
    'You are offline: your company accounts show once you are back online.',
  'companyAccounts.none':
    'No company account is linked. The next time you sign in with one, gofy will ask whether to link it.',
  'companyAccounts.linkedOn': 'Linked on {date}',
  'companyAccounts.unlink': 'Unlink',
  'companyAccounts.unlinkLabel': 'Unlink your {provider} account {email}',
  'companyAccounts.question':
    'Unlink your {provider} account ({email})? It will no longer sign you in to gofy.',
  'companyAccounts.unlinked': 'Your {provider} account was unlinked.',
  'companyAccounts.gone': 'This company account was already unlinked.',
  'companyAccounts.lastWayIn':
    'This company account is the last way your account signs in, so it cannot be unlinked.',
  'companyAccounts.refused':
    'This company account could not be unlinked right now. Reload the page and try again.',
} as const;

export type CompanyMessages = TranslationOf<typeof companyEn>;
