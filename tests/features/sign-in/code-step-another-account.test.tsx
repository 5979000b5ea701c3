import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInCodePage } from '../../../src/app/lazy-pages';
import { compilePagesFirst } from '../../support/page-code';
import { afterReactEffects } from '../../support/react-effects';
import { renderPortal } from '../../support/render-portal';
import { answerGate } from '../../support/stub-server';
import { stubServices } from '../../support/stub-services';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));

compilePagesFirst(SignInCodePage);

const sso = stubServices(['sso']);

const carla = 'carla.mendes@gofy.example';
const diego = 'diego.alves@gofy.example';

/** What `getPendingSignIn` answers for Carla (a code) or Diego (the set-up his company requires). */
function waiting(email: string, { enrol = false, methods = ['totp'] } = {}) {
  return {
    body: {
      secondFactor: {
        expiresAt: new Date(Date.now() + 5 * 60_000).toISOString(),
        enrol,
        methods,
        rememberMe: false,
        email,
      },
    },
  };
}

const ended = { status: 204 };
const anotherAccount = () => screen.findByRole('button', { name: 'Sign in with another account' });
const cancels = () =>
  sso.requests.filter(
    (request) => request.method === 'DELETE' && request.path === '/api/sso/login/second-factor',
  );

/** Presses Tab until `target` has the keyboard, as a person would; fails after a dozen. */
async function tabTo(user: ReturnType<typeof userEvent.setup>, target: HTMLElement) {
  for (let presses = 0; presses < 12 && document.activeElement !== target; presses += 1) {
    await user.tab();
  }
  expect(target).toHaveFocus();
}

describe('the code step names the account signing in', () => {
  it('under its heading', async () => {
    sso.on('GET /api/sso/login/second-factor', waiting(carla));
    renderPortal('/login/code');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Two-step verification' });
    const named = await screen.findByText(`Signing in as ${carla}`);
    expect(heading.nextElementSibling).toBe(named);
  });

  it('in Portuguese, with its way back', async () => {
    sso.on('GET /api/sso/login/second-factor', waiting(carla));
    renderPortal('/login/code', { locale: 'pt-BR' });
    expect(await screen.findByText(`Entrando como ${carla}`)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Entrar com outra conta' })).toBeEnabled();
  });

  it('while the company’s required set-up comes first', async () => {
    sso.on('GET /api/sso/login/second-factor', waiting(diego, { enrol: true }));
    sso.on('POST /api/sso/login/second-factor/authenticator', {
      body: {
        secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
        otpauthUri: `otpauth://totp/gofy:${diego}?secret=JBSWY3DPEHPK3PXP&issuer=gofy`,
      },
    });
    renderPortal('/login/code');
    await screen.findByRole('heading', { level: 1, name: 'Set up two-step verification' });
    expect(screen.getByText(`Signing in as ${diego}`)).toBeVisible();
    await screen.findByText(/JBSW Y3DP/);
  });
});

describe('"Sign in with another account"', () => {
  // The sign-in page asks on arrival whether someone is signed in already: nobody is.
  beforeEach(() => {
    sso.on('GET /api/sso/whoami', { status: 401, body: { error: { code: 'unauthenticated' } } });
  });

  it('ends the sign-in at the SSO first, then goes to the sign-in page with the return target and no email', async () => {
    const gate = answerGate();
    sso.on('GET /api/sso/login/second-factor', waiting(carla));
    sso.on('DELETE /api/sso/login/second-factor', { ...ended, until: gate.until });
    const { history } = renderPortal('/login/code?redirect=%2Fsecurity');
    const user = userEvent.setup();
    await user.click(await anotherAccount());

    // The SSO has not answered: the step stays, saying what it does.
    await screen.findByRole('button', { name: 'Ending this sign-in…' });
    await waitFor(() => expect(cancels()).toHaveLength(1));
    expect(history.at(-1)).toBe('/login/code?redirect=%2Fsecurity');

    gate.release();
    await screen.findByRole('heading', { level: 1, name: 'Sign in to gofy' });
    expect(history.at(-1)).toBe('/login?redirect=%2Fsecurity');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    expect(cancels()).toHaveLength(1);
  });

  it('works by keyboard from the recovery code', async () => {
    sso.on(
      'GET /api/sso/login/second-factor',
      waiting(carla, { methods: ['totp', 'recovery_code'] }),
    );
    sso.on('DELETE /api/sso/login/second-factor', ended);
    const { history } = renderPortal('/login/code');
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: 'Code' });
    await waitFor(() => expect(field).toHaveFocus());
    await tabTo(user, screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await user.keyboard('{Enter}');
    await screen.findByRole('textbox', { name: 'Recovery code' });

    await tabTo(user, await anotherAccount());
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Sign in to gofy' });
    expect(history.at(-1)).toBe('/login');
    expect(cancels()).toHaveLength(1);
  });

  it('works from the set-up the company requires, even when the set-up cannot start', async () => {
    sso.on('GET /api/sso/login/second-factor', waiting(diego, { enrol: true }));
    sso.on('POST /api/sso/login/second-factor/authenticator', { status: 503, body: '' });
    sso.on('DELETE /api/sso/login/second-factor', ended);
    const { history } = renderPortal('/login/code');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Try again' });
    await user.click(await anotherAccount());
    await screen.findByRole('heading', { level: 1, name: 'Sign in to gofy' });
    expect(history.at(-1)).toBe('/login');
  });

  it('says it needs a connection once offline, and sends nothing until back online', async () => {
    sso.on('GET /api/sso/login/second-factor', waiting(carla));
    sso.on('DELETE /api/sso/login/second-factor', ended);
    renderPortal('/login/code');
    const button = await anotherAccount();
    // The page listens for the connection from an effect, which a loaded machine runs later.
    await afterReactEffects();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      act(() => {
        window.dispatchEvent(new Event('offline'));
      });
      expect(button).toBeDisabled();
      expect(
        screen.getByText(
          'You are offline. Signing in with another account needs a connection: check it and try again.',
        ),
      ).toBeVisible();

      online.mockReturnValue(true);
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      expect(button).toBeEnabled();
      expect(cancels()).toEqual([]);
    } finally {
      online.mockRestore();
    }
  });

  it('stays on the step, saying why, when the SSO cannot end the sign-in', async () => {
    sso.on('GET /api/sso/login/second-factor', waiting(carla));
    sso.on('DELETE /api/sso/login/second-factor', { status: 503, body: '' });
    const { history } = renderPortal('/login/code');
    const user = userEvent.setup();
    const button = await anotherAccount();
    await user.click(button);
    const alert = await screen.findByText(
      'The sign-in service is not available right now. Try again in a few minutes.',
    );
    expect(alert).toHaveAttribute('role', 'alert');
    expect(history.at(-1)).toBe('/login/code');
    expect(screen.getByRole('textbox', { name: 'Code' })).toBeVisible();
    expect(button).toHaveFocus();
  });

  it('is not offered once the sign-in is gone: "Sign in again" is', async () => {
    sso.on('GET /api/sso/login/second-factor', {
      status: 401,
      body: { error: { code: 'pending_sign_in_missing', message: 'None.' } },
    });
    renderPortal('/login/code');
    await screen.findByRole('link', { name: 'Sign in again' });
    expect(
      screen.queryByRole('button', { name: 'Sign in with another account' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText(/^Signing in as/)).not.toBeInTheDocument();
  });
});
