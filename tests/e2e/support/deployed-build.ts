import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { configureDeployment } from '../../../deploy/configure.js';
import { buildDir } from './portal-server';

/**
 * A copy of the production build for a test to configure as a deployment would, leaving the
 * shared build/ as it was built.
 */
export async function copyBuild() {
  const dir = await mkdtemp(path.join(tmpdir(), 'gofy-deployed-'));
  const root = path.join(dir, 'build');
  await cp(buildDir, root, { recursive: true });
  return {
    dir,
    root,
    /** Runs deploy/configure.js over the copy with these deploy-time variables. */
    configure: (
      environment: Readonly<Record<string, string>>,
      options: { nginxDir?: string; reportUri?: string } = {},
    ) => configureDeployment(root, { environment, ...options }),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
