import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leavePortal } from '../../../src/app/leave-portal';
import { renderPortal } from '../../support/render-portal';
import { fillAndSubmit } from '../sign-in/login-page-fixtures';
import { carla, choicesSent, mendes, stubChoice } from './choice-stub';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));
vi.mock('../../../src/app/leave-portal', () => ({ leavePortal: vi.fn() }));
// The sign-in's answer already too old to go by, as after a step that took a while (a
// step-up, a company account's question): the way out must ask whoami.
vi.mock('../../../src/api/known-session', async (original) => ({
  ...(await original<typeof import('../../../src/api/known-session')>()),
  freshSession: () => undefined,
}));

const stub = stubChoice();
const app = 'https://pipeline.qa.gofy.example/deals/42';
const unauthenticated = { status: 401, body: { error: { code: 'unauthenticated' } } };

function signInAnswers(answer: object) {
  stub.on('GET /api/sso/whoami', () =>
    stub.requests.some((r) => r.path === '/api/sso/login') ? { body: answer } : unauthenticated,
  );
  stub.on('POST /api/sso/login', { body: answer });
}

afterEach(() => vi.mocked(leavePortal).mockClear());

describe('leaving the sign-in page once its answer is no longer fresh', () => {
  it('asks whoami, and takes a broker with a choice to make to the picker', async () => {
    signInAnswers(carla());
    const { history } = renderPortal(`/login?redirect=${encodeURIComponent(app)}`);
    await fillAndSubmit('carla.mendes@gofy.example');
    expect(await screen.findByRole('list', { name: 'Your brokerages' })).toBeInTheDocument();
    expect(history.at(-1)).toBe(`/choose-brokerage?redirect=${encodeURIComponent(app)}`);
    expect(leavePortal).not.toHaveBeenCalled();
  });

  it('asks whoami, and goes straight on for a session that acts for a brokerage', async () => {
    signInAnswers(carla(undefined, mendes.id));
    renderPortal(`/login?redirect=${encodeURIComponent(app)}`);
    await fillAndSubmit('carla.mendes@gofy.example');
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith(app));
    expect(choicesSent(stub)).toEqual([]);
  });
});
