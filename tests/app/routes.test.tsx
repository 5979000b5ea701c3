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
  // What the code step asks as it opens, whenever the test is at: here, no sign-in waits.
  sso.on('GET /api/sso/login/second-factor', {
    status: 401,
    body: { error: { code: 'pending_sign_in_missing', message: 'No sign-in waits.' } },
  });
});

describe('the route table', () => {
  it.each(portalRoutes)('has a page at %s, which hosts answer with a page', async (route) => {
    renderPortal(route);
    // A page may show its heading before and after its script has judged how it was reached
    // (the sign-out page's question, then its outcome): none of them is "Page not found".
    const headings = await screen.findAllByRole('heading', { level: 1 });
    for (const heading of headings) expect(heading).not.toHaveTextContent('Page not found');
  });
});
