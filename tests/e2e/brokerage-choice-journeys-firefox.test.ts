import { describe } from 'vitest';
import { startFirefox } from './engines/firefox-engine';
import { brokerageChoiceJourneys } from './journeys/brokerage-choice-journeys';
import { runJourneys } from './journeys/run-journeys';

describe('the brokerage choice journeys in Firefox', () => {
  runJourneys(startFirefox, brokerageChoiceJourneys);
});
