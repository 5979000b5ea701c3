import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { SecurityPage } from '../../../src/app/lazy-pages';
import { type ManualClock, manualClock } from '../../session/manual-clock';
import { seenText, spokenText } from '../../support/live-region';
import { compilePagesFirst } from '../../support/page-code';
import { renderPortal } from '../../support/render-portal';
import { signedInBody } from '../../support/stub-server';
import { stubServices } from '../../support/stub-services';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));

compilePagesFirst(SecurityPage);
// The QR code's library comes in a chunk of its own when a set-up is shown: compiled before
// the first test, as the page's code is.
beforeAll(() => import('lean-qr/nano'));

const sso = stubServices(['sso']);

const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const setup = {
  secret,
  otpauthUri: `otpauth://totp/gofy:ana.souza%40gofy.example?secret=${secret}&issuer=gofy`,
};
const recoveryCodes = [
  'k7m2p-x9q4r',
  'a2b3c-d4e5f',
  'g6h7j-k8m9n',
  'p2q3r-s4t5u',
  'v6w7x-y8z9a',
  'b2c3d-e4f5g',
  'h6j7k-m8n9p',
  'q2r3s-t4u5v',
  'w6x7y-z8a9b',
  'c2d3e-f4g5h',
];
const off = {
  required: false,
  authenticator: null,
  recoveryCodesLeft: 0,
  trustedDevices: 0,
  confirmedUntil: null,
};
const on = {
  ...off,
  authenticator: { addedAt: '2026-11-20T12:00:00.000Z' },
  recoveryCodesLeft: 8,
  trustedDevices: 2,
};
const refused = (status: number, code: string, extra: object = {}) => ({
  status,
  body: { error: { code, message: code, ...extra } },
});

const section = () =>
  within(
    screen.getByRole('region', { name: /^(Two-step verification|Verificação em duas etapas)$/ }),
  );
const sent = (method: string, path: string) =>
  sso.requests.filter((request) => request.method === method && request.path === path);

