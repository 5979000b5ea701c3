import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInCodePage } from '../../../src/app/lazy-pages';
import { compilePagesFirst } from '../../support/page-code';
import { renderPortal } from '../../support/render-portal';
import { stubServices } from '../../support/stub-services';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));

compilePagesFirst(SignInCodePage);

const sso = stubServices(['sso']);

const pendingFor = (enrol: boolean) => ({
  body: {
    secondFactor: {
      expiresAt: new Date(Date.now() + 5 * 60_000).toISOString(),
      enrol,
      methods: ['totp'],
      rememberMe: false,
    },
  },
});
const setUp = {
  body: {
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    otpauthUri: 'otpauth://totp/gofy:ana@example.com?secret=JBSWY3DPEHPK3PXP&issuer=gofy',
  },
};
const unavailable = { status: 503, body: '' };

function requests(method: string, path: string) {
  return sso.requests.filter((request) => request.method === method && request.path === path);
}

describe('the code step when the SSO cannot say what waits', () => {
  beforeEach(() => {
    sso.on('GET /api/sso/login/second-factor', unavailable);
  });

  it('says so, and after "Try again" that fails too, leaves the keyboard on "Try again"', async () => {
    renderPortal('/login/code');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(requests('GET', '/api/sso/login/second-factor')).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The sign-in service is not available right now. Try again in a few minutes.',
    );
  });

  it('gives the keyboard to the code field once the sign-in is found', async () => {
    renderPortal('/login/code');
    const user = userEvent.setup();
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    sso.on('GET /api/sso/login/second-factor', pendingFor(false));
    await user.click(tryAgain);
    const field = await screen.findByRole('textbox', { name: 'Code' });
    await waitFor(() => expect(field).toHaveFocus());
  });

  it('gives the keyboard to the step’s heading once a set-up is found', async () => {
    sso.on('POST /api/sso/login/second-factor/authenticator', setUp);
    renderPortal('/login/code');
    const user = userEvent.setup();
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    sso.on('GET /api/sso/login/second-factor', pendingFor(true));
    await user.click(tryAgain);
    const title = await screen.findByRole('heading', {
      level: 1,
      name: 'Set up two-step verification',
    });
    await screen.findByText(/JBSW Y3DP/);
    await waitFor(() => expect(title).toHaveFocus());
  });
});

describe('the authenticator set-up when the SSO cannot start it', () => {
  beforeEach(() => {
    sso.on('GET /api/sso/login/second-factor', pendingFor(true));
    sso.on('POST /api/sso/login/second-factor/authenticator', unavailable);
  });

  it('leaves the keyboard on "Try again" when it fails again', async () => {
    renderPortal('/login/code');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(requests('POST', '/api/sso/login/second-factor/authenticator')).toHaveLength(2),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus());
  });

  it('gives the keyboard to the step’s heading once the set-up comes', async () => {
    renderPortal('/login/code');
    const user = userEvent.setup();
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    sso.on('POST /api/sso/login/second-factor/authenticator', setUp);
    await user.click(tryAgain);
    await screen.findByText(/JBSW Y3DP/);
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { level: 1, name: 'Set up two-step verification' }),
      ).toHaveFocus(),
    );
  });
});
