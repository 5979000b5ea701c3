// @ts-check
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import Provider from 'oidc-provider';
import { listenOn, stopListening } from '../hosting/listen-on.js';
import { createMemoryAdapter } from './memory-adapter.js';
import { createSignInPage } from './sign-in-page.js';

/**
 * One stand-in company provider (Microsoft 365's or Google Workspace's sign-in, on this machine):
 * a real OpenID provider (oidc-provider) on a port of its own, whose issuer is its origin, with
 * one client (the local SSO), the authorization code flow with PKCE required, its own sign-in
 * page, and keys of its own, so an ID token of one stand-in never passes as another's.
 */

/**
 * @typedef {object} StandInOptions
 * @property {{ id: string, kind: import('../federation/federation-settings.js').ProviderKind,
 *   name: string, clientId: string, clientSecret: string }} provider
 * @property {readonly import('./company-accounts.js').CompanyAccount[]} accounts
 * @property {string} redirectUri The SSO's callback for this provider, as registered.
 * @property {number} [port] 0 by default: any free port.
 * @property {string} [host] The address it listens on: 127.0.0.1 by default.
 * @property {string} [hostname] The name browsers reach it by, in its origin: `127.0.0.1` by
 *   default. A real provider is on another site than the portal, and so is a stand-in only
 *   when this name is not the portal's (providers-site.js).
 * @property {string} [issuer] Its issuer identifier; its origin by default. A test gives
 *   another to stand in for a provider whose discovery names the wrong issuer.
 * @property {(line: string) => void} [log]
 * @property {SigningKey} [signingKey] The key it signs ID tokens with: a new one
 *   (`newSigningKey`) by default. Tests hand each provider's stand-ins one key made once per
 *   process, since making an RSA key takes a tenth of a second of CPU and they start about a
 *   hundred stand-ins.
 */

/** @typedef {import('node:crypto').JsonWebKey & { kid: string, use: 'sig', alg: 'RS256' }} SigningKey */

/**
 * @typedef {object} RunningStandIn
 * @property {string} issuer
 * @property {string} origin Where browsers reach it, by `hostname`: its issuer unless told
 *   another.
 * @property {() => Promise<void>} close
 */

/** @returns {SigningKey} */
export function newSigningKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), use: 'sig', alg: 'RS256' };
}

/**
 * @param {StandInOptions} options
 * @param {string} issuer
 */
function createProvider(options, issuer) {
  const accounts = new Map(options.accounts.map((account) => [account.sub, account]));
  const { clientId, clientSecret, kind } = options.provider;
  // Each says in its own claim that it vouches for the email (openid-relying-party.js
  // `emailVerifiedBy`): Microsoft Entra ID in its optional claim `xms_edov`, which a work
  // account's token carries in place of `email_verified`.
  const verifiedClaim = kind === 'microsoft' ? 'xms_edov' : 'email_verified';
  const provider = new Provider(issuer, {
    adapter: createMemoryAdapter(),
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    // `amr` says how the person signed in: `mfa` when the provider asked a second factor.
    claims: { openid: ['sub', 'amr'], email: ['email', verifiedClaim], profile: ['name'] },
    // As Google and Microsoft do: the email and the name in the ID token itself, so the SSO
    // needs no call to userinfo (nor an access token) to read them.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    ttl: {
      AuthorizationCode: 60,
      Interaction: 10 * 60,
      Session: 60 * 60,
      Grant: 60 * 60,
      AccessToken: 10 * 60,
      IdToken: 10 * 60,
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    jwks: { keys: [{ ...(options.signingKey ?? newSigningKey()) }] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            email: account.email,
            [verifiedClaim]: account.emailVerified,
            name: account.name,
          };
        },
      };
    },
    // The SSO is the provider's own client: no consent screen, as a company's IT sets it up.
    async loadExistingGrant(ctx) {
      const { client, session, result } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  return provider;
}

/**
 * Starts a stand-in provider; resolves once it listens.
 *
 * @param {StandInOptions} options
 * @returns {Promise<RunningStandIn>}
 */
export async function startStandIn(options) {
  const log = options.log ?? (() => {});
  /** @type {((req: import('node:http').IncomingMessage,
   *   res: import('node:http').ServerResponse) => Promise<void>) | undefined} */
  let handle;
  const server = createServer((req, res) => {
    if (!handle) {
      res.writeHead(503).end();
      return;
    }
    handle(req, res).catch((error) => {
      log(`${options.provider.name} stand-in: ${error?.stack ?? error}`);
      if (!res.headersSent) res.writeHead(500).end();
      else res.destroy();
    });
  });
  const url = await listenOn(server, options.port ?? 0, options.host ?? '127.0.0.1');
  const origin = `http://${options.hostname ?? '127.0.0.1'}:${new URL(url).port}`;
  const issuer = options.issuer ?? origin;
  const provider = createProvider(options, issuer);
  const signInPage = createSignInPage({
    provider,
    providerName: options.provider.name,
    accounts: options.accounts,
  });
  const callback = provider.callback();
  handle = async (req, res) => {
    if (await signInPage(req, res)) return;
    await callback(req, res);
  };
  return { issuer, origin, close: () => stopListening(server) };
}
