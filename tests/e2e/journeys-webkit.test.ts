import { describe } from 'vitest';
import { startWebKit } from './engines/webkit-engine';
import { coreJourneys } from './journeys/core-journeys';
import { runJourneys } from './journeys/run-journeys';

describe('the core journeys in WebKit', () => {
  runJourneys(startWebKit, coreJourneys);
});
