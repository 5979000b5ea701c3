// @ts-check
/**
 * The peer sign-in UIs measured beside the portal. Each is a page of its own, built by
 * build.js into dist/<id>/ and checked in every run for a visible password field, so a peer
 * that fails to draw its form is reported as broken rather than fast.
 */
import { writeLockDictionary } from './auth0/dictionary.js';
import { copyLoginResources } from './keycloakify/resources.js';

/**
 * @typedef {object} Peer
 * @property {string} id Directory name under peers/ and dist/.
 * @property {string} label As printed in the results table.
 * @property {string} packageName The npm package whose version the table names.
 * @property {string} entry The page's script, relative to bench/peers.
 * @property {string} [configDir] Files served beside the page, in place of the vendor's CDN.
 * @property {(distDir: string) => Promise<void>} [afterBuild] Writes what cannot simply be copied.
 */

/** @type {readonly Peer[]} */
export const peers = Object.freeze([
  {
    id: 'supabase',
    label: 'Supabase Auth UI',
    packageName: '@supabase/auth-ui-react',
    entry: './supabase/index.jsx',
  },
  {
    id: 'okta',
    label: 'Okta Sign-In Widget',
    packageName: '@okta/okta-signin-widget',
    entry: './okta/index.js',
  },
  {
    id: 'auth0',
    label: 'Auth0 Lock',
    packageName: 'auth0-lock',
    entry: './auth0/index.js',
    configDir: './auth0/config',
    afterBuild: writeLockDictionary,
  },
  {
    id: 'keycloakify',
    label: 'Keycloak login (keycloakify)',
    packageName: 'keycloakify',
    entry: './keycloakify/index.jsx',
    afterBuild: copyLoginResources,
  },
  {
    id: 'ory',
    label: 'Ory Elements',
    packageName: '@ory/elements-react',
    entry: './ory/index.jsx',
  },
]);
