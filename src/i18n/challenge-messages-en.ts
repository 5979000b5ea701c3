import type { TranslationOf } from './catalogue';

/**
 * English messages of the browser check the SSO asks for under risk (a proof of work the page
 * solves by itself). Rarely seen, so they load with the check, not with every sign-in.
 */
export const challengeEn = {
  'challenge.checking': 'Checking this browser…',
  'challenge.failed':
    'The sign-in service could not check this browser, so it did not take this request. Try again.',
} as const;

export type ChallengeMessages = TranslationOf<typeof challengeEn>;
