// @ts-check
/**
 * Copies the login theme's resources that keycloakify ships for running a theme without a
 * Keycloak server: the stylesheets, fonts, images and scripts Keycloak would serve from
 * /resources/. The page asks for them at the path its context names, so they still count as
 * requests and bytes.
 */
import { cp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

// The directory name comes from keycloakify (WELL_KNOWN_DIRECTORY_BASE_NAME), as does the mock
// context's `url.resourcesPath` that points into it.
const devResources = 'keycloakify-dev-resources';

/** @param {string} distDir The built keycloakify page. */
export async function copyLoginResources(distDir) {
  const packageDir = path.dirname(require.resolve('keycloakify/package.json'));
  await cp(
    path.join(packageDir, 'res', 'public', devResources, 'login'),
    path.join(distDir, devResources, 'login'),
    { recursive: true },
  );
}
