import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../support/render-portal';
import { reauthenticated } from '../security/security-page-stubs';
import { actingFor, horizonte, mendes, parceira, proofRequired } from './brokerage-stubs';
import { requestsTo, stubMainScreen } from './suite-stub';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));

const stub = stubMainScreen();
const choosePath = '/api/sso/session/brokerage';

function withUnread() {
  stub.on('GET /api/notifications/unread-count', { body: { unread: 0 } });
}

const cardNames = () =>
  within(within(screen.getByRole('main')).getByRole('list', { name: '' }))
    .getAllByRole('link')
    .map((card) => card.textContent);
const switcher = () => screen.getByRole('region', { name: 'Switch brokerage' });
const toggle = () => within(switcher()).getByRole('button', { name: 'Switch brokerage' });

async function openMendes() {
  withUnread();
  stub.on('GET /api/sso/whoami', { body: actingFor(mendes) });
  renderPortal('/');
  await screen.findByText('Brokerage: Mendes Corretora');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the brokerage on the main screen', () => {
  it('names the active brokerage and lists the others with their masked CNPJ and the role', async () => {
    const user = userEvent.setup();
    await openMendes();
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    const others = within(switcher()).getByRole('list', { name: 'Your other brokerages' });
    expect(
      within(others)
        .getAllByRole('button')
        .map((option) => option.textContent),
    ).toEqual(['Parceira Vida CorretoraCNPJ 98.***.***/0001-10 · Broker']);
  });

  it('names the brokerage of a broker of one under the greeting, and offers no switch', async () => {
    stub.on('GET /api/sso/whoami', { body: actingFor(mendes, [mendes]) });
    withUnread();
    renderPortal('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Brokerage: Mendes Corretora')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Switch brokerage' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Switch brokerage' })).toBeNull();
  });

  it('closes the list on Escape and gives the keyboard back to the button', async () => {
    const user = userEvent.setup();
    await openMendes();
    await user.click(toggle());
    await user.tab();
    await user.keyboard('{Escape}');
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(toggle()).toHaveFocus();
  });
});

describe('switching', () => {
  it('switches without a password, shows the target’s applications and says so', async () => {
    const user = userEvent.setup();
    await openMendes();
    stub.on(`PUT ${choosePath}`, { body: actingFor(parceira) });
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: /^Parceira Vida Corretora/ }));

    expect(
      await screen.findByText('Switched to Parceira Vida Corretora. Its applications are below.'),
    ).toHaveRole('status');
    expect(screen.getByText('Brokerage: Parceira Vida Corretora')).toBeInTheDocument();
    expect(cardNames()).toEqual([
      expect.stringMatching(/^Sales pipeline/),
      expect.stringMatching(/^Insured/),
    ]);
    expect(JSON.parse(requestsTo(stub, 'PUT', choosePath)[0]?.body ?? '')).toEqual({
      brokerageId: 'parceira-vida',
    });
    expect(toggle()).toHaveFocus();
  });

  it('asks only for the code a brokerage requires, in place, then switches', async () => {
    const user = userEvent.setup();
    await openMendes();
    stub.on(`PUT ${choosePath}`, proofRequired(['code']));
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: /^Parceira Vida Corretora/ }));

    const check = await within(switcher()).findByRole('heading', { name: 'Confirm it is you' });
    expect(check).toHaveFocus();
    expect(
      screen.getByText(
        'To switch to Parceira Vida Corretora, type the code from your authenticator app: this brokerage requires it.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/password/i)).toBeNull();
    stub.on('POST /api/sso/session/reauthenticate/second-factor', reauthenticated(['code']));
    stub.on(`PUT ${choosePath}`, { body: actingFor(parceira) });
    await user.type(screen.getByRole('textbox', { name: 'Code from the app' }), '654321{Enter}');

    await screen.findByText('Brokerage: Parceira Vida Corretora');
    expect(requestsTo(stub, 'PUT', choosePath)).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Confirm it is you' })).toBeNull();
  });

  it('switches nothing when the code is cancelled, and says the brokerage stays', async () => {
    const user = userEvent.setup();
    await openMendes();
    stub.on(`PUT ${choosePath}`, proofRequired(['code']));
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: /^Parceira Vida Corretora/ }));
    await within(switcher()).findByRole('heading', { name: 'Confirm it is you' });
    await user.click(within(switcher()).getByRole('button', { name: 'Cancel' }));

    expect(
      await screen.findByText('Nothing was switched: your brokerage is still Mendes Corretora.'),
    ).toBeInTheDocument();
    expect(toggle()).toHaveFocus();
  });

  it('sends a brokerage that requires a company sign-in to one, back to the switch', async () => {
    const user = userEvent.setup();
    stub.on('GET /api/sso/whoami', { body: actingFor(mendes, [mendes, horizonte]) });
    stub.on('GET /api/sso/federation/discovery', {
      body: { provider: 'microsoft', required: false },
    });
    withUnread();
    renderPortal('/');
    await screen.findByText('Brokerage: Mendes Corretora');
    stub.on(`PUT ${choosePath}`, proofRequired(['company', 'code']));
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: /^Corretora Horizonte/ }));

    await screen.findByText(
      'To switch to Corretora Horizonte, sign in again with your company account: this brokerage requires it.',
    );
    expect(
      screen.getByText(
        'Nothing was switched yet: once you sign in again, you come back here at Corretora Horizonte.',
      ),
    ).toBeInTheDocument();
    const again = await screen.findByRole('link', { name: /^Sign in again with/ });
    const redirect = new URL(again.getAttribute('href') ?? '', 'http://portal').searchParams.get(
      'redirect',
    );
    expect(redirect).toBe('/?brokerage=horizonte');
  });

  it('switches, once, to the brokerage the address names when back from a company sign-in', async () => {
    stub.on('GET /api/sso/whoami', { body: actingFor(mendes, [mendes, horizonte]) });
    stub.on(`PUT ${choosePath}`, { body: actingFor(horizonte, [mendes, horizonte]) });
    withUnread();
    const { history } = renderPortal('/?brokerage=horizonte');

    await screen.findByText('Brokerage: Corretora Horizonte');
    expect(requestsTo(stub, 'PUT', choosePath)).toHaveLength(1);
    expect(history.at(-1)).toBe('/');
  });

  it('refuses to switch offline in words, before any request', async () => {
    const user = userEvent.setup();
    await openMendes();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: /^Parceira Vida Corretora/ }));

    expect(
      await screen.findByText(
        'Switching needs the network. Connect to the internet and try again.',
      ),
    ).toHaveRole('alert');
    expect(requestsTo(stub, 'PUT', choosePath)).toHaveLength(0);
  });
});

describe('another tab’s switch', () => {
  it('reads the brokerage again, shows its applications and says it changed elsewhere', async () => {
    await openMendes();
    stub.on('GET /api/sso/whoami', { body: actingFor(parceira) });
    const otherTab = new BroadcastChannel('gofy.session');
    otherTab.postMessage('brokerage-changed');
    otherTab.close();

    expect(
      await screen.findByText(
        'Your brokerage was changed in another tab or window: now Parceira Vida Corretora. Its applications are below.',
      ),
    ).toHaveRole('status');
    await waitFor(() => expect(cardNames()).toHaveLength(2));
  });
});
