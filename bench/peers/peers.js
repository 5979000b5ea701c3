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
 * @property {import('../ready-probe.js').Readiness} readiness When its form would act on a submit:
 *   its submit control, and what attaches the handler (ready-probe.js).
 */

/**
 * A form React draws: its submit button, and the `onSubmit` React keeps on the form.
 *
 * @type {import('../ready-probe.js').Readiness}
 */
const reactButton = Object.freeze({ submit: 'form button[type="submit"]', handler: 'react' });

/** @type {readonly Peer[]} */
export const peers = Object.freeze([
  {
    id: 'supabase',
    label: 'Supabase Auth UI',
    packageName: '@supabase/auth-ui-react',
    entry: './supabase/index.jsx',
    readiness: reactButton,
  },
  {
    id: 'okta',
    label: 'Okta Sign-In Widget',
    packageName: '@okta/okta-signin-widget',
    entry: './okta/index.js',
    // Backbone views over jQuery: the form's `submit` handler in jQuery's data on the form.
    readiness: { submit: 'form input[type="submit"]', handler: 'jquery' },
  },
  {
    id: 'auth0',
    label: 'Auth0 Lock',
    packageName: 'auth0-lock',
    entry: './auth0/index.js',
    configDir: './auth0/config',
    afterBuild: writeLockDictionary,
    // Lock draws with React 18: `onSubmit` on the form, `onClick` on "Log In".
    readiness: reactButton,
  },
  {
    id: 'keycloakify',
    label: 'Keycloak login (keycloakify)',
    packageName: 'keycloakify',
    entry: './keycloakify/index.jsx',
    afterBuild: copyLoginResources,
    // Keycloak's template submits with an `<input>`; the form's React `onSubmit` guards it.
    readiness: { submit: 'form input[type="submit"]', handler: 'react' },
  },
  {
    id: 'ory',
    label: 'Ory Elements',
    packageName: '@ory/elements-react',
    entry: './ory/index.jsx',
    // "Sign in with password": the first submit button (the form has no other).
    readiness: reactButton,
  },
]);
