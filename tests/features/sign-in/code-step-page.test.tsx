import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInCodePage } from '../../../src/app/lazy-pages';
import { seenText } from '../../support/live-region';
import { stubMediaQueries } from '../../support/media-queries';
import { compilePagesFirst } from '../../support/page-code';
import { renderPortal } from '../../support/render-portal';
import { signedInBody } from '../../support/stub-server';
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
      email: enrol ? 'diego.alves@gofy.example' : 'carla.mendes@gofy.example',
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

/** The code form's alert, above its field; the way back to another account has its own below. */
function codeAlert(): HTMLElement {
  const [first] = screen.getAllByRole('alert');
  if (!first) throw new Error('The page has no alert');
  return first;
}

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

describe('the authenticator setup the company requires', () => {
  const recoveryCodes = Array.from({ length: 10 }, (_, i) => `k7m2p-x9q${i + 2}r`);

  it('no longer asks to set it up once it is on and the recovery codes are shown', async () => {
    sso.on('GET /api/sso/login/second-factor', pendingFor(true));
    sso.on('POST /api/sso/login/second-factor/authenticator', setUp);
    sso.on('POST /api/sso/login/second-factor', {
      body: { ...signedInBody, recoveryCodesLeft: 10, recoveryCodes },
    });
    sso.on('GET /api/sso/whoami', { body: signedInBody });
    renderPortal('/login/code');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Set up two-step verification' });
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), '123456{Enter}');
    await screen.findByRole('heading', { name: 'Your recovery codes' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Two-step verification');
    screen.getByText(
      'Two-step verification is on. From now on, sign-in asks for a code from the app.',
    );
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

describe('the authenticator set-up before the first sign-in', () => {
  beforeEach(() => {
    sso.on('GET /api/sso/login/second-factor', pendingFor(true));
    sso.on('POST /api/sso/login/second-factor/authenticator', setUp);
  });

  // The step's own words asked to scan the QR code, and the set-up below them asked again: on
  // a phone, twice to scan a code shown on the phone that was to scan it.
  it('asks once to scan the QR code, after offering to open the app on a phone', async () => {
    stubMediaQueries((query) => query.includes('(pointer: coarse)'));
    try {
      renderPortal('/login/code');
      const link = await screen.findByRole('link', { name: 'Open in your authenticator app' });
      expect(link).toHaveAttribute('href', setUp.body.otpauthUri);
      await screen.findByRole('img', { name: 'QR code for your authenticator app' });
      const card = screen.getByRole('region', { name: 'Set up two-step verification' });
      expect(card.textContent?.match(/\bscan\b/gi)).toHaveLength(1);
      expect(card).toHaveTextContent(
        /Add gofy to the app on your phone\.\s*If your authenticator app .* is installed on this device, add gofy to it from here:\s*Open in your authenticator app\s*If it is installed on another device, scan this QR code with it:/,
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('the code step once the account has had 100 wrong codes in a row', () => {
  const pendingWith = (methods: string[]) => ({
    body: { secondFactor: { ...pendingFor(false).body.secondFactor, methods } },
  });
  const codesBlocked = {
    status: 423,
    body: { error: { code: 'codes_blocked', message: 'Too many incorrect codes in a row.' } },
  };

  it('asks for a recovery code, saying why, and offers no code from the app', async () => {
    sso.on('GET /api/sso/login/second-factor', pendingWith(['recovery_code']));
    renderPortal('/login/code');
    const field = await screen.findByRole('textbox', { name: 'Recovery code' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(
      screen.getByText(
        'After too many incorrect codes in a row, codes from the app can no longer sign you in. Enter one of the recovery codes you saved when you set up two-step verification.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Use a code from the app instead' }),
    ).not.toBeInTheDocument();
  });

  it('asks for a recovery code in Portuguese too', async () => {
    sso.on('GET /api/sso/login/second-factor', pendingWith(['recovery_code']));
    renderPortal('/login/code', { locale: 'pt-BR' });
    expect(await screen.findByRole('textbox', { name: 'Código de recuperação' })).toBeVisible();
    expect(
      screen.getByText(
        'Depois de muitos códigos incorretos seguidos, os códigos do aplicativo não servem mais para entrar na sua conta. Digite um dos códigos de recuperação que você guardou ao ativar a verificação em duas etapas.',
      ),
    ).toBeInTheDocument();
  });

  it('says to contact support when no recovery code is left either', async () => {
    sso.on('GET /api/sso/login/second-factor', pendingWith([]));
    renderPortal('/login/code');
    expect(
      await screen.findByText(
        'After too many incorrect codes in a row, codes from the app can no longer sign you in, and your account has no recovery codes left. Contact support to get back in.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
  });

  /** A code from the app typed and sent once codes from the app are refused for good. */
  async function sendCodeAtTheCeiling(locale: 'en' | 'pt-BR') {
    sso.on('GET /api/sso/login/second-factor', pendingWith(['totp', 'recovery_code']));
    sso.on('POST /api/sso/login/second-factor', codesBlocked);
    renderPortal('/login/code', { locale });
    const user = userEvent.setup();
    const [field, verify] = locale === 'en' ? ['Code', 'Verify'] : ['Código', 'Verificar'];
    await user.type(await screen.findByRole('textbox', { name: field }), '123456');
    await user.click(screen.getByRole('button', { name: verify }));
  }

  it('turns to a recovery code when a code from the app reaches the ceiling', async () => {
    await sendCodeAtTheCeiling('en');
    await waitFor(() =>
      expect(codeAlert()).toHaveTextContent(
        'Too many incorrect codes in a row: codes from the app can no longer sign you in. Enter one of your recovery codes instead; if you have none left, contact support.',
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Recovery code' })).toHaveFocus(),
    );
    expect(
      screen.queryByRole('button', { name: 'Use a code from the app instead' }),
    ).not.toBeInTheDocument();
  });

  it('says so in Portuguese when a code from the app reaches the ceiling', async () => {
    await sendCodeAtTheCeiling('pt-BR');
    await waitFor(() =>
      expect(codeAlert()).toHaveTextContent(
        'Muitos códigos incorretos seguidos: os códigos do aplicativo não servem mais para entrar na sua conta. Use um dos seus códigos de recuperação; se não tiver mais nenhum, fale com o suporte.',
      ),
    );
  });
});

describe('the code step when codes are refused for a while', () => {
  beforeEach(() => {
    sso.on('GET /api/sso/login/second-factor', pendingFor(false));
  });

  it('says a wrong code is wrong, and how many may follow once few remain', async () => {
    sso.on('POST /api/sso/login/second-factor', {
      status: 401,
      body: { error: { code: 'invalid_code', message: 'Wrong.', attemptsLeft: 2 } },
    });
    renderPortal('/login/code');
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: 'Code' });
    await user.type(field, '000000{Enter}');
    await waitFor(() =>
      expect(seenText(codeAlert())).toBe(
        'That code is incorrect. Type the code the app shows now. 2 attempts left before codes are locked for a time that grows with each lock.',
      ),
    );
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
  });

  // The contract: the wrong code that locks the codes ends the pending sign-in, so no code
  // typed on this page could finish it any more.
  it('ends the step when a wrong code locks the codes, and says when to sign in again', async () => {
    sso.on('POST /api/sso/login/second-factor', {
      status: 429,
      headers: { 'retry-after': '900' },
      body: { error: { code: 'too_many_codes', message: 'Locked.', retryAfter: 900 } },
    });
    renderPortal('/login/code');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), '000000{Enter}');
    const ended =
      'Too many incorrect codes: this sign-in has ended, and codes are locked for 15 minutes. Sign in again after that, with a code from your authenticator app or one of your recovery codes.';
    const message = await screen.findByText(ended);
    await waitFor(() => expect(message.closest('[tabindex]')).toHaveFocus());
    expect(screen.queryByRole('textbox', { name: 'Code' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/login');
  });
});
