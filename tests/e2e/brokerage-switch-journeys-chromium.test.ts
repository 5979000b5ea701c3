import { describe } from 'vitest';
import { startChromium } from './engines/chromium-engine';
import {
  brokerageSwitchJourneys,
  brokerageSwitchOptions,
} from './journeys/brokerage-switch-journeys';
import { runJourneys } from './journeys/run-journeys';

describe('the brokerage switch journeys in Chromium', () => {
  runJourneys(startChromium, brokerageSwitchJourneys, brokerageSwitchOptions);
});
