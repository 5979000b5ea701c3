import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { deployConfigFile } from '../../src/config/deploy-overrides';
import { deployTimeVariableNames } from '../../src/config/env-variables';

/**
 * Writes the build's `config.json`: the deploy-time variables with the values this build was
 * made with. A deployment replaces it (deploy/configure.js) to point the same build at its own
 * services; until then the portal runs as built.
 */
export function pluginDeployConfig(options: {
  webEnvironment: string;
  values: Readonly<Record<string, string | undefined>>;
}): RsbuildPlugin {
  return {
    name: 'gofy:deploy-config',
    setup(api) {
      api.onAfterBuild(async ({ environments }) => {
        const web = environments[options.webEnvironment];
        if (!web) return;
        const settings: Record<string, string> = {};
        for (const name of deployTimeVariableNames) {
          const value = options.values[name];
          if (value !== undefined) settings[name] = value;
        }
        await writeFile(
          path.join(web.distPath, deployConfigFile),
          `${JSON.stringify(settings, null, 2)}\n`,
        );
      });
    },
  };
}
