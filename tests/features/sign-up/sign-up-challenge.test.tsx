import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { challengeRefusal, setUpChallenges, solvedRightly } from '../../support/bot-challenge';
import { answerGate } from '../../support/stub-server';
import { paulista, stubSignUpPage } from './sign-up-fixtures';
import { field, fillAboutYou, fillAddressFrom, openPage, sendButton } from './sign-up-form';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));
vi.mock('../../../src/config/links', () => import('../../support/mock-config'));

const { stub, signUps } = stubSignUpPage();
setUpChallenges();

describe('asking for an account when the SSO asks for a bot challenge', () => {
  it('checks this browser in the form, then sends the same application with the solution', async () => {
    const answer = answerGate();
    stub.on('POST /api/sso/signup', (request) =>
      solvedRightly(request)
        ? { status: 202, body: { reviewBusinessDays: 3 }, until: answer.until }
        : challengeRefusal(),
    );
    stub.on('GET /api/postal-code/01310100', { body: paulista });
    const user = await openPage();
    await fillAboutYou(user);
    await fillAddressFrom(user, '01310100', 'Avenida Paulista');
    await user.click(field('Number'));
    await user.paste('1000');
    await user.click(sendButton());

    const form = field('Number').closest('form') as HTMLElement;
    expect(await within(form).findByText('Checking this browser…')).toHaveAttribute(
      'role',
      'status',
    );
    // What was typed stays while the check runs.
    expect(field('Number')).toHaveValue('1000');
    answer.release();
    expect(await screen.findByRole('heading', { name: 'We received your request' })).toBeVisible();
    const [first, second] = signUps();
    expect(signUps()).toHaveLength(2);
    expect(solvedRightly(first)).toBe(false);
    expect(solvedRightly(second)).toBe(true);
    expect(second?.body).toBe(first?.body);
  });
});
