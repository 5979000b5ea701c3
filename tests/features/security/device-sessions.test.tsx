import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../support/render-portal';
import { stubSecurityPage } from './security-page-stubs';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));

const minute = 60_000;
/**
 * A time `minutes` and ten seconds before now: the list reads the same however the test's
 * seconds fall, as long as it takes under fifty of them.
 */
const ago = (minutes: number) => new Date(Date.now() - minutes * minute - 10_000).toISOString();

/** A session as the SSO lists it: the device it read from the user agent, and when. */
const sessionOn = (
  id: string,
  [browser, os, deviceType]: readonly [string, string, string],
  minutesSinceSignIn: number,
  minutesSinceUse: number,
  current = false,
) => ({
  id,
  browser,
  os,
  deviceType,
  signedInAt: ago(minutesSinceSignIn),
  lastUsedAt: ago(minutesSinceUse),
  current,
});

const here = sessionOn('s1', ['Chrome', 'Windows', 'computer'], 3 * 60, 0, true);
const phone = sessionOn('s2', ['Chrome', 'Android', 'phone'], 2 * 24 * 60, 5);
const unknown = sessionOn('s3', ['unknown', 'unknown', 'unknown'], 3 * 60, 2 * 60);

const devices = () =>
  within(screen.getByRole('region', { name: /^(Your devices|Seus dispositivos)$/ }));
const sent = (method: string, path: string) =>
  sso.requests.filter((request) => request.method === method && request.path === path);

async function listed(locale: 'en' | 'pt-BR' = 'en') {
  renderPortal('/security', { locale });
  const region = await screen.findByRole('region', {
    name: locale === 'en' ? 'Your devices' : 'Seus dispositivos',
  });
  return within(region).findAllByRole('listitem');
}

const sso = stubSecurityPage({ sessions: { body: { sessions: [here, phone, unknown] } } });

