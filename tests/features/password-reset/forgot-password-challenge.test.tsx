import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordPage } from '../../../src/app/lazy-pages';
import { challengeRefusal, setUpChallenges, solvedRightly } from '../../support/bot-challenge';
import { compilePagesFirst } from '../../support/page-code';
import { renderPortal } from '../../support/render-portal';
import { answerGate } from '../../support/stub-server';
import { stubServices } from '../../support/stub-services';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));

compilePagesFirst(ForgotPasswordPage);

const sso = stubServices(['sso']);
setUpChallenges();

afterEach(() => {
  vi.restoreAllMocks();
});

const resetRequests = () => sso.requests.filter((r) => r.path === '/api/sso/password-reset');

describe('asking for a reset link when the SSO asks for a bot challenge', () => {
  it('checks this browser in the form, then sends the same request with the solution', async () => {
    const answer = answerGate();
    sso.on('POST /api/sso/password-reset', (request) =>
      solvedRightly(request)
        ? { status: 202, body: { linkLifetimeSeconds: 1800 }, until: answer.until }
        : challengeRefusal(),
    );
    renderPortal('/forgot-password');
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole('textbox', { name: 'Email' }),
      'bruno.lima@gofy.example',
    );
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));

    const form = screen.getByRole('textbox', { name: 'Email' }).closest('form') as HTMLElement;
    expect(await within(form).findByText('Checking this browser…')).toHaveAttribute(
      'role',
      'status',
    );
    answer.release();
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    const [first, second] = resetRequests();
    expect(resetRequests()).toHaveLength(2);
    expect(solvedRightly(first)).toBe(false);
    expect(solvedRightly(second)).toBe(true);
    expect(second?.body).toBe(first?.body);
  });
});
