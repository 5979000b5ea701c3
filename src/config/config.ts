import { ConfigError } from './config-error';
import { deployConfigFile } from './deploy-config-file';
import type { PortalConfig } from './parse-config';
import type { DeployedFile } from './read-config';

/** Where the page reads the deployment's settings; preloaded beside the page's script (index.html). */
export const deployConfigUrl = `/${deployConfigFile}`;

let loaded: { readonly config: PortalConfig } | { readonly error: ConfigError } | undefined;

/**
 * Reads the configuration before the portal renders: the deployment's settings
 * (`/config.json`, written at deploy time over the build's defaults, so one build serves qa and
 * production) and the rules that check them, which come in the app's chunk (src/main.tsx
 * asks for it) rather than in the page's first script. The service worker answers the file from the network first and
 * from its copy offline.
 *
 * A host without the file (404) runs on the build's settings. Any other failure to read it is
 * a configuration error, and the page shows the configuration error page: guessing would send
 * a production user's password to whatever the build was configured with. The development
 * server has no such file (`fromDeployment: false`): there, `.env` is the whole configuration.
 *
 * Rejects only when the rules themselves cannot load (offline, no service worker yet); the
 * caller tries again later.
 */
export async function loadConfig({ fromDeployment }: { fromDeployment: boolean }): Promise<void> {
  const [rules, file] = await Promise.all([
    // In the app's chunk (an eager import): hydration waits for the rules, and in one file
    // with React they compress better than in a request of their own.
    import(/* webpackMode: "eager" */ './read-config'),
    fromDeployment ? fetchDeployedFile() : ({ kind: 'absent' } as const),
  ]);
  try {
    loaded = { config: rules.readConfig(file) };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    loaded = { error };
  }
}

async function fetchDeployedFile(): Promise<DeployedFile> {
  let response: Response;
  try {
    // Same request as index.html's preload (same-origin credentials), so that one is used.
    response = await fetch(deployConfigUrl);
  } catch {
    return { kind: 'failed', problem: 'unreachable' };
  }
  if (response.status === 404) return { kind: 'absent' };
  if (!response.ok) return { kind: 'failed', problem: 'unreachable' };
  try {
    return { kind: 'read', data: await response.json() };
  } catch (error) {
    // A body that is not JSON, not one cut off in transit. By name: the error may come from
    // another realm than this script's SyntaxError (a test's DOM, an extension's fetch).
    const malformed = (error as { name?: unknown } | null)?.name === 'SyntaxError';
    return { kind: 'failed', problem: malformed ? 'malformed' : 'unreachable' };
  }
}

/** The validated configuration; throws a ConfigError naming every bad variable. */
export function getConfig(): PortalConfig {
  if (!loaded) throw new Error('getConfig() before loadConfig()');
  if ('error' in loaded) throw loaded.error;
  return loaded.config;
}
