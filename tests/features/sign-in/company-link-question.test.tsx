import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { leavePortal } from '../../../src/app/leave-portal';
import type { Locale } from '../../../src/i18n/locale';
import { renderPortal } from '../../support/render-portal';
import { signedInBody } from '../../support/stub-server';
import { app, linked, signedOut, stubCompanyReturn, waitingToLink } from './company-return-stubs';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));
vi.mock('../../../src/config/company-providers', () => import('../../support/mock-config'));
vi.mock('../../../src/app/leave-portal', () => ({ leavePortal: vi.fn() }));

// A company account that came back to /login?federation=link for a broker signed in already:
// linked only when the broker asked for it on the portal's page. Another site can send the
// browser to the start, and the provider answers at once: the page then asks first. The SSO's
// side is tests/dev-server/federation-consent.test.ts; a real provider and another site's page,
// tests/e2e/company-sign-in.test.ts.

const sso = stubCompanyReturn();

/** A Google account for Ana waits, its company sign-in started on the portal's page or not. */
function waiting(startedOnPortal: boolean) {
  sso.on('GET /api/sso/federation/pending', waitingToLink(startedOnPortal));
}

const requests = (method: string, path: string) =>
  sso.requests.filter((request) => request.method === method && request.path === path);
const linkRequests = () => requests('POST', '/api/sso/federation/link');

/** /login?federation=link, for Ana signed in already (a minute ago, in this browser). */
function arriveSignedIn(locale: Locale = 'en') {
  sso.on('GET /api/sso/whoami', { body: signedInBody });
  return renderPortal(`/login?federation=link&redirect=${encodeURIComponent(app)}`, { locale });
}

const question = 'Link the Google account ana.souza@gofy.example to your gofy account?';

describe('a broker signed in already, back with a company account another site started', () => {
  it('is asked, in place of the page, with the question taking the keyboard, and nothing is linked yet', async () => {
    waiting(false);
    arriveSignedIn();
    const heading = await screen.findByRole('heading', { level: 1, name: question });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      screen.getByText(
        'The sign-in with this account did not start on gofy’s page: another site may have started it. Link it only if you want to use it to sign in to gofy.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(linkRequests()).toEqual([]);
    expect(leavePortal).not.toHaveBeenCalled();
  });

  it('links it on “Link”, confirmed, says so, and goes on once read', async () => {
    waiting(false);
    sso.on('POST /api/sso/federation/link', linked);
    arriveSignedIn();
    await screen.findByRole('heading', { level: 1, name: question });
    // By keyboard: from the question, the first stop is "Link".
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Link' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const done = await screen.findByRole('heading', { level: 1, name: 'Company account linked' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(linkRequests().map((request) => JSON.parse(request.body))).toEqual([
      { confirmed: true },
    ]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith(app));
  });

  it('links nothing on “Not now”, forgets the company account, and goes on', async () => {
    waiting(false);
    sso.on('DELETE /api/sso/federation/pending', { status: 204 });
    arriveSignedIn();
    await screen.findByRole('heading', { level: 1, name: question });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith(app));
    expect(requests('DELETE', '/api/sso/federation/pending')).toHaveLength(1);
    expect(linkRequests()).toEqual([]);
  });

  it('goes on after “Not now” even when the SSO cannot forget it', async () => {
    waiting(false);
    sso.on('DELETE /api/sso/federation/pending', { status: 503, body: '' });
    arriveSignedIn();
    await screen.findByRole('heading', { level: 1, name: question });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith(app));
    expect(linkRequests()).toEqual([]);
  });

  it('asks in Portuguese', async () => {
    waiting(false);
    arriveSignedIn('pt-BR');
    await screen.findByRole('heading', {
      level: 1,
      name: 'Vincular a conta Google ana.souza@gofy.example à sua conta gofy?',
    });
    expect(screen.getByRole('button', { name: 'Vincular' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agora não' })).toBeInTheDocument();
  });
});

describe('a company account the broker asked for on the portal’s page', () => {
  it('is linked for a broker signed in already, with no question', async () => {
    waiting(true);
    sso.on('POST /api/sso/federation/link', linked);
    arriveSignedIn();
    await screen.findByRole('heading', { level: 1, name: 'Company account linked' });
    expect(screen.queryByRole('heading', { name: question })).not.toBeInTheDocument();
    expect(linkRequests().map((request) => JSON.parse(request.body))).toEqual([
      { confirmed: false },
    ]);
  });

  it('asks for the code first where the SSO wants it (a trusted device skipped it), then links', async () => {
    waiting(true);
    sso.on('POST /api/sso/federation/link', {
      status: 403,
      body: { error: { code: 'recent_second_factor_required', message: 'Confirm.' } },
    });
    arriveSignedIn();
    const step = await screen.findByRole('heading', {
      level: 1,
      name: 'Enter your code to link the account',
    });
    await waitFor(() => expect(step).toHaveFocus());
    expect(
      screen.getByText(
        'To link your Google account (ana.souza@gofy.example), enter the code your authenticator app shows for gofy.',
      ),
    ).toBeInTheDocument();

    sso.on('POST /api/sso/second-factor/confirm', { status: 204 });
    sso.on('POST /api/sso/federation/link', linked);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Link' }));
    await screen.findByRole('heading', { level: 1, name: 'Company account linked' });
    expect(
      requests('POST', '/api/sso/second-factor/confirm').map((r) => JSON.parse(r.body)),
    ).toEqual([{ code: '123456' }]);
    expect(linkRequests()).toHaveLength(2);
  });

  it('links nothing when the broker gives no code: “Not now” forgets it and goes on', async () => {
    waiting(true);
    sso.on('POST /api/sso/federation/link', {
      status: 403,
      body: { error: { code: 'recent_second_factor_required', message: 'Confirm.' } },
    });
    sso.on('DELETE /api/sso/federation/pending', { status: 204 });
    arriveSignedIn();
    await screen.findByRole('heading', { level: 1, name: 'Enter your code to link the account' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith(app));
    expect(requests('DELETE', '/api/sso/federation/pending')).toHaveLength(1);
    expect(linkRequests()).toHaveLength(1);
  });

  it('is linked, confirmed, by a sign-in on the page that named it, whoever started it', async () => {
    waiting(false);
    sso.on('POST /api/sso/federation/link', linked);
    sso.on('GET /api/sso/whoami', signedOut);
    sso.on('GET /api/sso/federation/discovery', { body: { provider: null, required: false } });
    renderPortal(`/login?federation=link&redirect=${encodeURIComponent(app)}`);
    await screen.findByText(/To link your Google account \(ana\.souza@gofy\.example\) to gofy/);
    sso.on('POST /api/sso/login', { body: signedInBody });
    sso.on('GET /api/sso/whoami', { body: signedInBody });
    const user = userEvent.setup();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ana.souza@gofy.example'),
    );
    await user.type(screen.getByLabelText('Password'), 'gofy-demo-2026{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Company account linked' });
    expect(screen.queryByRole('heading', { name: question })).not.toBeInTheDocument();
    expect(linkRequests().map((request) => JSON.parse(request.body))).toEqual([
      { confirmed: true },
    ]);
  });
});
