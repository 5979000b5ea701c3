import { afterEach, beforeEach, expect } from 'vitest';
import { resetNotificationsClient } from '../../src/api/notifications';
import { resetPostalCodeClient } from '../../src/api/postal-code';
import { resetSsoClient } from '../../src/api/sso-calls';
import { resetTouristClient } from '../../src/api/tourist';
// Not a React hook despite its name; renamed so the linter does not take it for one.
import { configurePortal } from './mock-config';
import { type StubRequest, type StubServer, startStubServer } from './stub-server';

/** Each service the portal calls, under the path the local service gives it. */
const services = {
  sso: { setting: 'REACT_APP_SSO_API_URL', path: '/api/sso', reset: resetSsoClient },
  tourist: {
    setting: 'REACT_APP_TOURIST_API_URL',
    path: '/api/tourist',
    reset: resetTouristClient,
  },
  notifications: {
    setting: 'REACT_APP_NOTIFICATIONS_API_URL',
    path: '/api/notifications',
    reset: resetNotificationsClient,
  },
  'postal-code': {
    setting: 'REACT_APP_POSTAL_CODE_API_URL',
    path: '/api/postal-code',
    reset: resetPostalCodeClient,
  },
} as const;

export type StubbedService = keyof typeof services;

export interface StubbedServices extends StubServer {
  /** Configures the portal again, with `settings` on top of the services' addresses. */
  configure(settings: Readonly<Record<string, string>>): void;
}

export interface StubbedServicesOptions {
  /** Settings the portal runs with in every test of the file, besides the services' addresses. */
  readonly settings?: Readonly<Record<string, string>>;
  /**
   * Whether a test must end with no request the stub did not expect. Off only where a page
   * may still ask something after the test ended, as one that leaves the portal does.
   */
  readonly refuseUnexpected?: boolean;
}

/**
 * One stub server per test, playing `names` at the paths the local service uses, with the portal
 * configured to reach it and its clients rebuilt. Call at the top of a test file: it registers
 * the hooks that start the server before each test and, after it, check that the portal asked
 * nothing unexpected and close it. The object returned always speaks for the current test's
 * server.
 */
export function stubServices(
  names: readonly StubbedService[],
  { settings = {}, refuseUnexpected = true }: StubbedServicesOptions = {},
): StubbedServices {
  let current: StubServer | undefined;
  const server = (): StubServer => {
    if (!current) throw new Error('The stub server runs only while a test does.');
    return current;
  };

  const configure = (extra: Readonly<Record<string, string>>) => {
    const { origin } = server();
    const addresses = Object.fromEntries(
      names.map((name) => [services[name].setting, `${origin}${services[name].path}`]),
    );
    configurePortal({ ...addresses, ...settings, ...extra });
    // Generous: the suite shares two cores with a build and a browser; a test of a timeout
    // rebuilds the client with its own.
    for (const name of names) services[name].reset({ timeoutMs: 10_000 });
  };

  beforeEach(async () => {
    current = await startStubServer();
    configure({});
  });

  afterEach(async () => {
    const finished = server();
    current = undefined;
    try {
      if (refuseUnexpected) expect(finished.unexpected).toEqual([]);
    } finally {
      await finished.close();
    }
  });

  return {
    get origin() {
      return server().origin;
    },
    get requests(): readonly StubRequest[] {
      return server().requests;
    },
    get unexpected(): readonly StubRequest[] {
      return server().unexpected;
    },
    on: (route, handler) => server().on(route, handler),
    close: () => server().close(),
    configure,
  };
}
