import type { PortalConfig } from '../../src/config/parse-config';
import { parseConfig } from '../../src/config/parse-config';
import { testLinkVariables } from './test-links.js';

/** A complete, valid set of the portal's variables, as a deployment's .env would hold. */
export const validEnv: Readonly<Record<string, string>> = {
  REACT_APP_NAME: 'gofy',
  REACT_APP_ENVIRONMENT: 'qa',
  REACT_APP_APPLICATION_ID: '7',
  REACT_APP_RETURN_ORIGINS: 'https://pipeline.qa.gofy.example,https://insured.qa.gofy.example',
  REACT_APP_POSTAL_CODE_FORMAT: '00000-000',
  ...testLinkVariables,
  REACT_APP_SSO_API_URL: '/api/sso',
  REACT_APP_TOURIST_API_URL: 'https://tourist.qa.gofy.example',
  REACT_APP_NOTIFICATIONS_API_URL: 'https://notifications.qa.gofy.example',
  REACT_APP_AUTOMATION_API_URL: 'https://automation.qa.gofy.example',
  REACT_APP_SCHEDULE_API_URL: 'https://schedule.qa.gofy.example',
  REACT_APP_INSURED_API_URL: 'https://insured.qa.gofy.example',
  REACT_APP_PIPELINE_API_URL: 'https://pipeline.qa.gofy.example',
  REACT_APP_V2_API_URL: 'https://api.qa.gofy.example/v2',
  REACT_APP_MULTI_QUOTE_API_URL: 'https://multiquote.qa.gofy.example',
  REACT_APP_BRIDGE_API_URL: 'https://bridge.qa.gofy.example',
  REACT_APP_HERMES_API_URL: 'https://hermes.qa.gofy.example',
  REACT_APP_POSTAL_CODE_API_URL: '/api/postal-code',
  REACT_APP_PIPELINE_APP_URL: 'https://pipeline.qa.gofy.example/',
  REACT_APP_INSURED_APP_URL: 'https://insured.qa.gofy.example/',
  REACT_APP_MULTIQUOTE_APP_URL: 'https://multiquote.qa.gofy.example/',
  REACT_APP_AUTOMATION_APP_URL: 'https://automation.qa.gofy.example/',
  REACT_APP_SCHEDULE_APP_URL: 'https://schedule.qa.gofy.example/',
  REACT_APP_NOTIFICATIONS_APP_URL: 'https://notifications.qa.gofy.example/',
  REACT_APP_EDUCATION_APP_URL: 'https://education.qa.gofy.example/home',
};

/** A configuration for component tests, with services pointed where the test says. */
export function testConfig(overrides: Readonly<Record<string, string>> = {}): PortalConfig {
  return parseConfig({ ...validEnv, ...overrides });
}
