import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ActivityPage } from '../../../src/app/lazy-pages';
import { compilePagesFirst } from '../../support/page-code';
import { renderPortal } from '../../support/render-portal';
import { signedInBody } from '../../support/stub-server';
import { stubServices } from '../../support/stub-services';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));

compilePagesFirst(ActivityPage);

// /security/activity: the account's events of the last 30 days, and "This wasn't me".

const event = (id: string, at: string, more: Record<string, unknown>) => ({
  id,
  at,
  browser: 'Chrome',
  os: 'Windows',
  deviceType: 'computer',
  address: '198.51.100.23',
  thisDevice: false,
  reported: false,
  ...more,
});
const here = event('e1', '2026-11-23T12:00:00.000Z', {
  kind: 'sign_in',
  result: 'signed_in',
  method: 'password',
  thisDevice: true,
});
const stranger = event('e2', '2026-11-20T06:10:00.000Z', {
  kind: 'sign_in',
  result: 'refused',
  method: 'password',
  browser: 'unknown',
  os: 'Linux',
  address: '203.0.113.77',
});
const passkey = event('e3', '2026-11-13T09:30:00.000Z', {
  kind: 'passkey_added',
  browser: 'Safari',
  os: 'iOS',
  deviceType: 'phone',
});
const events = [here, stranger, passkey];

const sso = stubServices(['sso']);
const answer = (list: readonly object[]) => {
  sso.on('GET /api/sso/whoami', { body: signedInBody });
  sso.on('GET /api/sso/activity', { body: { events: list } });
};
const sent = (method: string, path: string) =>
  sso.requests.filter((request) => request.method === method && request.path === path);
const inWords = (iso: string, locale = 'en') =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

async function listed(locale: 'en' | 'pt-BR' = 'en') {
  renderPortal('/security/activity', { locale });
  const list = await screen.findByRole('list', {
    name: locale === 'en' ? 'Recent activity' : 'Atividade recente',
  });
  return within(list).getAllByRole('listitem');
}

