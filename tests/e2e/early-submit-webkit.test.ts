import { describe } from 'vitest';
import { earlySubmitTests } from './early-submit/early-submit-tests';
import { startWebKit } from './engines/webkit-engine';

describe('a sign-in pressed before the app has arrived, in WebKit', () => {
  earlySubmitTests(startWebKit, { actsWhileLoading: false, languages: ['en-US'] });
});