describe('the devices at /security', () => {
  it('lists each session with its device, browser and times, this device marked', async () => {
    const items = await listed();
    expect(items.map((item) => item.textContent)).toEqual([
      'Chrome on Windows · ComputerThis deviceSigned in 3 hours ago · Last used just now',
      'Chrome on Android · PhoneSigned in 2 days ago · Last used 5 minutes agoEnd session',
      'Unknown deviceSigned in 3 hours ago · Last used 2 hours agoEnd session',
    ]);
    expect(within(items[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(
      devices().getByRole('button', {
        name: 'End session: Chrome on Android, last used 5 minutes ago',
      }),
    ).toBeInTheDocument();
  });

  it('reads as a Brazilian would write it', async () => {
    const items = await listed('pt-BR');
    expect(items[0]).toHaveTextContent('Chrome no Windows · Computador');
    expect(items[0]).toHaveTextContent('Este dispositivo');
    expect(items[0]).toHaveTextContent('Entrou há 3 horas · Último uso agora mesmo');
    expect(items[1]).toHaveTextContent(
      'Chrome no Android · CelularEntrou há 2 dias · Último uso há 5 minutosEncerrar sessão',
    );
    expect(
      devices().getByRole('button', { name: 'Encerrar todas as outras sessões' }),
    ).toBeInTheDocument();
  });

  it('ends one other session, says so, and gives the keyboard to the heading', async () => {
    const user = userEvent.setup();
    sso.on('DELETE /api/sso/sessions/s2', { status: 204 });
    await listed();
    await user.click(
      devices().getByRole('button', {
        name: 'End session: Chrome on Android, last used 5 minutes ago',
      }),
    );
    expect(await devices().findByText('Session ended: Chrome on Android.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(devices().getAllByRole('listitem')).toHaveLength(2);
    expect(devices().queryByText(/Chrome on Android/, { selector: 'li *' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Your devices' })).toHaveFocus();
    expect(sent('DELETE', '/api/sso/sessions/s2')).toHaveLength(1);
  });

  it('ends every other session at once and announces how many', async () => {
    const user = userEvent.setup();
    sso.on('DELETE /api/sso/sessions', { body: { ended: 2 } });
    await listed('pt-BR');
    await user.click(devices().getByRole('button', { name: 'Encerrar todas as outras sessões' }));
    expect(await devices().findByText('2 outras sessões encerradas.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(devices().getAllByRole('listitem')).toHaveLength(1);
    expect(devices().getByText('Sua conta só tem sessão aberta neste dispositivo.')).toBeVisible();
    expect(devices().queryByRole('button', { name: /Encerrar/ })).toBeNull();
  });

  it('says a session ended elsewhere meanwhile had already ended, and drops it', async () => {
    const user = userEvent.setup();
    sso.on('DELETE /api/sso/sessions/s3', {
      status: 404,
      body: { error: { code: 'not_found', message: 'No such session.' } },
    });
    await listed();
    await user.click(devices().getByRole('button', { name: /^End session: Unknown device/ }));
    expect(await devices().findByText('That session had already ended.')).toBeInTheDocument();
    expect(devices().getAllByRole('listitem')).toHaveLength(2);
  });

  it('says in both languages when a session could not be ended, and keeps it listed', async () => {
    const user = userEvent.setup();
    sso.on('DELETE /api/sso/sessions/s2', { status: 502, body: '<html>Bad gateway</html>' });
    await listed('pt-BR');
    await user.click(
      devices().getByRole('button', { name: /^Encerrar sessão: Chrome no Android/ }),
    );
    expect(
      await devices().findByText('Não foi possível encerrar a sessão. Tente novamente.'),
    ).toHaveAttribute('role', 'alert');
    expect(devices().getAllByRole('listitem')).toHaveLength(3);
  });
});

describe('ending sessions when the last proof is old', () => {
  const proofRequired = {
    status: 403,
    body: {
      error: {
        code: 'recent_sign_in_required',
        message: 'Prove who you are again to make this change.',
        reauthenticateWith: ['password'],
      },
    },
  };

  it('asks for the password in place, then ends every other session, in the same session', async () => {
    const user = userEvent.setup();
    sso.on('DELETE /api/sso/sessions', proofRequired);
    await listed();
    await user.click(devices().getByRole('button', { name: 'End every other session' }));

    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Confirm it is you' })).toHaveFocus(),
    );
    expect(devices().getByText('To make this change, first confirm it is you.')).toBeVisible();
    sso.on('DELETE /api/sso/sessions', { body: { ended: 2 } });
    sso.on('POST /api/sso/session/reauthenticate/password', {
      body: {
        signedInAt: '2026-11-20T12:00:00.000Z',
        proofs: [{ factor: 'first', method: 'password', at: '2026-11-20T12:30:00.000Z' }],
        reauthenticateWith: ['password'],
        recentUntil: '2026-11-20T12:40:00.000Z',
      },
    });
    await user.type(devices().getByLabelText('Password'), 'gofy-demo-2026{Enter}');

    expect(await devices().findByText('2 other sessions ended.')).toHaveAttribute('role', 'status');
    expect(
      JSON.parse(sent('POST', '/api/sso/session/reauthenticate/password')[0]?.body ?? ''),
    ).toEqual({ password: 'gofy-demo-2026' });
    expect(sent('POST', '/api/sso/login')).toHaveLength(0);
    expect(sent('DELETE', '/api/sso/sessions')).toHaveLength(2);
    expect(devices().getAllByRole('listitem')).toHaveLength(1);
  });

  it('asks as a Brazilian would, and ends nothing when the user cancels', async () => {
    const user = userEvent.setup();
    sso.on('DELETE /api/sso/sessions/s2', proofRequired);
    await listed('pt-BR');
    const end = devices().getByRole('button', { name: /^Encerrar sessão: Chrome no Android/ });
    await user.click(end);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Confirme que é você' })).toHaveFocus(),
    );
    expect(
      devices().getByText('Para fazer esta alteração, primeiro confirme que é você.'),
    ).toBeVisible();

    await user.click(devices().getByRole('button', { name: 'Cancelar' }));
    // Back to the button that asked; the live region says nothing changed.
    expect(end).toHaveFocus();
    expect(devices().getByText('Nenhuma alteração foi feita.')).toHaveAttribute('role', 'status');
    expect(devices().getAllByRole('listitem')).toHaveLength(3);
    expect(sent('POST', '/api/sso/session/reauthenticate/password')).toHaveLength(0);
    expect(sent('DELETE', '/api/sso/sessions/s2')).toHaveLength(1);
  });
});
