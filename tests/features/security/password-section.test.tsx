import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCommonPasswords } from '../../../src/validation/common-password-list';
import { pasteInto } from '../../support/paste-into';
import { renderPortal } from '../../support/render-portal';
import { stubSecurityPage } from './security-page-stubs';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));

// The "Password" section of /security: changing the password while signed in.

const sso = stubSecurityPage();
// The common-password list is compiled for jsdom on its first import, which takes seconds on a
// busy machine: once, before the tests, rather than inside the first one that sends a form.
beforeAll(() => loadCommonPasswords());
const newPassword = 'a calm river under seven bridges';
const section = () => within(screen.getByRole('region', { name: /^(Your password|Sua senha)$/ }));
const changes = () =>
  sso.requests
    .filter((request) => request.method === 'POST' && request.path === '/api/sso/password')
    .map((request) => JSON.parse(request.body ?? ''));

async function opened(locale: 'en' | 'pt-BR' = 'en') {
  renderPortal('/security', { locale });
  await screen.findByRole('region', { name: locale === 'en' ? 'Your password' : 'Sua senha' });
  return userEvent.setup();
}

/** Both passwords, pasted: the keys are not what these tests are about. */
function typeBoth(user: ReturnType<typeof userEvent.setup>, current = 'gofy-demo-2026') {
  return pasteInto(user, [
    [section().getByLabelText('Current password'), current],
    [section().getByLabelText('New password'), newPassword],
  ]);
}

describe('changing the password at /security', () => {
  it('sends both passwords, signs the other devices out by default, and says so', async () => {
    sso.on('POST /api/sso/password', { body: { ended: 2 } });
    const user = await opened();
    expect(section().getByRole('checkbox', { name: 'Sign out my other devices' })).toBeChecked();
    await typeBoth(user);
    await user.click(section().getByRole('button', { name: 'Change password' }));

    const said = await section().findByText(
      'Your password has been changed, and 2 other devices were signed out.',
    );
    expect(said).toHaveAttribute('role', 'status');
    expect(changes()).toEqual([
      { currentPassword: 'gofy-demo-2026', newPassword, signOutOtherDevices: true },
    ]);
    expect(section().getByLabelText('Current password')).toHaveValue('');
    expect(section().getByLabelText('New password')).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'Your password' })).toHaveFocus();
  });

  it('keeps the other devices signed in when the box is cleared', async () => {
    sso.on('POST /api/sso/password', { body: { ended: 0 } });
    const user = await opened();
    await user.click(section().getByRole('checkbox', { name: 'Sign out my other devices' }));
    await typeBoth(user);
    await user.click(section().getByRole('button', { name: 'Change password' }));

    expect(
      await section().findByText(
        'Your password has been changed. Use it the next time you sign in.',
      ),
    ).toBeInTheDocument();
    expect(changes()[0]).toMatchObject({ signOutOtherDevices: false });
  });

  it('says why a new password cannot be used before sending it, and moves to it', async () => {
    const user = await opened();
    await pasteInto(user, [
      [section().getByLabelText('Current password'), 'gofy-demo-2026'],
      [section().getByLabelText('New password'), 'too short'],
    ]);
    await user.click(section().getByRole('button', { name: 'Change password' }));

    const field = section().getByLabelText('New password');
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Use at least 15 characters (this has 9).'),
    );
    expect(changes()).toEqual([]);
  });

  it("says the service's reason for refusing the new password under its field", async () => {
    sso.on('POST /api/sso/password', {
      status: 400,
      body: {
        error: {
          code: 'invalid_request',
          message: 'Some fields are missing or invalid.',
          fields: [{ field: 'newPassword', code: 'common' }],
        },
      },
    });
    const user = await opened();
    await typeBoth(user);
    await user.click(section().getByRole('button', { name: 'Change password' }));

    const field = section().getByLabelText('New password');
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('This is one of the most common passwords'),
    );
  });

  it.each([
    ['en', 'New password', 'Change password', 'This is the password you have now.'],
    ['pt-BR', 'Nova senha', 'Alterar senha', 'Esta é a senha que você já usa.'],
  ] as const)(
    'says in %s that the new password is the current one, under its field',
    async (locale, label, save, words) => {
      sso.on('POST /api/sso/password', {
        status: 400,
        body: {
          error: {
            code: 'invalid_request',
            message: 'Some fields are missing or invalid.',
            fields: [{ field: 'newPassword', code: 'same_as_current' }],
          },
        },
      });
      const user = await opened(locale);
      await pasteInto(user, [
        [
          section().getByLabelText(locale === 'en' ? 'Current password' : 'Senha atual'),
          newPassword,
        ],
        [section().getByLabelText(label), newPassword],
      ]);
      await user.click(section().getByRole('button', { name: save }));

      const field = section().getByLabelText(label);
      await waitFor(() => expect(field).toHaveFocus());
      expect(field).toHaveAccessibleDescription(expect.stringContaining(words));
      expect(changes()).toHaveLength(1);
    },
  );

  it('empties an incorrect current password and says how few attempts are left', async () => {
    sso.on('POST /api/sso/password', {
      status: 401,
      body: {
        error: {
          code: 'invalid_credentials',
          message: 'The current password is incorrect.',
          attemptsLeft: 1,
        },
      },
    });
    const user = await opened();
    await typeBoth(user, 'not my password');
    await user.click(section().getByRole('button', { name: 'Change password' }));

    expect(
      await section().findByText(
        'The current password is incorrect. 1 attempt left before this account is locked for a time that grows with each lock.',
      ),
    ).toBeInTheDocument();
    expect(section().getByLabelText('Current password')).toHaveValue('');
    expect(section().getByLabelText('Current password')).toHaveFocus();
    expect(section().getByLabelText('New password')).toHaveValue(newPassword);
  });

  it('says a lock in the sign-in page’s words, with its wait', async () => {
    sso.on('POST /api/sso/password', {
      status: 423,
      headers: { 'retry-after': '900' },
      body: {
        error: { code: 'account_locked', message: 'Locked.', retryAfter: 900 },
      },
    });
    const user = await opened();
    await typeBoth(user);
    await user.click(section().getByRole('button', { name: 'Change password' }));

    const said = await section().findAllByText(
      'Too many incorrect passwords: this account is locked for 15 minutes.',
    );
    expect(said.length).toBeGreaterThan(0);
    // The lock holds the form until it is over, as it does the sign-in page's.
    expect(section().getByRole('button', { name: 'Change password' })).toBeDisabled();
  });
});

