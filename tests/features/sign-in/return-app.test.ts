import { describe, expect, it } from 'vitest';
import { suiteApplications } from '../../../src/config/suite-applications';
import { returnAppOf } from '../../../src/features/sign-in/return-app';
import { launcherEn } from '../../../src/i18n/launcher-messages-en';
import { launcherPtBR } from '../../../src/i18n/launcher-messages-pt-br';
import { en } from '../../../src/i18n/messages-en';
import { ptBR } from '../../../src/i18n/messages-pt-br';
import { evilHost, knownHostileTargets } from '../../support/hostile-return-targets';
import { testConfig } from '../../support/portal-env';

// Which application the sign-in page names as where signing in leads (return-hint.tsx): only
// for a target it will follow, by the card that opens it.

const portalOrigin = 'https://portal.qa.gofy.example';
const config = testConfig({
  REACT_APP_RETURN_ORIGINS: [
    'https://pipeline.qa.gofy.example',
    'https://education.qa.gofy.example',
    'https://bridge.qa.gofy.example',
    'https://suite.qa.gofy.example',
  ].join(','),
  // Two applications on one origin, one under the other's address.
  REACT_APP_SCHEDULE_APP_URL: 'https://suite.qa.gofy.example/',
  REACT_APP_AUTOMATION_APP_URL: 'https://suite.qa.gofy.example/automation/',
});
const appOf = (redirect: string | null) => returnAppOf(redirect, portalOrigin, config);

describe('the application a return target leads to', () => {
  it.each([
    ['https://pipeline.qa.gofy.example/deals/42?tab=notes#top', 'pipeline'],
    ['https://PIPELINE.qa.gofy.example:443/', 'pipeline'],
    ['https://education.qa.gofy.example/home/courses/7', 'education'],
    ['https://suite.qa.gofy.example/automation/rules/3', 'automation'],
    ['https://suite.qa.gofy.example/calendar', 'schedule'],
    ['https://bridge.qa.gofy.example/quotes', 'otherApp'],
  ])('is named for %s', (redirect, app) => {
    expect(appOf(redirect)).toBe(app);
  });

  it.each([
    ['no target', null],
    ['a page of the portal', '/security'],
    ['the portal by its origin', `${portalOrigin}/security`],
    ['a host not on the allow-list', `https://${evilHost}/`],
    ['an application with a card but not on the allow-list', 'https://insured.qa.gofy.example/'],
  ])('is not named for %s', (_, redirect) => {
    expect(appOf(redirect)).toBeUndefined();
  });

  it.each(knownHostileTargets('https://pipeline.qa.gofy.example'))(
    'is not named for a hostile target: %s',
    (_, redirect) => {
      expect(appOf(redirect)).toBeUndefined();
    },
  );
});

describe('the sentence that says where signing in leads', () => {
  // A broker looks for the card the sentence names: under another name, it is not there.
  it.each([
    ['en', en, launcherEn],
    ['pt-BR', ptBR, launcherPtBR],
  ] as const)('names each application as the main screen’s card does, in %s', (_, own, cards) => {
    for (const app of suiteApplications) {
      expect(own[`returnHint.${app}`], app).toContain(cards[`suiteApp.${app}.name`]);
    }
  });
});
