import { beforeEach } from 'vitest';
import { LauncherPage } from '../../../src/app/lazy-pages';
import { suiteApplications } from '../../../src/config/suite-applications';
import { compilePagesFirst } from '../../support/page-code';
import type { StubServer } from '../../support/stub-server';
import { type StubbedServices, stubServices } from '../../support/stub-services';

export const allApps = suiteApplications;

export const brunosApps = ['pipeline', 'multiquote', 'education'] as const;

/**
 * whoami's answer for a user with `apps`, whose session ends at `expiresAt`, and at the latest
 * at `absoluteExpiresAt` (by default 12 hours later: a refresh can still extend it).
 */
export function signedIn(
  apps: readonly string[] = allApps,
  {
    name = 'Ana Souza',
    expiresAt = '2030-01-01T00:00:00.000Z',
    absoluteExpiresAt = new Date(Date.parse(expiresAt) + 12 * 3_600_000).toISOString(),
  } = {},
) {
  return {
    user: { id: 'u1', email: 'ana.souza@gofy.example', name, apps: [...apps] },
    session: { id: 's1', expiresAt, absoluteExpiresAt, remembered: false },
  };
}

export const unauthenticated = { status: 401, body: { error: { code: 'unauthenticated' } } };

/**
 * One scripted server per test playing the SSO, tourist and notifications services, each under
 * its own path as the local service has them; the portal is configured to reach it.
 */
export function stubSuite(): StubbedServices {
  return stubServices(['sso', 'tourist', 'notifications']);
}

/**
 * The suite stubbed for a test file about the main screen, its tours already seen so they stay
 * out of the way (tours.test.tsx is about them). Call at the top of the file.
 */
export function stubMainScreen(): StubbedServices {
  compilePagesFirst(LauncherPage);
  const stub = stubSuite();
  beforeEach(() => {
    toursAre(stub, 'completed');
  });
  return stub;
}

export function toursAre(stub: StubServer, welcome: string, card = welcome): void {
  stub.on('GET /api/tourist/tours', { body: { tours: { welcome, card } } });
}

export function requestsTo(stub: StubServer, method: string, path: string) {
  return stub.requests.filter((request) => request.method === method && request.path === path);
}
