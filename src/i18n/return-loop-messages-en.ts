import type { TranslationOf } from './catalogue';

/**
 * English messages of the notice shown instead of the sign-in form when an application keeps
 * sending the user back. Rarely seen, so it loads with the notice, not with every sign-in.
 * The pt-BR catalogue must have exactly these keys (the compiler checks).
 */
export const returnLoopEn = {
  'returnLoop.title': 'This application keeps sending you back',
  'returnLoop.body':
    'You are signed in, but {host} asked you to sign in again each time we took you there: it may not see your session. Try again later, or contact support if it keeps happening.',
} as const;

export type ReturnLoopMessages = TranslationOf<typeof returnLoopEn>;
