import { resetNotificationsClient } from '../../../src/api/notifications';
import { resetSsoClient } from '../../../src/api/sso';
import { resetTouristClient } from '../../../src/api/tourist';
import { suiteApplications } from '../../../src/config/suite-applications';
// Not a React hook despite its name; renamed so the linter does not take it for one.
import { useConfig as configureServices } from '../../support/mock-config';
import { type StubServer, startStubServer } from '../../support/stub-server';

export const allApps = suiteApplications;

export const brunosApps = ['pipeline', 'multiquote', 'education'] as const;

/** whoami's answer for a user with `apps`, whose session ends at `expiresAt`. */
export function signedIn(
  apps: readonly string[] = allApps,
  { name = 'Ana Souza', expiresAt = '2030-01-01T00:00:00.000Z' } = {},
) {
  return {
    user: { id: 'u1', email: 'ana.souza@gofy.example', name, apps: [...apps] },
    session: { id: 's1', expiresAt },
  };
}

export const unauthenticated = { status: 401, body: { error: { code: 'unauthenticated' } } };

/**
 * One scripted server playing the SSO, tourist and notifications services, each under its own
 * path as the local service has them; the portal is configured to reach it.
 */
export async function startSuiteStub(): Promise<StubServer> {
  const stub = await startStubServer();
  configureServices({
    REACT_APP_SSO_API_URL: `${stub.origin}/api/sso`,
    REACT_APP_TOURIST_API_URL: `${stub.origin}/api/tourist`,
    REACT_APP_NOTIFICATIONS_API_URL: `${stub.origin}/api/notifications`,
  });
  // Generous: the suite shares two cores with a build and a browser.
  resetSsoClient({ timeoutMs: 10_000 });
  resetTouristClient({ timeoutMs: 10_000 });
  resetNotificationsClient({ timeoutMs: 10_000 });
  return stub;
}

export function toursAre(stub: StubServer, welcome: string, card = welcome): void {
  stub.on('GET /api/tourist/tours', { body: { tours: { welcome, card } } });
}

export function requestsTo(stub: StubServer, method: string, path: string) {
  return stub.requests.filter((request) => request.method === method && request.path === path);
}
