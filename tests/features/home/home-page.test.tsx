import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSsoClient } from '../../../src/api/sso';
import { useConfig } from '../../support/mock-config';
import { renderPortal } from '../../support/render-portal';
import { type StubServer, signedInBody, startStubServer } from '../../support/stub-server';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));

let sso: StubServer;

beforeEach(async () => {
  sso = await startStubServer();
  useConfig({ REACT_APP_SSO_API_URL: `${sso.origin}/api/sso` });
  resetSsoClient({ timeoutMs: 10_000 });
});

afterEach(async () => {
  expect(sso.unexpected).toEqual([]);
  await sso.close();
});

describe('the signed-in page', () => {
  it('says who is signed in and offers to sign out', async () => {
    sso.on('GET /api/sso/whoami', { body: signedInBody, delayMs: 300 });
    renderPortal('/');
    expect(await within(screen.getByRole('main')).findByRole('status')).toHaveTextContent(
      'Checking your session…',
    );
    expect(
      await screen.findByText('Signed in as Ana Souza (ana.souza@gofy.example).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/logout');
  });

  it('sends a signed-out visitor to the sign-in page, to come back here', async () => {
    sso.on('GET /api/sso/whoami', { status: 401, body: { error: { code: 'unauthenticated' } } });
    const { history } = renderPortal('/');
    await waitFor(() => expect(history.at(-1)).toBe('/login'));
  });

  it('never shows a user from a malformed answer, and offers to try again', async () => {
    sso.on('GET /api/sso/whoami', { body: { user: { name: 'Mallory' } } });
    renderPortal('/');
    expect(await screen.findByRole('alert')).toHaveTextContent('could not read');
    expect(screen.queryByText(/Mallory/)).not.toBeInTheDocument();

    sso.on('GET /api/sso/whoami', { body: signedInBody });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Signed in as Ana Souza/)).toBeInTheDocument();
  });
});

describe('an unknown address', () => {
  it('says the page was not found and links to the main page', () => {
    renderPortal('/no-such-page');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the main page' })).toHaveAttribute('href', '/');
  });
});