describe('the recent activity page', () => {
  it('lists each event with its time, what happened, how and from where', async () => {
    answer(events);
    const items = await listed();
    expect(items).toHaveLength(3);
    const [first, second, third] = items as [HTMLElement, HTMLElement, HTMLElement];
    const time = first.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe(here.at);
    expect(time).toHaveTextContent(inWords(here.at));
    expect(first).toHaveTextContent('Signed in');
    expect(first).toHaveTextContent('With the password');
    expect(first).toHaveTextContent('Chrome on Windows · IP address 198.51.100.23');
    expect(first).toHaveTextContent('This device');
    expect(within(first).queryByRole('button')).toBeNull();
    expect(second).toHaveTextContent('Sign-in refused');
    expect(second).toHaveTextContent('Linux · IP address 203.0.113.77');
    expect(second).not.toHaveTextContent('This device');
    expect(third).toHaveTextContent('Passkey added');
    expect(within(third).queryByRole('button')).toBeNull();
  });

  it('reads as a Brazilian would write it', async () => {
    answer(events);
    const [first, second] = (await listed('pt-BR')) as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Você entrou');
    expect(first).toHaveTextContent('Com a senha');
    expect(first).toHaveTextContent('Este dispositivo');
    expect(second).toHaveTextContent('Tentativa de acesso recusada');
    expect(second.querySelector('time')).toHaveTextContent(inWords(stranger.at, 'pt-BR'));
    expect(within(second).getByRole('button', { name: /^Não fui eu:/ })).toBeInTheDocument();
  });

  it('says so when nothing happened in 30 days', async () => {
    answer([]);
    renderPortal('/security/activity');
    expect(
      await screen.findByText('Nothing happened on your account in the last 30 days.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recent activity' })).toBeNull();
  });

  it('says it is loading while the SSO answers', async () => {
    let release = () => {};
    sso.on('GET /api/sso/whoami', { body: signedInBody });
    sso.on('GET /api/sso/activity', {
      body: { events },
      until: new Promise<void>((resolve) => {
        release = resolve;
      }),
    });
    renderPortal('/security/activity');
    expect(await screen.findByText('Loading your recent activity…')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('list', { name: 'Recent activity' })).toBeInTheDocument();
  });

  it('says it could not load, and lists the events after "Try again"', async () => {
    sso.on('GET /api/sso/whoami', { body: signedInBody });
    sso.on('GET /api/sso/activity', { status: 503, body: '' });
    renderPortal('/security/activity');
    expect(
      await screen.findByText('Your recent activity could not be loaded.'),
    ).toBeInTheDocument();
    answer(events);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    const list = await screen.findByRole('list', { name: 'Recent activity' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('says in words that it needs a connection, offline', async () => {
    answer(events);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderPortal('/security/activity');
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(
      await screen.findByText('To see your recent activity, connect to the internet.'),
    ).toBeInTheDocument();
    expect(sent('GET', '/api/sso/activity')).toHaveLength(0);
    online.mockRestore();
  });
});

describe('"This wasn\'t me"', () => {
  const notMeButton = () =>
    screen.getByRole('button', {
      name: `This wasn’t me: Sign-in refused, ${inWords(stranger.at)}`,
    });

  it('asks first, and Cancel sends nothing and gives the keyboard back', async () => {
    answer(events);
    await listed();
    const user = userEvent.setup();
    await user.click(notMeButton());
    expect(
      screen.getByRole('group', {
        name: 'Your sessions on every other device will end, and you will be asked for a new password. Go on?',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(notMeButton()).toHaveFocus());
    expect(sent('POST', '/api/sso/activity/e2/not-me')).toHaveLength(0);
  });

  it('reports the event, says what ended and asks for a new password at once', async () => {
    answer(events);
    await listed();
    const reported = { ...stranger, reported: true };
    sso.on('POST /api/sso/activity/e2/not-me', {
      body: { event: reported, endedSessions: 2, nextStep: 'change_password' },
    });
    const user = userEvent.setup();
    await user.click(notMeButton());
    answer([
      event('e4', '2026-11-23T12:01:00.000Z', { kind: 'reported_not_me', thisDevice: true }),
      here,
      reported,
      passkey,
    ]);
    await user.click(screen.getByRole('button', { name: 'Secure my account' }));

    const heading = await screen.findByRole('heading', { name: 'Choose a new password' });
    await waitFor(() => expect(heading).toHaveFocus());
    // The security page's own form, there and then.
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
    expect(screen.getByText('Done: 2 other sessions ended.')).toHaveAttribute('role', 'status');
    expect(sent('POST', '/api/sso/activity/e2/not-me')).toHaveLength(1);
    expect(await screen.findByText('You said this was not you.')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Recent activity' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      'Reported: “This wasn’t me”',
    );
  });

  it('says an event no longer there is gone, and takes it off the list', async () => {
    answer(events);
    await listed();
    sso.on('POST /api/sso/activity/e2/not-me', {
      status: 404,
      body: { error: { code: 'not_found', message: 'No event with this id.' } },
    });
    const user = userEvent.setup();
    await user.click(notMeButton());
    await user.click(screen.getByRole('button', { name: 'Secure my account' }));
    expect(await screen.findByText('This event is no longer on your account.')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Recent activity' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('the security page', () => {
  it('links to the recent activity', async () => {
    sso.on('GET /api/sso/whoami', { body: signedInBody });
    sso.on('GET /api/sso/passkeys', {
      body: { rpId: 'localhost', userHandle: 'dXNlci0x', passkeys: [] },
    });
    sso.on('GET /api/sso/second-factor', {
      body: {
        required: false,
        authenticator: null,
        recoveryCodesLeft: 0,
        trustedDevices: 0,
        confirmedUntil: null,
      },
    });
    sso.on('GET /api/sso/sessions', { body: { sessions: [] } });
    sso.on('GET /api/sso/activity', { body: { events } });
    renderPortal('/security');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'See recent activity' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Recent activity' })).toBeVisible();
  });
});
