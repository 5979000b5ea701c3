import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { refused, secret, setup, stubSecondFactorPage } from './second-factor-page';
import { recoveryCodes, secondFactorOn, twoStepSection as section } from './security-page-stubs';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));

// The QR code's library comes in a chunk of its own when a set-up is shown: compiled before
// the first test, as the page's code is.
beforeAll(() => import('lean-qr/nano'));

const { sso, sent, openPage } = stubSecondFactorPage();

describe('setting up two-step verification at /security', () => {
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
      body: { ...secondFactorOn, trustedDevices: 0, recoveryCodesLeft: 10 },
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
    sso.on('GET /api/sso/second-factor', { body: secondFactorOn });
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

  it('asks for the password in place when the proof is old, then sets up', async () => {
    const user = userEvent.setup();
    sso.on(
      'POST /api/sso/second-factor/authenticator/setup',
      refused(403, 'recent_sign_in_required'),
    );
    await openPage();
    const setUp = await section().findByRole('button', { name: 'Set up an authenticator app' });
    await user.click(setUp);
    expect(await screen.findByRole('heading', { name: 'Confirm it is you' })).toHaveFocus();
    expect(screen.getByText('Type your password.')).toBeInTheDocument();

    sso.on('POST /api/sso/second-factor/authenticator/setup', { body: setup });
    sso.on('POST /api/sso/session/reauthenticate/password', {
      body: {
        signedInAt: '2026-11-20T12:00:00.000Z',
        proofs: [{ factor: 'first', method: 'password', at: '2026-11-20T12:30:00.000Z' }],
        reauthenticateWith: ['password'],
        recentUntil: '2026-11-20T12:40:00.000Z',
      },
    });
    await user.type(screen.getByLabelText('Password'), 'gofy-demo-2026{Enter}');
    expect(
      await section().findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeInTheDocument();
    expect(sent('POST', '/api/sso/second-factor/authenticator/setup')).toHaveLength(2);
    expect(sent('POST', '/api/sso/login')).toHaveLength(0);
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
