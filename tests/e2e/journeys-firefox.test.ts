import { describe } from 'vitest';
import { startFirefox } from './engines/firefox-engine';
import { coreJourneys } from './journeys/core-journeys';
import { runJourneys } from './journeys/run-journeys';

describe('the core journeys in Firefox', () => {
  runJourneys(startFirefox, coreJourneys);
});
