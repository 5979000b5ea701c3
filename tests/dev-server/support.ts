import { request } from 'node:http';
import { inject } from 'vitest';
import { createSsoService, type SsoService, type SsoServiceOptions } from '../../dev-server/app.js';
import { defaultOf } from '../../dev-server/settings/setting-values.js';
import { demoPassword } from '../support/cheap-demo-users';
import { watchTraffic } from '../support/contract/recorded-traffic';

export const ana = { email: 'ana.souza@gofy.example', password: demoPassword } as const;
export const bruno = { email: 'bruno.lima@gofy.example', password: demoPassword } as const;
/** Signs in with a code from an authenticator app (dev-server/README.md). */
export const carla = { email: 'carla.mendes@gofy.example', password: demoPassword } as const;
/** Must set up an authenticator at the first sign-in. */
export const diego = { email: 'diego.alves@gofy.example', password: demoPassword } as const;
export const applicationId = 7;
/** How old a proof a change to how an account signs in may be, as the service is set by default. */
export const recentProofMs = Number(defaultOf('recentProofSeconds')) * 1000;

/**
 * Limits no test of refused requests reaches: a refusal must be for the request, never 429
 * for the many sent from one address.
 */
export const noRequestLimits = {
  loginRateLimit: { maxAttempts: 1000 },
  accountRequestLimit: { perAddress: 1000, perAddressAndEmail: 1000, perEmail: 1000 },
} as const satisfies SsoServiceOptions;

/** A broker asking for an account, every field valid. */
export const signUpApplication = {
  name: 'Carla Dias',
  email: 'carla@corretora-dias.example',
  phone: '(11) 98765-4321',
  brokerage: 'Dias Corretora de Seguros',
  cnpj: '11.222.333/0001-81',
  address: {
    postalCode: '01310-100',
    street: 'Avenida Paulista',
    number: '1000',
    complement: 'sala 12',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  },
} as const;

export interface RunningService {
  readonly url: string;
  /** The service itself, for what tests read in process (such as the messages it sent). */
  readonly service: SsoService;
  close(): Promise<void>;
}

/**
 * Starts the service on a free port, quiet unless a test passes its own `log`. Everything it
 * answers is recorded, and checked against docs/openapi.yaml after each test.
 */
/**
 * Risk numbers that no test reaches by accident: tests of locks and streaks make many wrong
 * passwords from 127.0.0.1, and the bot challenge has tests of its own
 * (bot-challenge*.test.ts), which pass `botChallenge` themselves.
 */
export const challengeOnlyWhenAsked = {
  emailFailures: 100_000,
  addressFailures: 10_000,
  stuffingRate: 100_000,
} as const;

export async function startService(options: SsoServiceOptions = {}): Promise<RunningService> {
  // The demo users at a low scrypt cost (tests/support/cheap-demo-users.ts), in the projects
  // whose global setup writes them; a test that needs another file passes its own.
  const usersFile = inject('cheapDemoUsersFile');
  const service = createSsoService({
    ...(usersFile ? { usersFile } : {}),
    log: () => {},
    botChallenge: challengeOnlyWhenAsked,
    ...options,
  });
  watchTraffic(service.server, 'local service');
  const url = await service.listen(0, '127.0.0.1');
  return { url, service, close: () => service.close() };
}

export interface LoginBody {
  email?: unknown;
  password?: unknown;
  rememberMe?: unknown;
  applicationId?: unknown;
  locale?: unknown;
}

/** Posts a login; `body` fields override Ana's valid credentials. */
export function login(
  url: string,
  body: LoginBody = {},
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${url}/api/sso/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ ...ana, rememberMe: false, applicationId, ...body }),
  });
}

export function whoami(url: string, cookie?: string): Promise<Response> {
  return fetch(`${url}/api/sso/whoami`, cookie ? { headers: { cookie } } : {});
}

export function logout(
  url: string,
  options: { cookie?: string; sessionId?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.sessionId !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${url}/api/sso/logout`, {
    method: 'POST',
    headers,
    ...(options.sessionId !== undefined
      ? { body: JSON.stringify({ sessionId: options.sessionId }) }
      : {}),
  });
}

/** The `Set-Cookie` line for the session cookie, if the response has one. */
export function sessionSetCookie(response: Response): string | undefined {
  return response.headers.getSetCookie().find((line) => line.startsWith('gofy_session='));
}

/** `gofy_session=<value>`, ready to send back in a `Cookie` header. */
export function sessionCookie(response: Response): string {
  const line = sessionSetCookie(response);
  if (!line) throw new Error(`No session cookie in the ${response.status} response`);
  return line.split(';')[0] ?? '';
}

/** Signs `account` in and returns its session cookie, ready for a `Cookie` header. */
export async function signedInCookie(
  url: string,
  account: { email: string; password: string } = ana,
  body: LoginBody = {},
): Promise<string> {
  return sessionCookie(await login(url, { ...account, ...body }));
}

/** Splits a `Set-Cookie` line into its lower-cased attribute names and values. */
export function cookieAttributes(line: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const part of line.split(';').slice(1)) {
    const [name = '', value = ''] = part.trim().split('=');
    attributes.set(name.toLowerCase(), value);
  }
  return attributes;
}

export interface RawResponse {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

/**
 * A request sent exactly as written: fetch would normalise `..` out of the path, drop a Host
 * header and always ask for compression.
 */
export function rawRequest(
  url: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<RawResponse> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname,
        port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** The attributes of cookie `name` an answer sets, as `cookieAttributes` reads them; none when it sets none. */
export function setCookieAttributes(response: Response, name: string): Map<string, string> {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  return cookieAttributes(line ?? '');
}

/** The `name=value` of cookie `name` an answer sets, ready for a `Cookie` header. */
export function setCookie(response: Response, name: string): string | undefined {
  return response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${name}=`))
    ?.split(';')[0];
}

/** The pending sign-in's cookie a right password was answered with; throws when there is none. */
export function pendingCookie(response: Response): string {
  const cookie = setCookie(response, 'gofy_pending_sign_in');
  if (!cookie) throw new Error(`No pending sign-in cookie in the ${response.status} answer`);
  return cookie;
}
