import { builtEnv } from './built-env';
import { deployConfigFile } from './deploy-config-file';
import { parseDeployOverrides } from './deploy-overrides';
import { ConfigError, type PortalConfig, parseConfig } from './parse-config';

/** What became of the request for the deployment's `config.json`. */
export type DeployedFile =
  | { readonly kind: 'absent' }
  | { readonly kind: 'read'; readonly data: unknown }
  | { readonly kind: 'failed'; readonly problem: 'malformed' | 'unreachable' };

/**
 * The configuration the portal runs with: the build's variables with the deployment's laid
 * over them, checked by the rules the build and the deployment tool apply. Loaded on its own
 * (config.ts), beside `config.json`, with the build's variables: the sign-in form can be
 * painted, and typed into, before any of it arrives.
 *
 * @throws {ConfigError} naming every bad variable.
 */
export function readConfig(file: DeployedFile): PortalConfig {
  if (file.kind === 'failed') {
    throw new ConfigError([
      {
        variable: deployConfigFile,
        problem: file.problem,
        expected: file.problem === 'malformed' ? 'valid JSON' : 'a reachable file',
      },
    ]);
  }
  const deployed = file.kind === 'read' ? parseDeployOverrides(file.data, builtEnv) : {};
  return parseConfig({ ...builtEnv, ...deployed });
}
