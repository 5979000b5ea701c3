import { deployConfigFile, parseDeployOverrides } from './deploy-overrides';
import type { EnvSource } from './env-variables';
import { ConfigError, type PortalConfig, parseConfig } from './parse-config';

/**
 * The portal's variables as the build read them from the `.env` files: every name of
 * env-variables.js that was set, replaced by rsbuild.config.ts's `define` with an object
 * literal. The page has no `process.env`; this one constant is all of it that reaches it.
 */
declare const __BUILT_ENV__: EnvSource;
const builtEnv: EnvSource = __BUILT_ENV__;

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
