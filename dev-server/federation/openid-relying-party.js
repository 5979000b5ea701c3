// @ts-check
import * as client from 'openid-client';

/**
 * The SSO as an OpenID Connect relying party of each company provider (openid-client): the
 * provider's discovery document, the authorization URL, and the code exchanged at its token
 * endpoint, with the ID token checked (an RS256 signature by the provider's published keys,
 * issuer, audience, expiry, nonce) and PKCE. The ID token's times are the provider's, on the real
 * clock. Every failure comes back as a `FederationFailure` of the contract.
 */

/** @typedef {import('./federation-settings.js').FederationProvider} FederationProvider */
/**
 * @typedef {'provider_unavailable' | 'provider_error' | 'issuer_mismatch' | 'code_reused'}
 *   ExchangeFailure
 */

/**
 * @typedef {object} CompanyIdentity What the SSO reads of the ID token, and keeps no more.
 * @property {string} subject
 * @property {string | undefined} email
 * @property {boolean} emailVerified The provider vouches for the email (emailVerifiedBy).
 * @property {string} name
 * @property {readonly string[]} amr
 */

/**
 * Whether the provider vouches for the ID token's email, by its own documented claim. Google
 * says so in `email_verified`. Microsoft Entra ID never sends `email_verified` for a work
 * account; it says the email's domain is one the account's tenant has verified in the optional
 * claim `xms_edov` (which the app registration must ask for, with `email`). Anything but a
 * boolean `true` is no.
 *
 * @param {import('./federation-settings.js').ProviderKind} kind
 * @param {Record<string, unknown>} claims
 */
export function emailVerifiedBy(kind, claims) {
  if (typeof claims.email !== 'string') return false;
  return kind === 'microsoft' ? claims.xms_edov === true : claims.email_verified === true;
}

// A provider that does not answer in this time is down, as far as a broker waiting is concerned.
const timeoutSeconds = 10;

/**
 * The one algorithm an ID token is taken signed with: OpenID Connect's default for a client
 * that registered no other, and one every provider must support (Discovery 1.0). Pinned in the
 * client's metadata, oauth4webapi refuses any other `alg` before reading the claims, whatever
 * the provider's discovery document lists: `none` (no signature at all) and `HS256` (made with
 * the client secret, which is no proof of the provider) included.
 */
const idTokenAlgorithm = 'RS256';

/**
 * What a failure of openid-client means to the broker.
 *
 * @param {unknown} error
 * @returns {ExchangeFailure}
 */
export function failureOf(error) {
  if (error instanceof client.ClientError) {
    const cause = /** @type {{ cause?: { claim?: string } } | undefined} */ (error.cause);
    if (error.code === 'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED') return 'issuer_mismatch';
    if (error.code === 'OAUTH_JWT_CLAIM_COMPARISON_FAILED' && cause?.cause?.claim === 'iss') {
      return 'issuer_mismatch';
    }
    if (
      error.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' ||
      error.code === 'OAUTH_RESPONSE_IS_NOT_JSON'
    ) {
      return 'provider_unavailable';
    }
    return 'provider_error';
  }
  if (error instanceof client.ResponseBodyError) {
    if (error.error === 'invalid_grant') return 'code_reused';
    return error.status >= 500 ? 'provider_unavailable' : 'provider_error';
  }
  // fetch's TypeError for a refused connection, a timeout's abort.
  if (error instanceof TypeError || (error instanceof Error && /abort|timeout/i.test(error.name))) {
    return 'provider_unavailable';
  }
  return 'provider_error';
}

/** The relying party of every provider, each discovered at its first use and then kept. */
export function createOpenIdRelyingParty() {
  /** @type {Map<string, client.Configuration>} Discovered once, then kept. */
  const configurations = new Map();

  /** @param {FederationProvider} provider */
  async function configurationOf(provider) {
    const known = configurations.get(provider.id);
    if (known) return known;
    const issuer = new URL(provider.issuer);
    const configuration = await client.discovery(
      issuer,
      provider.clientId,
      { client_secret: provider.clientSecret, id_token_signed_response_alg: idTokenAlgorithm },
      client.ClientSecretBasic(provider.clientSecret),
      {
        // Local stand-ins speak plain HTTP; a real provider is always https.
        ...(issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : {}),
        timeout: timeoutSeconds,
      },
    );
    configuration.timeout = timeoutSeconds;
    // openid-client reads an ID token's claims without checking its signature unless told to:
    // this checks it against the keys the provider publishes at its `jwks_uri` (kept five
    // minutes; a key id they lack fetches them again once they are a minute old, for a
    // provider's rotation), and refuses `none` and every `HS` algorithm on its own as well.
    client.enableNonRepudiationChecks(configuration);
    configurations.set(provider.id, configuration);
    return configuration;
  }

  return {
    /**
     * The provider's authorization URL for a new sign-in.
     *
     * @param {FederationProvider} provider
     * @param {{ redirectUri: string, state: string, nonce: string, verifier: string,
     *   loginHint: string | undefined }} request
     * @returns {Promise<{ url: URL } | { failure: ExchangeFailure }>}
     */
    async authorizationUrl(provider, request) {
      try {
        const configuration = await configurationOf(provider);
        const url = client.buildAuthorizationUrl(configuration, {
          redirect_uri: request.redirectUri,
          scope: 'openid email profile',
          state: request.state,
          nonce: request.nonce,
          code_challenge: await client.calculatePKCECodeChallenge(request.verifier),
          code_challenge_method: 'S256',
          ...(request.loginHint ? { login_hint: request.loginHint } : {}),
        });
        return { url };
      } catch (error) {
        return { failure: failureOf(error) };
      }
    },

    /**
     * Exchanges the callback's code and reads the ID token.
     *
     * @param {FederationProvider} provider
     * @param {{ callbackUrl: URL, state: string, nonce: string, verifier: string }} answer
     * @returns {Promise<{ identity: CompanyIdentity } | { failure: ExchangeFailure }>}
     */
    async exchange(provider, answer) {
      try {
        const configuration = await configurationOf(provider);
        // RFC 9207: an answer naming another issuer is a mix-up, whatever its code.
        const iss = answer.callbackUrl.searchParams.get('iss');
        if (iss !== null && iss !== configuration.serverMetadata().issuer) {
          return { failure: 'issuer_mismatch' };
        }
        const tokens = await client.authorizationCodeGrant(configuration, answer.callbackUrl, {
          pkceCodeVerifier: answer.verifier,
          expectedState: answer.state,
          expectedNonce: answer.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) return { failure: 'provider_error' };
        return {
          identity: {
            subject: claims.sub,
            email: typeof claims.email === 'string' ? claims.email : undefined,
            emailVerified: emailVerifiedBy(provider.kind, claims),
            name: typeof claims.name === 'string' ? claims.name.slice(0, 120) : '',
            amr: Array.isArray(claims.amr)
              ? claims.amr.filter((item) => typeof item === 'string')
              : [],
          },
        };
      } catch (error) {
        return { failure: failureOf(error) };
      }
    },
  };
}

/** @typedef {ReturnType<typeof createOpenIdRelyingParty>} OpenIdRelyingParty */
