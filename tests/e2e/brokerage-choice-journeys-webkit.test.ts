import { describe } from 'vitest';
import { startWebKit } from './engines/webkit-engine';
import { brokerageChoiceJourneys } from './journeys/brokerage-choice-journeys';
import { runJourneys } from './journeys/run-journeys';

describe('the brokerage choice journeys in WebKit', () => {
  runJourneys(startWebKit, brokerageChoiceJourneys);
});
