import { describe } from 'vitest';
import { startFirefox } from './engines/firefox-engine';
import {
  botChallengeJourneys,
  botChallengeJourneysOptions,
} from './journeys/bot-challenge-journeys';
import { runJourneys } from './journeys/run-journeys';

describe('the bot challenge journeys in Firefox', () => {
  runJourneys(startFirefox, botChallengeJourneys, botChallengeJourneysOptions);
});