beforeEach(() => {
  sso.on('GET /api/sso/whoami', { body: signedInBody });
  sso.on('GET /api/sso/passkeys', {
    body: { rpId: 'localhost', userHandle: 'dXNlci0x', passkeys: [] },
  });
  sso.on('GET /api/sso/sessions', { body: { sessions: [] } });
  sso.on('GET /api/sso/second-factor', { body: off });
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function openPage(locale: 'en' | 'pt-BR' = 'en', clock?: ManualClock) {
  const view = renderPortal('/security', { locale, ...(clock ? { clock } : {}) });
  await screen.findByRole('region', {
    name: locale === 'en' ? 'Two-step verification' : 'Verificação em duas etapas',
  });
  return view;
}

const hour = 60 * 60;

/** The section's alerts as they are seen: a countdown's words for the eye. */
const alertsSeen = () => section().getAllByRole('alert').map(seenText).filter(Boolean);
/** The section's alerts as a screen reader has them: a wait as it was when it began. */
const alertsHeard = () => section().getAllByRole('alert').map(spokenText).filter(Boolean);

/** In Portuguese, two-step verification on, turned off after a question: its code is asked. */
async function askForCodeToTurnOff(clock?: ManualClock) {
  const user = userEvent.setup();
  sso.on('GET /api/sso/second-factor', { body: on });
  sso.on(
    'DELETE /api/sso/second-factor/authenticator',
    refused(403, 'recent_second_factor_required'),
  );
  await openPage('pt-BR', clock);
  await user.click(
    await section().findByRole('button', { name: 'Desativar a verificação em duas etapas' }),
  );
  await user.click(section().getByRole('button', { name: 'Desativar' }));
  await section().findByRole('textbox', { name: 'Código do aplicativo' });
}

describe('the page opened at two-step verification', () => {
  afterEach(() => {
    history.replaceState(null, '', '/');
  });

  // Where the code step sends a broker who used a recovery code, to make new ones: on a phone
  // the section is below the passkeys.
  it('gives the keyboard to its heading once it shows what is on', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    sso.on('GET /api/sso/second-factor', { body: on, until: answered });
    history.replaceState(null, '', '/security#two-step');
    await openPage();
    await section().findByText('Loading your two-step verification…');
    const heading = screen.getByRole('heading', { name: 'Two-step verification' });
    expect(heading).not.toHaveFocus();
    answer();
    await section().findByRole('button', { name: 'Generate new recovery codes' });
    // Moved once the section has shown it, in the effect that follows.
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('leaves the keyboard on the page’s heading when opened without the fragment', async () => {
    history.replaceState(null, '', '/security');
    await openPage();
    await section().findByText('Two-step verification is off.');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign-in and security' })).toHaveFocus();
  });
});

describe('two-step verification at /security', () => {
  it('sets up an authenticator app from a QR code and the key, then shows the ten recovery codes once', async () => {
    const user = userEvent.setup();
    sso.on('POST /api/sso/second-factor/authenticator/setup', { body: setup });
    sso.on('POST /api/sso/second-factor/authenticator', { status: 201, body: { recoveryCodes } });
    await openPage();
    await section().findByText('Two-step verification is off.');
    await user.click(section().getByRole('button', { name: 'Set up an authenticator app' }));

    expect(
      await section().findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();
    expect(section().getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    const code = section().getByRole('textbox', { name: 'Code from the app' });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');

    sso.on('GET /api/sso/second-factor', {
      body: { ...on, trustedDevices: 0, recoveryCodesLeft: 10 },
    });
    await user.type(code, '123 456{Enter}');
    const list = await section().findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    expect(JSON.parse(sent('POST', '/api/sso/second-factor/authenticator')[0]?.body ?? '')).toEqual(
      { code: '123 456' },
    );
    expect(
      screen.getByText('Two-step verification is on. From now on, signing in asks for a code.'),
    ).toBeInTheDocument();

    // Not before the user says the codes are saved; then they are gone for good.
    await user.click(section().getByRole('button', { name: 'Continue' }));
    expect(
      await section().findByText('Save your recovery codes and check the box first.'),
    ).toBeInTheDocument();
    expect(section().getByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
    await user.click(section().getByRole('checkbox', { name: 'I saved my recovery codes' }));
    await user.click(section().getByRole('button', { name: 'Continue' }));
    await section().findByText('Two-step verification has been on since Nov 20, 2026.');
    expect(section().queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    // Said once: the summary says it is on now, the note that said so while the codes showed
    // has gone with them.
    expect(section().getAllByText(/^Two-step verification (is|has been) on/)).toHaveLength(1);
    expect(section().getByText('10 recovery codes left.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Two-step verification' })).toHaveFocus();
  });

  it('copies the key without its spaces, and the codes one per line', async () => {
    const user = userEvent.setup();
    sso.on('POST /api/sso/second-factor/authenticator/setup', { body: setup });
    sso.on('POST /api/sso/second-factor/authenticator', { status: 201, body: { recoveryCodes } });
    await openPage();
    await user.click(await section().findByRole('button', { name: 'Set up an authenticator app' }));
    await user.click(await section().findByRole('button', { name: 'Copy the setup key' }));
    expect(await section().findByText('Setup key copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(secret);

    await user.type(section().getByRole('textbox', { name: 'Code from the app' }), '123456{Enter}');
    await user.click(await section().findByRole('button', { name: 'Copy all' }));
    expect(await section().findByText('Recovery codes copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(recoveryCodes.join('\n'));
  });

  it('downloads the codes as gofy-recovery-codes.txt, with a heading, the account, the date and one code a line', async () => {
    const user = userEvent.setup();
    const files: Blob[] = [];
    const downloads: { href: string; download: string }[] = [];
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      files.push(blob as Blob);
      return 'blob:http://portal/recovery-codes';
    };
    URL.revokeObjectURL = () => {};
    // jsdom cannot download: the link the page clicks is recorded instead.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push({ href: this.href, download: this.download });
    });
    sso.on('GET /api/sso/second-factor', { body: on });
    sso.on('POST /api/sso/second-factor/recovery-codes', { body: { recoveryCodes } });
    await openPage('pt-BR');
    await user.click(
      await screen.findByRole('button', { name: 'Gerar novos códigos de recuperação' }),
    );
    await user.click(screen.getByRole('button', { name: 'Gerar novos códigos' }));
    await user.click(await screen.findByRole('button', { name: 'Baixar (.txt)' }));

    expect(downloads).toEqual([
      { href: 'blob:http://portal/recovery-codes', download: 'gofy-recovery-codes.txt' },
    ]);
    const today = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long' }).format(new Date());
    expect(await files[0]?.text()).toBe(
      [
        'Códigos de recuperação do gofy',
        'Conta: ana.souza@gofy.example',
        `Gerados em ${today}`,
        'Cada código só funciona uma vez.',
        '',
        ...recoveryCodes,
        '',
      ].join('\n'),
    );
    expect(screen.getByText('Códigos de recuperação baixados.')).toBeInTheDocument();
  });

  it('asks for the password when the sign-in is too old, then sets up', async () => {
    const user = userEvent.setup();
    sso.on(
      'POST /api/sso/second-factor/authenticator/setup',
      refused(403, 'recent_sign_in_required'),
    );
    sso.on('POST /api/sso/login', { body: signedInBody });
    await openPage();
    await user.click(await section().findByRole('button', { name: 'Set up an authenticator app' }));
    expect(await screen.findByRole('heading', { name: 'Confirm it is you' })).toHaveFocus();
    expect(
      screen.getByText(
        'To set up two-step verification, type your password again: you signed in more than 5 minutes ago.',
      ),
    ).toBeInTheDocument();

    sso.on('POST /api/sso/second-factor/authenticator/setup', { body: setup });
    await user.type(screen.getByLabelText('Password'), 'gofy-demo-2026{Enter}');
    expect(
      await section().findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();
    expect(sent('POST', '/api/sso/second-factor/authenticator/setup')).toHaveLength(2);
  });

  it('finishes the password confirmation with a code when the account asks for one', async () => {
    const user = userEvent.setup();
    sso.on('GET /api/sso/second-factor', { body: on });
    // A browser that can make passkeys from the start: the page reads it as it opens.
    Object.defineProperty(window, 'PublicKeyCredential', { value: class {}, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(window, 'PublicKeyCredential');
    });
    await openPage();
    // "Confirm it is you" is the same form for passkeys and the set-up: here a passkey's. The
    // account has an authenticator, so the password is answered 202 and a code finishes it.
    sso.on('POST /api/sso/passkeys/registration/options', refused(403, 'recent_sign_in_required'));
    sso.on('POST /api/sso/login', {
      status: 202,
      body: {
        secondFactor: {
          expiresAt: '2030-01-01T00:05:00.000Z',
          enrol: false,
          methods: ['totp', 'recovery_code'],
          rememberMe: false,
          email: 'ana.souza@gofy.example',
        },
      },
    });
    sso.on('POST /api/sso/login/second-factor', {
      body: { ...signedInBody, recoveryCodesLeft: 8 },
    });
    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }));
    await user.type(await screen.findByLabelText('Password'), 'gofy-demo-2026{Enter}');
    await screen.findByText(
      'Your account also needs a code: type the one your authenticator app shows now.',
    );
    sso.on('POST /api/sso/login/second-factor', {
      status: 401,
      body: { error: { code: 'invalid_code', message: 'x', attemptsLeft: 4 } },
    });
    await user.type(screen.getByRole('textbox', { name: 'Code from the app' }), '000000{Enter}');
    await screen.findByText(
      // Four more may be tried: too many to count out yet (failure-words.ts).
      'That code is incorrect. Type the code the app shows now.',
    );
    sso.on('POST /api/sso/login/second-factor', {
      body: { ...signedInBody, recoveryCodesLeft: 8 },
    });
    sso.on('POST /api/sso/passkeys/registration/options', { status: 503, body: '' });
    await user.type(screen.getByRole('textbox', { name: 'Code from the app' }), '123456{Enter}');
    await waitFor(() =>
      expect(sent('POST', '/api/sso/passkeys/registration/options')).toHaveLength(2),
    );
    expect(
      sent('POST', '/api/sso/login/second-factor').map((request) => JSON.parse(request.body)),
    ).toEqual([
      { code: '000000', trustDevice: false },
      { code: '123456', trustDevice: false },
    ]);
  });

  it('turns it off after a question and a code, when the SSO wants the second factor again', async () => {
    const user = userEvent.setup();
    sso.on('GET /api/sso/second-factor', { body: on });
    sso.on(
      'DELETE /api/sso/second-factor/authenticator',
      refused(403, 'recent_second_factor_required'),
    );
    await openPage();
    await user.click(
      await section().findByRole('button', { name: 'Turn off two-step verification' }),
    );
    const question = section().getByRole('group', {
      name: /^Turn off two-step verification\? Signing in will need only your password/,
    });
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Turn off' }));

    await section().findByRole('heading', { name: 'Confirm with a code' });
    sso.on('POST /api/sso/second-factor/confirm', { status: 204 });
    sso.on('DELETE /api/sso/second-factor/authenticator', { status: 204 });
    sso.on('GET /api/sso/second-factor', { body: off });
    await user.type(section().getByRole('textbox', { name: 'Code from the app' }), '654321{Enter}');

    expect(await section().findByText('Two-step verification turned off.')).toBeInTheDocument();
    await section().findByText('Two-step verification is off.');
    expect(JSON.parse(sent('POST', '/api/sso/second-factor/confirm')[0]?.body ?? '')).toEqual({
      code: '654321',
    });
    expect(sent('DELETE', '/api/sso/second-factor/authenticator')).toHaveLength(2);
  });

  it('says a wrong code is wrong, with the tries left, and turns nothing off', async () => {
    const user = userEvent.setup();
    sso.on('GET /api/sso/second-factor', { body: on });
    sso.on(
      'DELETE /api/sso/second-factor/authenticator',
      refused(403, 'recent_second_factor_required'),
    );
    sso.on(
      'POST /api/sso/second-factor/confirm',
      refused(401, 'invalid_code', { attemptsLeft: 1 }),
    );
    await openPage('pt-BR');
    await user.click(
      await section().findByRole('button', { name: 'Desativar a verificação em duas etapas' }),
    );
    await user.click(section().getByRole('button', { name: 'Desativar' }));
    const field = await section().findByRole('textbox', { name: 'Código do aplicativo' });
    await user.type(field, '111111{Enter}');

    expect(
      await section().findByText(
        'Código incorreto. Digite o código que o aplicativo mostra agora. Resta 1 tentativa antes de bloquearmos os códigos por um tempo, que aumenta a cada bloqueio.',
      ),
    ).toHaveAttribute('role', 'alert');
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(sent('DELETE', '/api/sso/second-factor/authenticator')).toHaveLength(1);
  });

  it('counts a lock of hours down in hours, and takes a code again once it is over', async () => {
    const clock = manualClock();
    const user = userEvent.setup();
    await askForCodeToTurnOff(clock);
    sso.on('POST /api/sso/second-factor/confirm', {
      status: 429,
      headers: { 'Retry-After': String(2 * hour) },
      body: { error: { code: 'too_many_codes', message: 'x', retryAfter: 2 * hour } },
    });
    const field = section().getByRole('textbox', { name: 'Código do aplicativo' });
    await user.type(field, '111111{Enter}');
    await waitFor(() =>
      expect(alertsSeen()).toEqual(['Muitos códigos incorretos. Tente novamente em 2 horas.']),
    );
    const confirm = section().getByRole('button', { name: 'Confirmar' });
    expect(confirm).toBeDisabled();
    // The code typed is spent: the app shows another by then.
    expect(field).toHaveValue('');

    // Read out once as it began; counted down for the eye.
    act(() => clock.advance((hour + 1) * 1000));
    expect(alertsSeen()).toEqual(['Muitos códigos incorretos. Tente novamente em 1 hora.']);
    expect(alertsHeard()).toEqual(['Muitos códigos incorretos. Tente novamente em 2 horas.']);
    expect(confirm).toBeDisabled();

    act(() => clock.advance((hour - 1) * 1000));
    expect(confirm).toBeEnabled();
    expect(alertsSeen()).toEqual([]);
    await user.type(field, '222222{Enter}');
    await waitFor(() => expect(sent('POST', '/api/sso/second-factor/confirm')).toHaveLength(2));
    expect(sent('DELETE', '/api/sso/second-factor/authenticator')).toHaveLength(1);
  });

  it('turns to a recovery code when codes from the app are refused for good', async () => {
    const user = userEvent.setup();
    await askForCodeToTurnOff();
    sso.on('POST /api/sso/second-factor/confirm', refused(423, 'codes_blocked'));
    await user.type(
      section().getByRole('textbox', { name: 'Código do aplicativo' }),
      '222222{Enter}',
    );
    await waitFor(() =>
      expect(alertsSeen()).toEqual([
        'Muitos códigos incorretos seguidos: os códigos do aplicativo não servem mais para entrar na sua conta. Use um dos seus códigos de recuperação; se não tiver mais nenhum, fale com o suporte.',
      ]),
    );
    expect(section().getByRole('textbox', { name: 'Código de recuperação' })).toHaveFocus();
    expect(section().queryByRole('button', { name: 'Usar o código do aplicativo' })).toBeNull();
    expect(sent('DELETE', '/api/sso/second-factor/authenticator')).toHaveLength(1);
  });

  it('makes new recovery codes after a recovery code confirms it', async () => {
    const user = userEvent.setup();
    sso.on('GET /api/sso/second-factor', { body: on });
    sso.on(
      'POST /api/sso/second-factor/recovery-codes',
      refused(403, 'recent_second_factor_required'),
    );
    await openPage();
    await user.click(await section().findByRole('button', { name: 'Generate new recovery codes' }));
    await user.click(section().getByRole('button', { name: 'Generate new codes' }));
    await user.click(await section().findByRole('button', { name: 'Use a recovery code instead' }));
    const field = section().getByRole('textbox', { name: 'Recovery code' });
    expect(field).toHaveFocus();
    sso.on('POST /api/sso/second-factor/confirm', { status: 204 });
    sso.on('POST /api/sso/second-factor/recovery-codes', { body: { recoveryCodes } });
    await user.type(field, 'K7M2P-X9Q4R{Enter}');

    expect(await section().findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
    expect(
      screen.getByText('New recovery codes generated: the old ones no longer work.'),
    ).toBeInTheDocument();
    expect(JSON.parse(sent('POST', '/api/sso/second-factor/confirm')[0]?.body ?? '')).toEqual({
      recoveryCode: 'K7M2P-X9Q4R',
    });
  });

  it('asks for a code again on every device when the user wants', async () => {
    const user = userEvent.setup();
    sso.on('GET /api/sso/second-factor', { body: on });
    sso.on('DELETE /api/sso/second-factor/trusted-devices', { status: 204 });
    await openPage();
    expect(
      await section().findByText("2 trusted devices won't ask for a code."),
    ).toBeInTheDocument();
    sso.on('GET /api/sso/second-factor', { body: { ...on, trustedDevices: 0 } });
    await user.click(
      section().getByRole('button', { name: 'Ask for a code again on every device' }),
    );
    expect(
      await section().findByText('Every device will ask for a code at its next sign-in.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(section().queryByText("2 trusted devices won't ask for a code.")).toBeNull(),
    );
    expect(
      section().queryByRole('button', { name: 'Ask for a code again on every device' }),
    ).toBeNull();
    expect(screen.getByRole('heading', { name: 'Two-step verification' })).toHaveFocus();
    expect(sent('DELETE', '/api/sso/second-factor/trusted-devices')).toHaveLength(1);
  });

  it('offers no way to turn it off when the company requires it, and says why', async () => {
    sso.on('GET /api/sso/second-factor', { body: { ...on, required: true } });
    await openPage('pt-BR');
    expect(
      await section().findByText(
        'Sua empresa exige a verificação em duas etapas nesta conta, por isso ela não pode ser desativada.',
      ),
    ).toBeInTheDocument();
    expect(section().getByText('Restam 8 códigos de recuperação.')).toBeInTheDocument();
    expect(section().queryByRole('button', { name: /Desativar/ })).toBeNull();
    expect(
      section().getByRole('button', { name: 'Gerar novos códigos de recuperação' }),
    ).toBeInTheDocument();
  });

  it('says when the set-up took too long, and goes back to start it again', async () => {
    const user = userEvent.setup();
    sso.on('POST /api/sso/second-factor/authenticator/setup', { body: setup });
    sso.on(
      'POST /api/sso/second-factor/authenticator',
      refused(409, 'authenticator_setup_expired'),
    );
    await openPage();
    await user.click(await section().findByRole('button', { name: 'Set up an authenticator app' }));
    await user.type(
      await section().findByRole('textbox', { name: 'Code from the app' }),
      '123456{Enter}',
    );
    expect(
      await section().findByText('The setup took more than 10 minutes. Start it again.'),
    ).toBeInTheDocument();
    expect(
      section().getByRole('button', { name: 'Set up an authenticator app' }),
    ).toBeInTheDocument();
  });
});
