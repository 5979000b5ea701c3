import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { goToStart } from '../../../src/features/sign-in/company-sign-in/go-to-start';
import {
  challengeRefusal,
  decodeSolution,
  rightSolution,
  setUpChallenges,
} from '../../support/bot-challenge';
import { compilePagesFirst } from '../../support/page-code';
import { renderPortal } from '../../support/render-portal';
import { stubServices } from '../../support/stub-services';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));
vi.mock('../../../src/config/company-providers', () => import('../../support/mock-config'));
vi.mock('../../../src/features/sign-in/company-sign-in/go-to-start', () => ({
  goToStart: vi.fn(),
}));

// A company sign-in's start the SSO sent back to /login for a bot challenge (contract 1.26.0):
// the page asks for a challenge, solves it, and starts again with the solution.
compilePagesFirst({
  preload: () => import('../../../src/features/sign-in/company-sign-in/company-sign-in-part'),
});
const sso = stubServices(['sso'], { settings: { REACT_APP_COMPANY_SIGN_IN: 'microsoft,google' } });
setUpChallenges();

afterEach(() => {
  vi.mocked(goToStart).mockReset();
});

/** What `GET /api/sso/challenge` answers: a challenge, as a refusal would carry it. */
const issued = () => ({
  body: (challengeRefusal().body as { error: { challenge: unknown } }).error.challenge,
});

function startedWith(): URL {
  const href = vi.mocked(goToStart).mock.calls[0]?.[0] ?? '';
  return new URL(href, 'http://portal.example');
}

describe('a company sign-in sent back for a bot challenge', () => {
  it('checks this browser and starts the same company sign-in again with the solution', async () => {
    sso.on('GET /api/sso/whoami', { status: 401, body: {} });
    sso.on('GET /api/sso/challenge', issued());
    renderPortal('/login?company_challenge=microsoft&remember_me=true');

    expect(await screen.findByText('Checking this browser…')).toHaveAttribute('role', 'status');
    await waitFor(() => expect(goToStart).toHaveBeenCalledTimes(1));
    const start = startedWith();
    expect(start.pathname).toBe('/api/sso/federation/microsoft/start');
    expect(start.searchParams.get('remember_me')).toBe('true');
    expect(rightSolution(decodeSolution(start.searchParams.get('challenge') ?? ''))).toBe(true);
  });

  it('says a refused check failed, and checks again only when asked', async () => {
    sso.on('GET /api/sso/whoami', { status: 401, body: {} });
    sso.on('GET /api/sso/challenge', issued());
    renderPortal('/login?company_challenge=google&challenge_error=challenge_invalid');

    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    // The message comes a render after its region, so a screen reader reads it.
    expect(await screen.findByText(/could not check this browser/)).toBeInTheDocument();
    expect(sso.requests.filter((r) => r.path === '/api/sso/challenge')).toHaveLength(0);
    await userEvent.setup().click(tryAgain);
    await waitFor(() => expect(goToStart).toHaveBeenCalledTimes(1));
    expect(startedWith().pathname).toBe('/api/sso/federation/google/start');
  });
});
