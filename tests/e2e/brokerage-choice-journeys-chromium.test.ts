import { describe } from 'vitest';
import { startChromium } from './engines/chromium-engine';
import { brokerageChoiceJourneys } from './journeys/brokerage-choice-journeys';
import { runJourneys } from './journeys/run-journeys';

describe('the brokerage choice journeys in Chromium', () => {
  runJourneys(startChromium, brokerageChoiceJourneys);
});
