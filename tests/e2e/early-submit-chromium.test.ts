import { describe } from 'vitest';
import { earlySubmitTests } from './early-submit/early-submit-tests';
import { startChromium } from './engines/chromium-engine';

describe('a sign-in pressed before the app has arrived, in Chromium', () => {
  earlySubmitTests(startChromium, { actsWhileLoading: true, languages: ['en-US', 'pt-BR'] });
});
