import { afterEach, beforeEach } from 'vitest';
import { resetSsoClient } from '../../src/api/sso-calls';
import { type RunningService, startService } from '../dev-server/support';
import { configurePortal } from './mock-config';

/**
 * Registers the hooks that give each test of the block a local SSO service of its own, with
 * the portal's SSO client pointed at it: a page's exchange with the real service, not a stub.
 * For files that mock `src/config/config` with `tests/support/mock-config`. Read `service`
 * through the returned object, once the hooks have set it.
 */
export function withLocalSsoService() {
  let service: RunningService;

  beforeEach(async () => {
    service = await startService();
    configurePortal({ REACT_APP_SSO_API_URL: `${service.url}/api/sso` });
    resetSsoClient({ timeoutMs: 10_000 });
  });

  afterEach(() => service.close());

  return {
    get service() {
      return service;
    },
  };
}