describe('changing the password after the sign-in has grown old', () => {
  it('asks who it is, then makes the change with what was typed', async () => {
    sso.on('POST /api/sso/password', {
      status: 403,
      body: {
        error: {
          code: 'recent_sign_in_required',
          message: 'Prove who you are again to make this change.',
          reauthenticateWith: ['password'],
        },
      },
    });
    sso.on('POST /api/sso/session/reauthenticate/password', {
      body: {
        signedInAt: '2026-11-20T12:00:00.000Z',
        proofs: [{ factor: 'first', method: 'password', at: '2026-11-20T12:30:00.000Z' }],
        reauthenticateWith: ['password'],
        recentUntil: '2026-11-20T12:40:00.000Z',
      },
    });
    const user = await opened();
    await user.click(section().getByRole('checkbox', { name: 'Sign out my other devices' }));
    await typeBoth(user);
    await user.click(section().getByRole('button', { name: 'Change password' }));

    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Confirm it is you' })).toHaveFocus(),
    );
    expect(section().getByText(/^To change your password, confirm it is you first/)).toBeVisible();
    sso.on('POST /api/sso/password', { body: { ended: 0 } });
    await user.type(section().getByLabelText('Password'), 'gofy-demo-2026{Enter}');

    expect(
      await section().findByText(
        'Your password has been changed. Use it the next time you sign in.',
      ),
    ).toBeInTheDocument();
    const typed = { currentPassword: 'gofy-demo-2026', newPassword, signOutOtherDevices: false };
    expect(changes()).toEqual([typed, typed]);
    // Proven within the session, not by a new sign-in.
    expect(sso.requests.filter((request) => request.path === '/api/sso/login')).toHaveLength(0);
  });
});

describe('the section in Portuguese', () => {
  it('reads as a Brazilian would write it', async () => {
    await opened('pt-BR');
    expect(section().getByLabelText('Senha atual')).toBeInTheDocument();
    expect(section().getByLabelText('Nova senha')).toBeInTheDocument();
    expect(
      section().getByRole('checkbox', { name: 'Sair dos meus outros dispositivos' }),
    ).toBeChecked();
    expect(section().getByRole('button', { name: 'Alterar senha' })).toBeInTheDocument();
  });
});
