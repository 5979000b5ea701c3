import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  challengeRefusal,
  setUpChallenges,
  solutionOf,
  solvedRightly,
} from '../../support/bot-challenge';
import { compilePagesFirst } from '../../support/page-code';
import { renderPortal } from '../../support/render-portal';
import { answerGate, signedInBody } from '../../support/stub-server';
import { emailField, passwordField } from './login-fields';
import { fillAndSubmit, stubLoginPage } from './login-page-fixtures';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));

const { sso, loginRequests } = stubLoginPage();
setUpChallenges();
compilePagesFirst();

const form = () => document.querySelector('form') as HTMLFormElement;

describe('when the SSO asks for a bot challenge before a sign-in', () => {
  it('checks this browser, then sends the same sign-in again with the solution', async () => {
    sso.on('POST /api/sso/login', (request) =>
      solvedRightly(request) ? { body: signedInBody } : challengeRefusal(),
    );
    sso.on('GET /api/sso/whoami', () =>
      loginRequests().length > 1 ? { body: signedInBody } : { status: 401, body: {} },
    );
    const { history } = renderPortal('/login');
    await fillAndSubmit('ana.souza@gofy.example', 'gofy-demo-2026');

    await waitFor(() => expect(history.at(-1)).toBe('/'));
    const [first, second] = loginRequests();
    expect(solutionOf(first)).toBeUndefined();
    expect(solutionOf(second)).toMatchObject({ number: 150, signature: 'b'.repeat(64) });
    expect(second?.body).toBe(first?.body);
  });

  it('says "Checking this browser…" in the form while it solves, and leaves what was typed', async () => {
    // The solved sign-in's answer held until the test has seen the check.
    const answer = answerGate();
    sso.on('POST /api/sso/login', (request) =>
      solvedRightly(request)
        ? { status: 401, body: { error: { code: 'invalid_credentials' } }, until: answer.until }
        : challengeRefusal(),
    );
    renderPortal('/login');
    await fillAndSubmit('ana.souza@gofy.example', 'wrong-password');

    const status = await within(form()).findByText('Checking this browser…');
    expect(status).toHaveAttribute('role', 'status');
    expect(
      within(form()).getByRole('progressbar', { name: 'Checking this browser…' }),
    ).toBeInTheDocument();
    answer.release();
    // The answer to the sign-in itself, once the check is done, as without a check.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('The email or password is incorrect.'),
    );
    expect(within(form()).queryByText('Checking this browser…')).toBeNull();
    expect(emailField()).toHaveValue('ana.souza@gofy.example');
    expect(loginRequests()).toHaveLength(2);
  });

  it('says the check failed with "Try again" in the form, which checks again and signs in', async () => {
    let refusals = 0;
    sso.on('POST /api/sso/login', (request) => {
      // The solution refused once (an expired challenge), then taken.
      if (refusals < 2) {
        refusals += 1;
        return challengeRefusal(refusals === 1 ? 'challenge_required' : 'challenge_invalid');
      }
      return solvedRightly(request) ? { body: signedInBody } : challengeRefusal();
    });
    sso.on('GET /api/sso/whoami', { status: 401, body: {} });
    const { history } = renderPortal('/login');
    const user = await fillAndSubmit();

    const tryAgain = await within(form()).findByRole('button', { name: 'Try again' });
    await waitFor(() => expect(tryAgain).toHaveFocus());
    await waitFor(() =>
      expect(within(form()).getByRole('alert')).toHaveTextContent(
        'The sign-in service could not check this browser, so it did not take this request.',
      ),
    );
    expect(passwordField()).toHaveValue('gofy-demo-2026');
    sso.on('GET /api/sso/whoami', () =>
      loginRequests().length > 3 ? { body: signedInBody } : { status: 401, body: {} },
    );
    await user.click(tryAgain);
    await waitFor(() => expect(history.at(-1)).toBe('/'));
    // Sent as it was, then with the fresh challenge's solution.
    expect(solutionOf(loginRequests()[2])).toBeUndefined();
    expect(solvedRightly(loginRequests()[3])).toBe(true);
  });

  it('speaks Portuguese on a page in Portuguese', async () => {
    sso.on('POST /api/sso/login', (request) =>
      solvedRightly(request)
        ? { status: 401, body: { error: { code: 'invalid_credentials' } } }
        : challengeRefusal(),
    );
    renderPortal('/login', { locale: 'pt-BR' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana.souza@gofy.example');
    await user.type(screen.getByLabelText('Senha'), 'gofy-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await within(form()).findByText('Verificando este navegador…')).toBeInTheDocument();
  });
});
