import { type CallFailure, call, type Result, withWait } from '../answer-reader';
import { ssoClient } from '../sso-calls';
import { type BotChallenge, readChallenge } from './solve-challenge';

export type IssueFailure =
  | CallFailure
  | { readonly kind: 'too_many_attempts'; readonly wait: number };

/**
 * A fresh challenge (`issueChallenge`), for a navigation the SSO sent back for one: a company
 * sign-in's start. A fetch gets its challenge in the refusal itself.
 */
export function issueChallenge(): Promise<
  Result<{ readonly challenge: BotChallenge }, IssueFailure>
> {
  return call(
    () => ssoClient().get('challenge'),
    // Without a stated wait, a minute: the SSO gives 30 challenges a minute to an address.
    { 429: withWait('too_many_attempts', 60) },
    (body, response) => {
      const challenge = response.status === 200 ? readChallenge(body) : undefined;
      return challenge ? { challenge } : undefined;
    },
  );
}
