import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSsoClient } from '../../src/api/sso';
import {
  ForgotPasswordPage,
  LauncherPage,
  ResetPasswordPage,
  SignUpPage,
} from '../../src/app/lazy-pages';
import { portalRoutes } from '../../src/config/portal-paths';
import { useConfig } from '../support/mock-config';
import { renderPortal } from '../support/render-portal';
import { type StubServer, startStubServer } from '../support/stub-server';

vi.mock('../../src/config/config', () => import('../support/mock-config'));

let sso: StubServer;

beforeAll(async () => {
  // The pages that load when visited are fetched once here, so each test sees its page appear.
  await Promise.all(
    [LauncherPage, ForgotPasswordPage, ResetPasswordPage, SignUpPage].map((page) => page.preload()),
  );
});

beforeEach(async () => {
  sso = await startStubServer();
  sso.on('GET /api/sso/whoami', { status: 401, body: { error: { code: 'unauthenticated' } } });
  useConfig({ REACT_APP_SSO_API_URL: `${sso.origin}/api/sso` });
  resetSsoClient({ timeoutMs: 10_000 });
});

afterEach(async () => {
  expect(sso.unexpected).toEqual([]);
  await sso.close();
});

describe('the route table', () => {
  it.each(portalRoutes)('has a page at %s, which hosts answer with a page', async (route) => {
    renderPortal(route);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).not.toHaveTextContent('Page not found');
  });
});
