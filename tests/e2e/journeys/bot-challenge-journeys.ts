import { stuffingJourneys } from './bot-challenge/stuffing';
import type { Journey, JourneysOptions } from './run-journeys';

/** The bot challenge's journeys, each topic in `bot-challenge/`, run in every engine. */
export const botChallengeJourneys: readonly Journey[] = [...stuffingJourneys];

/**
 * Their SSO asks for the challenge as a deployment's does by default, after three failed
 * sign-ins for an email; the tests' SSO otherwise never does. Every journey signs in from the
 * same address, so that rule alone is what asks.
 */
export const botChallengeJourneysOptions: JourneysOptions = {
  service: { botChallenge: { emailFailures: 3, addressFailures: 10_000, stuffingRate: 100_000 } },
};
