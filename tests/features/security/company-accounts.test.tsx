import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../support/render-portal';
import { stubSecurityPage } from './security-page-stubs';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));
vi.mock('../../../src/config/company-providers', () => import('../../support/mock-config'));

const google = {
  provider: 'google',
  email: 'ana.souza@gofy.example',
  linkedAt: '2026-11-20T12:00:00.000Z',
  removable: true,
};
const microsoft = {
  provider: 'microsoft',
  email: 'ana.souza@gofy.example',
  linkedAt: '2026-11-02T12:00:00.000Z',
  removable: false,
};
const refusal = (status: number, code: string) => ({
  status,
  body: { error: { code, message: code } },
});

function requests(method: string, path: string) {
  return sso.requests.filter((request) => request.method === method && request.path === path);
}

const section = async () => within(await screen.findByRole('region', { name: 'Company accounts' }));

const sso = stubSecurityPage({}, { settings: { REACT_APP_COMPANY_SIGN_IN: 'microsoft,google' } });

beforeEach(() => {
  sso.on('GET /api/sso/federation/links', { body: { links: [microsoft, google] } });
});

describe('the company accounts at /security', () => {
  it('lists each linked company account with its email and since when', async () => {
    renderPortal('/security');
    const part = await section();
    const items = await part.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Microsoft · ana.souza@gofy.example'),
      expect.stringContaining('Google · ana.souza@gofy.example'),
    ]);
    expect(items[0]).toHaveTextContent('Linked on Nov 2, 2026');
    expect(items[1]).toHaveTextContent('Linked on Nov 20, 2026');
  });

  it('says which is the account’s last way in, with no button to unlink it', async () => {
    renderPortal('/security');
    const [last] = await (await section()).findAllByRole('listitem');
    expect(last).toHaveTextContent(
      'This company account is the last way your account signs in, so it cannot be unlinked.',
    );
    expect(within(last as HTMLElement).queryByRole('button')).not.toBeInTheDocument();
  });

  it('unlinks one after a question, and says so', async () => {
    sso.on('DELETE /api/sso/federation/links/google', { status: 204 });
    renderPortal('/security');
    const part = await section();
    const user = userEvent.setup();
    await user.click(
      await part.findByRole('button', {
        name: 'Unlink your Google account ana.souza@gofy.example',
      }),
    );
    const question = part.getByRole('group', {
      name: 'Unlink your Google account (ana.souza@gofy.example)? It will no longer sign you in to gofy.',
    });
    // The keyboard lands on the choice that loses nothing.
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Unlink' }));
    await part.findByText('Your Google account was unlinked.');
    expect(part.getAllByRole('listitem')).toHaveLength(1);
    expect(part.getByRole('heading', { name: 'Company accounts' })).toHaveFocus();
    expect(requests('DELETE', '/api/sso/federation/links/google')).toHaveLength(1);
  });

  it('keeps it when the question is put away', async () => {
    renderPortal('/security');
    const part = await section();
    const user = userEvent.setup();
    const unlink = await part.findByRole('button', { name: /^Unlink your Google account/ });
    await user.click(unlink);
    await user.keyboard('{Escape}');
    const again = part.getByRole('button', { name: /^Unlink your Google account/ });
    await waitFor(() => expect(again).toHaveFocus());
    expect(requests('DELETE', '/api/sso/federation/links/google')).toEqual([]);
  });

  it('asks for the password in place when the proof is old, then unlinks', async () => {
    let deletes = 0;
    sso.on('DELETE /api/sso/federation/links/google', () =>
      deletes++ === 0 ? refusal(403, 'recent_sign_in_required') : { status: 204 },
    );
    sso.on('POST /api/sso/session/reauthenticate/password', {
      body: {
        signedInAt: '2026-11-20T12:00:00.000Z',
        proofs: [{ factor: 'first', method: 'password', at: '2026-11-20T12:30:00.000Z' }],
        reauthenticateWith: ['password'],
        recentUntil: '2026-11-20T12:40:00.000Z',
      },
    });
    renderPortal('/security');
    const part = await section();
    const user = userEvent.setup();
    await user.click(await part.findByRole('button', { name: /^Unlink your Google account/ }));
    await user.click(part.getByRole('button', { name: 'Unlink' }));
    await part.findByRole('heading', { name: 'Confirm it is you' });
    await user.type(part.getByLabelText('Password'), 'gofy-demo-2026{Enter}');
    await part.findByText('Your Google account was unlinked.');
    expect(
      JSON.parse(requests('POST', '/api/sso/session/reauthenticate/password')[0]?.body ?? '{}'),
    ).toEqual({ password: 'gofy-demo-2026' });
    expect(requests('POST', '/api/sso/login')).toEqual([]);
  });

  it('says so when the SSO finds it is the last way in after all', async () => {
    sso.on('DELETE /api/sso/federation/links/google', refusal(409, 'last_way_in'));
    renderPortal('/security');
    const part = await section();
    const user = userEvent.setup();
    await user.click(await part.findByRole('button', { name: /^Unlink your Google account/ }));
    sso.on('GET /api/sso/federation/links', {
      body: { links: [microsoft, { ...google, removable: false }] },
    });
    await user.click(part.getByRole('button', { name: 'Unlink' }));
    await waitFor(() =>
      expect(part.getByRole('alert')).toHaveTextContent(
        'This company account is the last way your account signs in, so it cannot be unlinked.',
      ),
    );
    await waitFor(() => expect(part.queryByRole('button', { name: /^Unlink/ })).toBeNull());
  });

  it('says when none is linked', async () => {
    sso.on('GET /api/sso/federation/links', { body: { links: [] } });
    renderPortal('/security');
    await (await section()).findByText(
      'No company account is linked. The next time you sign in with one, gofy will ask whether to link it.',
    );
  });

  it('is in Portuguese too', async () => {
    renderPortal('/security', { locale: 'pt-BR' });
    const part = within(await screen.findByRole('region', { name: 'Contas da empresa' }));
    await part.findByText(
      'Esta conta da empresa é a última forma de entrar na sua conta, então ela não pode ser desvinculada.',
    );
  });
});
