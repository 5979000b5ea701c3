import { describe } from 'vitest';
import { startChromium } from './engines/chromium-engine';
import {
  botChallengeJourneys,
  botChallengeJourneysOptions,
} from './journeys/bot-challenge-journeys';
import { runJourneys } from './journeys/run-journeys';

describe('the bot challenge journeys in Chromium', () => {
  runJourneys(startChromium, botChallengeJourneys, botChallengeJourneysOptions);
});
