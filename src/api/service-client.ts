import ky, { type KyInstance } from 'ky';
import { getConfig } from '../config/config';
import type { ServiceName } from '../config/env-variables';
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

export interface ServiceClient {
  /** The service's ky instance, built on first use from the configuration. */
  (): KyInstance;
  /** Only for tests: rebuilds the client from the current configuration. */
  reset(options?: { readonly timeoutMs?: number }): void;
}

/**
 * The ky client of one suite service. Every service is called the same way: never retried
 * (a retried login would count twice against the lockout; callers decide), never throwing on
 * an HTTP status (each module maps statuses itself), never answered from the HTTP cache.
 */
export function serviceClient(service: ServiceName, options: ServiceClientOptions): ServiceClient {
  let client: KyInstance | undefined;
  let timeoutMs = options.timeoutMs;

  const get = (() => {
    client ??= ky.create({
      prefixUrl: absoluteServiceUrl(getConfig().services[service]),
      credentials: options.credentials,
      timeout: timeoutMs,
      retry: 0,
      throwHttpErrors: false,
      cache: 'no-store',
      headers: { accept: 'application/json' },
    });
    return client;
  }) as ServiceClient;

  get.reset = (reset = {}) => {
    client = undefined;
    timeoutMs = reset.timeoutMs ?? options.timeoutMs;
  };
  return get;
}
