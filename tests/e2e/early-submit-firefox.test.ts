import { describe } from 'vitest';
import { earlySubmitTests } from './early-submit/early-submit-tests';
import { startFirefox } from './engines/firefox-engine';

describe('a sign-in pressed before the app has arrived, in Firefox', () => {
  earlySubmitTests(startFirefox, { actsWhileLoading: true, languages: ['en-US', 'pt-BR'] });
});
