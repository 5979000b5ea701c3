import { getConfig } from '../config/config';
import type { Schemas } from './contract-types';
import { trackRequest } from './in-flight';
import { classifyThrown, readJson } from './request-failure';
import { absoluteServiceUrl } from './service-url';
import type { SignInFailure } from './sso-calls';

/**
 * A new passkey sign-in attempt, asked for with `fetch` alone: the sign-in page's autofill
 * asks for one as soon as it loads, and with ky and the reading of the SSO's answers (the HTTP
 * client's chunk) that first request brought some 9 KB gzip no one had touched the page for.
 * It is sent as the SSO client sends every call (`service-client.ts`: cookie included, never
 * retried nor cached, JSON asked for, 15 s at most); a refusal is read by the HTTP client's
 * code, fetched then, as every other refusal is.
 */

export type PasskeySignInOptions = Schemas['PasskeySignInOptions'];

// The SSO client's own limit (`sso-calls.ts`).
const requestTimeoutMs = 15_000;

export type PasskeySignInStart =
  | { readonly ok: true; readonly options: PasskeySignInOptions }
  | { readonly ok: false; readonly failure: SignInFailure };

export async function startPasskeySignIn(): Promise<PasskeySignInStart> {
  if (navigator.onLine === false) return { ok: false, failure: { kind: 'offline' } };
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, requestTimeoutMs);
  let response: Response;
  let body: unknown;
  try {
    const url = `${absoluteServiceUrl(getConfig().services.sso)}passkeys/sign-in/options`;
    response = await trackRequest(
      fetch(url, {
        method: 'POST',
        credentials: 'include',
        cache: 'no-store',
        headers: { accept: 'application/json' },
        signal: controller.signal,
      }).then(async (answer) => {
        // The whole body, within the time limit: a response left unread stays open.
        body = await readJson(answer);
        return answer;
      }),
    );
  } catch (error) {
    return { ok: false, failure: { kind: timedOut ? 'timeout' : classifyThrown(error) } };
  } finally {
    clearTimeout(timer);
  }
  if (!response.ok) {
    const refusal = await import(/* webpackChunkName: "http-client" */ './passkey-sign-in').then(
      (code) => code.passkeyStartRefusal(response, body),
      // Its code could not come (the network went, a new deployment): as if the SSO had not.
      (): SignInFailure => ({ kind: 'unavailable' }),
    );
    return { ok: false, failure: refusal };
  }
  const options = body as Partial<PasskeySignInOptions> | undefined;
  if (typeof options?.attemptId !== 'string' || typeof options.publicKey !== 'object') {
    return { ok: false, failure: { kind: 'malformed' } };
  }
  return { ok: true, options: options as PasskeySignInOptions };
}
