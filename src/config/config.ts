import { type PortalConfig, parseConfig } from './parse-config';

// Each name is spelled out because the build replaces `process.env.NAME` textually; a computed
// `process.env[name]` would not exist in the browser.
const env = {
  REACT_APP_NAME: process.env.REACT_APP_NAME,
  REACT_APP_ENVIRONMENT: process.env.REACT_APP_ENVIRONMENT,
  REACT_APP_APPLICATION_ID: process.env.REACT_APP_APPLICATION_ID,
  REACT_APP_RETURN_ORIGINS: process.env.REACT_APP_RETURN_ORIGINS,
  REACT_APP_SSO_API_URL: process.env.REACT_APP_SSO_API_URL,
  REACT_APP_TOURIST_API_URL: process.env.REACT_APP_TOURIST_API_URL,
  REACT_APP_NOTIFICATIONS_API_URL: process.env.REACT_APP_NOTIFICATIONS_API_URL,
  REACT_APP_AUTOMATION_API_URL: process.env.REACT_APP_AUTOMATION_API_URL,
  REACT_APP_SCHEDULE_API_URL: process.env.REACT_APP_SCHEDULE_API_URL,
  REACT_APP_INSURED_API_URL: process.env.REACT_APP_INSURED_API_URL,
  REACT_APP_PIPELINE_API_URL: process.env.REACT_APP_PIPELINE_API_URL,
  REACT_APP_V2_API_URL: process.env.REACT_APP_V2_API_URL,
  REACT_APP_MULTI_QUOTE_API_URL: process.env.REACT_APP_MULTI_QUOTE_API_URL,
  REACT_APP_BRIDGE_API_URL: process.env.REACT_APP_BRIDGE_API_URL,
  REACT_APP_HERMES_API_URL: process.env.REACT_APP_HERMES_API_URL,
  REACT_APP_POSTAL_CODE_API_URL: process.env.REACT_APP_POSTAL_CODE_API_URL,
  REACT_APP_PIPELINE_APP_URL: process.env.REACT_APP_PIPELINE_APP_URL,
  REACT_APP_INSURED_APP_URL: process.env.REACT_APP_INSURED_APP_URL,
  REACT_APP_MULTIQUOTE_APP_URL: process.env.REACT_APP_MULTIQUOTE_APP_URL,
  REACT_APP_AUTOMATION_APP_URL: process.env.REACT_APP_AUTOMATION_APP_URL,
  REACT_APP_SCHEDULE_APP_URL: process.env.REACT_APP_SCHEDULE_APP_URL,
  REACT_APP_NOTIFICATIONS_APP_URL: process.env.REACT_APP_NOTIFICATIONS_APP_URL,
  REACT_APP_EDUCATION_APP_URL: process.env.REACT_APP_EDUCATION_APP_URL,
};

let cached: PortalConfig | undefined;

/** The validated configuration; throws a ConfigError naming every bad variable. */
export function getConfig(): PortalConfig {
  cached ??= parseConfig(env);
  return cached;
}
