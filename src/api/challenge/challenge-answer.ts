import { type BotChallenge, readChallenge } from './solve-challenge';

/**
 * The two ends of the contract's bot challenge (docs/openapi.yaml, `ChallengeRequiredError`)
 * the page reads and writes: the challenge in a refusal, and the solution sent back.
 */

/** The header a guarded request carries its solution in. */
export const solutionHeader = 'Gofy-Challenge';

/** The refusal codes that carry a challenge: none sent yet, or one the SSO did not take. */
const challengeCodes = new Set(['challenge_required', 'challenge_invalid']);

/**
 * The challenge a refusal asks to be solved, or `undefined` for any other answer. Reads a
 * copy of the body, so the answer goes on to its caller untouched.
 */
export async function challengeIn(response: Response): Promise<BotChallenge | undefined> {
  if (response.status !== 403) return undefined;
  try {
    const body = (await response.clone().json()) as { error?: Record<string, unknown> };
    const error = body?.error;
    if (!error || typeof error.code !== 'string' || !challengeCodes.has(error.code)) {
      return undefined;
    }
    return readChallenge(error.challenge);
  } catch {
    return undefined;
  }
}

/**
 * A solution as the SSO takes it back: base64 of the JSON of the challenge's members and the
 * number found. In `Gofy-Challenge` on a request, in the `challenge` query on a navigation.
 */
export function encodeSolution(challenge: BotChallenge, number: number): string {
  const { algorithm, salt, signature } = challenge;
  const json = JSON.stringify({
    algorithm,
    challenge: challenge.challenge,
    number,
    salt,
    signature,
  });
  // `btoa` takes bytes as characters: the JSON's UTF-8, whatever the salt holds.
  return btoa(String.fromCharCode(...new TextEncoder().encode(json)));
}
