import type { Options } from 'ky';
import { getConfig } from '../config/config';
import type { ServiceName } from '../config/env-variables';
import type { HttpCalls } from './http-client';
import { absoluteServiceUrl } from './service-url';

export interface ServiceClientOptions {
  /** How long one request may take before it counts as a timeout. */
  readonly timeoutMs: number;
  /**
   * `include` for services that know the user by the SSO session cookie (an HttpOnly cookie
   * the portal never sees; the browser sends it), `omit` for public data.
   */
  readonly credentials: 'include' | 'omit';
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** ky's calls of one service, each answering the response once it has come. */
export type ServiceCalls = {
  readonly [M in Method]: (url: string, options?: Options) => Promise<Response>;
};

export interface ServiceClient {
  /** The service's calls, its ky instance built on first use from the configuration. */
  (): ServiceCalls;
  /** Only for tests: rebuilds the client from the current configuration. */
  reset(options?: { readonly timeoutMs?: number }): void;
}

// No page needs ky to paint or to take a keystroke: it comes with the first request, in the
// HTTP client's chunk (http-client.ts, with what answers a challenge), and leaves the sign-in
// page's first script lighter by its size. A chunk that failed to come (offline, a new
// deployment) is asked for again at the next request.
let kyLoaded: Promise<typeof import('./http-client').default> | undefined;
function loadKy() {
  kyLoaded ??= import(/* webpackChunkName: "http-client" */ './http-client').then(
    (module) => module.default,
    (error: unknown) => {
      kyLoaded = undefined;
      throw error;
    },
  );
  return kyLoaded;
}

/**
 * The ky client of one suite service. Every service is called the same way: never retried
 * (a retried login would count twice against the lockout; callers decide), never throwing on
 * an HTTP status (each module maps statuses itself), never answered from the HTTP cache.
 */
export function serviceClient(service: ServiceName, options: ServiceClientOptions): ServiceClient {
  let client: Promise<HttpCalls> | undefined;
  let timeoutMs = options.timeoutMs;

  const instance = () => {
    client ??= loadKy().then(
      (ky) =>
        ky.create({
          prefixUrl: absoluteServiceUrl(getConfig().services[service]),
          credentials: options.credentials,
          timeout: timeoutMs,
          retry: 0,
          throwHttpErrors: false,
          cache: 'no-store',
          headers: { accept: 'application/json' },
        }),
      (error: unknown) => {
        client = undefined;
        throw error;
      },
    );
    return client;
  };
  const call =
    (method: Method) =>
    (url: string, requestOptions?: Options): Promise<Response> =>
      instance().then((ky) => ky[method](url, requestOptions));
  const calls: ServiceCalls = {
    get: call('get'),
    post: call('post'),
    put: call('put'),
    patch: call('patch'),
    delete: call('delete'),
  };

  const get = (() => calls) as ServiceClient;
  get.reset = (reset = {}) => {
    client = undefined;
    timeoutMs = reset.timeoutMs ?? options.timeoutMs;
  };
  return get;
}
