import { describe } from 'vitest';
import { startChromium } from './engines/chromium-engine';
import { coreJourneys } from './journeys/core-journeys';
import { runJourneys } from './journeys/run-journeys';

describe('the core journeys in Chromium', () => {
  runJourneys(startChromium, coreJourneys);
});
