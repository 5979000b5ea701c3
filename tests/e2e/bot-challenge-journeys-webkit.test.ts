import { describe } from 'vitest';
import { startWebKit } from './engines/webkit-engine';
import {
  botChallengeJourneys,
  botChallengeJourneysOptions,
} from './journeys/bot-challenge-journeys';
import { runJourneys } from './journeys/run-journeys';

describe('the bot challenge journeys in WebKit', () => {
  runJourneys(startWebKit, botChallengeJourneys, botChallengeJourneysOptions);
});
