import {
  ConfigError,
  deployConfigFile,
  type PortalConfig,
  parseConfig,
  parseDeployOverrides,
} from './parse-config';

// Each name is spelled out because the build replaces `process.env.NAME` textually; a computed
// `process.env[name]` would not exist in the browser.
const builtEnv = {
  REACT_APP_NAME: process.env.REACT_APP_NAME,
  REACT_APP_ENVIRONMENT: process.env.REACT_APP_ENVIRONMENT,
  REACT_APP_APPLICATION_ID: process.env.REACT_APP_APPLICATION_ID,
  REACT_APP_RETURN_ORIGINS: process.env.REACT_APP_RETURN_ORIGINS,
  REACT_APP_POSTAL_CODE_FORMAT: process.env.REACT_APP_POSTAL_CODE_FORMAT,
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

let deployed: Readonly<Record<string, string>> = {};
let deployFailure: ConfigError | undefined;
let cached: PortalConfig | undefined;

/** Where the page reads the deployment's settings; preloaded by index.html. */
export const deployConfigUrl = `/${deployConfigFile}`;

/**
 * Reads the deployment's settings (`/config.json`, written at deploy time over the build's
 * defaults) before the portal renders, so one build serves qa and production. The service
 * worker answers from the network first and from its copy offline.
 *
 * A host without the file (404) runs on the build's settings. Any other failure stops the
 * portal with the configuration error page: guessing would send a production user's password
 * to whatever the build was configured with.
 */
export async function loadDeployConfig(): Promise<void> {
  cached = undefined;
  deployFailure = undefined;
  deployed = {};
  try {
    // Same request as index.html's preload (same-origin credentials), so that one is used.
    const response = await fetch(deployConfigUrl);
    if (response.status === 404) return;
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    deployed = parseDeployOverrides(await response.json(), builtEnv);
  } catch (error) {
    deployFailure =
      error instanceof ConfigError
        ? error
        : error instanceof SyntaxError
          ? new ConfigError([
              { variable: deployConfigFile, problem: 'malformed', expected: 'valid JSON' },
            ])
          : new ConfigError([
              { variable: deployConfigFile, problem: 'unreachable', expected: 'a reachable file' },
            ]);
  }
}

/** The validated configuration; throws a ConfigError naming every bad variable. */
export function getConfig(): PortalConfig {
  if (deployFailure) throw deployFailure;
  cached ??= parseConfig({ ...builtEnv, ...deployed });
  return cached;
}
