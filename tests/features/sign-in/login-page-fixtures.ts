import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { signedInBody } from '../../support/stub-server';
import { stubServices } from '../../support/stub-services';
import { emailField, passwordField, submitButton } from './login-fields';

export async function fillAndSubmit(email = 'ana.souza@gofy.example', password = 'gofy-demo-2026') {
  const user = userEvent.setup();
  await user.type(emailField(), email);
  await user.type(passwordField(), password);
  await user.click(submitButton());
  return user;
}

/** The alert region is always in the page (so it is announced); wait for its text. */
export async function expectAlert(text: string | RegExp, timeout = 3000) {
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(text), { timeout });
}

const unauthenticated = { status: 401, body: { error: { code: 'unauthenticated' } } };

/**
 * The SSO stubbed for a test file about /login: nobody signed in until a test says otherwise,
 * and one suite application the portal may return to. Call at the top of the file.
 */
export function stubLoginPage() {
  const sso = stubServices(['sso'], {
    settings: { REACT_APP_RETURN_ORIGINS: 'https://pipeline.qa.gofy.example' },
  });

  beforeEach(() => {
    sso.on('GET /api/sso/whoami', unauthenticated);
  });

  afterEach(() => {
    vi.restoreAllMocks();
  });

  const loginRequests = () => sso.requests.filter((request) => request.path === '/api/sso/login');

  /** The service accepting the sign-in: the session cookie it sets is then seen by whoami. */
  function acceptSignIn(answer: { until?: Promise<unknown> } = {}) {
    sso.on('POST /api/sso/login', { body: signedInBody, ...answer });
    sso.on('GET /api/sso/whoami', () =>
      loginRequests().length > 0 ? { body: signedInBody } : unauthenticated,
    );
  }

  return { sso, loginRequests, acceptSignIn };
}
