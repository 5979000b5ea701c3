import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { resetSsoClient } from '../../../src/api/sso-calls';
import { leavePortal } from '../../../src/app/leave-portal';
import { configurePortal } from '../../support/mock-config';
import { renderPortal } from '../../support/render-portal';
import { type StubServer, signedInBody, startStubServer } from '../../support/stub-server';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));
vi.mock('../../../src/app/leave-portal', () => ({ leavePortal: vi.fn() }));

let sso: StubServer;

beforeEach(async () => {
  sso = await startStubServer();
  sso.on('GET /api/sso/whoami', { body: signedInBody });
  configurePortal({
    REACT_APP_SSO_API_URL: `${sso.origin}/api/sso`,
    REACT_APP_RETURN_ORIGINS: 'https://pipeline.qa.gofy.example',
  });
  resetSsoClient({ timeoutMs: 10_000 });
});

afterEach(async () => {
  vi.mocked(leavePortal).mockReset();
  await sso.close();
});

it('follows a return target with encoded characters in it exactly, decoded only once', async () => {
  const target = 'https://pipeline.qa.gofy.example/busca?q=a%20b%26c#m%C3%B3dulo';
  renderPortal(`/login?redirect=${encodeURIComponent(target)}`);
  await waitFor(() => expect(leavePortal).toHaveBeenCalledWith(target));
});

it('keeps an encoded query in a portal path as it was', async () => {
  const { history } = renderPortal(`/login?redirect=${encodeURIComponent('/?q=a%2526b')}`);
  await waitFor(() => expect(history.at(-1)).toBe('/?q=a%2526b'));
});
