import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leavePortal } from '../../../src/app/leave-portal';
import { renderPortal } from '../../support/render-portal';
import { fillAndSubmit } from '../sign-in/login-page-fixtures';
import { carla, choicesSent, mendes, stubChoice } from './choice-stub';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));
vi.mock('../../../src/app/leave-portal', () => ({ leavePortal: vi.fn() }));

const stub = stubChoice();
const app = 'https://pipeline.qa.gofy.example/deals/42';
const unauthenticated = { status: 401, body: { error: { code: 'unauthenticated' } } };

/**
 * The sign-in page as an application's address opens it: the way out reads the address from
 * the window, as the step-up ask is read, and jsdom's window does not follow the memory router.
 */
function openSignIn(address: string) {
  window.history.replaceState(null, '', address);
  return renderPortal(address);
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.mocked(leavePortal).mockClear();
});

/** The SSO signing Carla in with `answer` as the sign-in's and whoami's answer after it. */
function signInAnswers(answer: object) {
  stub.on('GET /api/sso/whoami', () =>
    stub.requests.some((r) => r.path === '/api/sso/login') ? { body: answer } : unauthenticated,
  );
  stub.on('POST /api/sso/login', { body: answer });
}

describe('after signing in', () => {
  it('takes a broker with a choice to make to the picker, the return target kept', async () => {
    signInAnswers(carla());
    const { history } = openSignIn(`/login?redirect=${encodeURIComponent(app)}`);
    await fillAndSubmit('carla.mendes@gofy.example');
    expect(await screen.findByRole('list', { name: 'Your brokerages' })).toBeInTheDocument();
    expect(history.at(-1)).toBe(`/choose-brokerage?redirect=${encodeURIComponent(app)}`);
    expect(leavePortal).not.toHaveBeenCalled();
  });

  it('goes on to the application once the broker has chosen', async () => {
    signInAnswers(carla());
    stub.on('PUT /api/sso/session/brokerage', { body: carla(undefined, mendes.id) });
    openSignIn(`/login?redirect=${encodeURIComponent(app)}`);
    const user = await fillAndSubmit('carla.mendes@gofy.example');
    await user.click(await screen.findByRole('button', { name: 'Mendes Corretora' }));
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith(app));
  });

  it('goes straight on for a session that already acts for a brokerage', async () => {
    signInAnswers(carla(undefined, mendes.id));
    openSignIn(`/login?redirect=${encodeURIComponent(app)}`);
    await fillAndSubmit('carla.mendes@gofy.example');
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith(app));
    expect(choicesSent(stub)).toEqual([]);
  });

  it('chooses the brokerage the application named, and goes on without showing a choice', async () => {
    signInAnswers(carla());
    stub.on('PUT /api/sso/session/brokerage', { body: carla(undefined, mendes.id) });
    openSignIn(`/login?redirect=${encodeURIComponent(app)}&brokerage=${mendes.id}`);
    await fillAndSubmit('carla.mendes@gofy.example');
    await waitFor(() => expect(leavePortal).toHaveBeenCalledWith(app));
    expect(choicesSent(stub)).toEqual([mendes.id]);
  });

  it('asks a broker already signed in for the brokerage an application names, too', async () => {
    stub.on('GET /api/sso/whoami', { body: carla(undefined, mendes.id) });
    openSignIn(`/login?redirect=${encodeURIComponent(app)}&brokerage=nowhere`);
    stub.on('PUT /api/sso/session/brokerage', {
      status: 404,
      body: { error: { code: 'brokerage_not_found', message: 'No access.' } },
    });
    expect(
      await screen.findByRole('heading', { name: 'You have no access to this brokerage' }),
    ).toBeInTheDocument();
    expect(leavePortal).not.toHaveBeenCalled();
  });
});
