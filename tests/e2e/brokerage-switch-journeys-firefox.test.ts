import { describe } from 'vitest';
import { startFirefox } from './engines/firefox-engine';
import {
  brokerageSwitchJourneys,
  brokerageSwitchOptions,
} from './journeys/brokerage-switch-journeys';
import { runJourneys } from './journeys/run-journeys';

describe('the brokerage switch journeys in Firefox', () => {
  runJourneys(startFirefox, brokerageSwitchJourneys, brokerageSwitchOptions);
});
