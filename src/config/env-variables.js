/**
 * Every environment variable the portal reads, with what it holds.
 *
 * The build inlines exactly these names (rsbuild.config.ts), so a variable missing from the
 * `.env` files still reaches the page as `undefined` and fails validation with its name, instead
 * of leaving a bare `process.env` reference that would crash the bundle before React mounts.
 */
export const serviceVariables = {
  sso: 'REACT_APP_SSO_API_URL',
  tourist: 'REACT_APP_TOURIST_API_URL',
  notifications: 'REACT_APP_NOTIFICATIONS_API_URL',
  automation: 'REACT_APP_AUTOMATION_API_URL',
  schedule: 'REACT_APP_SCHEDULE_API_URL',
  insured: 'REACT_APP_INSURED_API_URL',
  pipeline: 'REACT_APP_PIPELINE_API_URL',
  v2Api: 'REACT_APP_V2_API_URL',
  multiQuoteApi: 'REACT_APP_MULTI_QUOTE_API_URL',
  bridge: 'REACT_APP_BRIDGE_API_URL',
  hermes: 'REACT_APP_HERMES_API_URL',
  postalCode: 'REACT_APP_POSTAL_CODE_API_URL',
} as const;

export type ServiceName = keyof typeof serviceVariables;

/**
 * Where each application of the suite is opened, for the cards of the main screen. The keys are
 * the SSO contract's application keys (`user.apps` in docs/openapi.yaml).
 */
export const suiteAppVariables = {
  pipeline: 'REACT_APP_PIPELINE_APP_URL',
  insured: 'REACT_APP_INSURED_APP_URL',
  multiquote: 'REACT_APP_MULTIQUOTE_APP_URL',
  automation: 'REACT_APP_AUTOMATION_APP_URL',
  schedule: 'REACT_APP_SCHEDULE_APP_URL',
  notifications: 'REACT_APP_NOTIFICATIONS_APP_URL',
  education: 'REACT_APP_EDUCATION_APP_URL',
} as const;

export type SuiteAppKey = keyof typeof suiteAppVariables;

export const settingVariables = {
  appName: 'REACT_APP_NAME',
  environment: 'REACT_APP_ENVIRONMENT',
  applicationId: 'REACT_APP_APPLICATION_ID',
  returnOrigins: 'REACT_APP_RETURN_ORIGINS',
  postalCodeFormat: 'REACT_APP_POSTAL_CODE_FORMAT',
} as const;

export const envVariableNames: readonly string[] = [
  ...Object.values(settingVariables),
  ...Object.values(serviceVariables),
  ...Object.values(suiteAppVariables),
];

export type EnvSource = Readonly<Record<string, string | undefined>>;
