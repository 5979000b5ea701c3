import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ForgotPasswordPage,
  LauncherPage,
  ResetPasswordPage,
  SignUpPage,
} from '../../src/app/lazy-pages';
import { portalRoutes } from '../../src/config/portal-paths';
import { renderPortal } from '../support/render-portal';
import { stubServices } from '../support/stub-services';

vi.mock('../../src/config/config', () => import('../support/mock-config'));

const sso = stubServices(['sso']);

beforeAll(async () => {
  // The pages that load when visited are fetched once here, so each test sees its page appear.
  await Promise.all(
    [LauncherPage, ForgotPasswordPage, ResetPasswordPage, SignUpPage].map((page) => page.preload()),
  );
});

beforeEach(async () => {
  sso.on('GET /api/sso/whoami', { status: 401, body: { error: { code: 'unauthenticated' } } });
});

describe('the route table', () => {
  it.each(portalRoutes)('has a page at %s, which hosts answer with a page', async (route) => {
    renderPortal(route);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).not.toHaveTextContent('Page not found');
  });
});
