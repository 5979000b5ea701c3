import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../support/render-portal';
import { reauthenticated } from '../security/security-page-stubs';
import {
  carla,
  choicesSent,
  mendes,
  notFound,
  parceira,
  proofRequired,
  stubChoice,
} from './choice-stub';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));

const stub = stubChoice();
const here = (history: readonly string[]) => history.at(-1);

describe('a brokerage the address names', () => {
  it('is chosen at once for a member, who goes straight on', async () => {
    stub.on('GET /api/sso/whoami', { body: carla() });
    stub.on('PUT /api/sso/session/brokerage', { body: carla(undefined, mendes.id) });
    const { history } = renderPortal(
      '/choose-brokerage?redirect=%2Fsecurity&brokerage=mendes-corretora',
    );
    await waitFor(() => expect(here(history)).toBe('/security'));
    expect(choicesSent(stub)).toEqual([mendes.id]);
    expect(screen.queryByRole('list', { name: 'Your brokerages' })).toBeNull();
  });

  it('says only that there is no access, with the broker’s own brokerages below', async () => {
    stub.on('GET /api/sso/whoami', { body: carla() });
    stub.on('PUT /api/sso/session/brokerage', notFound);
    renderPortal('/choose-brokerage?brokerage=souza-seguros');
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'You have no access to this brokerage',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    const list = screen.getByRole('list', { name: 'Your brokerages' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-labelledby') && b.textContent?.split('CNPJ')[0]),
    ).toEqual(['Mendes Corretora', 'Parceira Vida Corretora']);
    expect(screen.getByRole('main')).not.toHaveTextContent(/souza/i);
  });

  it('shows the same page for a brokerage that does not exist and one of someone else’s', async () => {
    stub.on('GET /api/sso/whoami', { body: carla() });
    stub.on('PUT /api/sso/session/brokerage', notFound);
    const pageFor = async (id: string) => {
      const view = renderPortal(`/choose-brokerage?brokerage=${id}`);
      await screen.findByRole('heading', { name: 'You have no access to this brokerage' });
      // React's generated ids differ between two renders; nothing else may.
      const html = view.container.innerHTML.replace(/:r[0-9a-z]+:/g, ':id:');
      view.unmount();
      return html;
    };
    expect(await pageFor('souza-seguros')).toBe(await pageFor('no-such-brokerage'));
    expect(choicesSent(stub)).toEqual(['souza-seguros', 'no-such-brokerage']);
  });

  it('says it in Brazilian Portuguese', async () => {
    stub.on('GET /api/sso/whoami', { body: carla() });
    stub.on('PUT /api/sso/session/brokerage', notFound);
    renderPortal('/choose-brokerage?brokerage=souza-seguros', { locale: 'pt-BR' });
    expect(
      await screen.findByRole('heading', { name: 'Você não tem acesso a esta corretora' }),
    ).toBeInTheDocument();
  });
});

describe('a brokerage that requires the code', () => {
  it('asks only the code, in place, then chooses it and goes on', async () => {
    stub.on('GET /api/sso/whoami', { body: carla() });
    stub.on('PUT /api/sso/session/brokerage', () =>
      choicesSent(stub).length === 1
        ? proofRequired(['code'])
        : { body: carla(undefined, parceira.id) },
    );
    stub.on('POST /api/sso/session/reauthenticate/second-factor', reauthenticated(['code']));
    const { history } = renderPortal('/choose-brokerage?redirect=%2Fsecurity');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Parceira Vida Corretora' }));
    expect(await screen.findByRole('heading', { name: 'Confirm it is you' })).toHaveFocus();
    expect(
      screen.getByText(
        'Parceira Vida Corretora asks for the code from your authenticator app before you work for it.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Code from the app' }), '654321{Enter}');
    await waitFor(() => expect(here(history)).toBe('/security'));
    expect(choicesSent(stub)).toEqual([parceira.id, parceira.id]);
  });

  it('goes back to the list on Cancel, saying the brokerage was not chosen', async () => {
    stub.on('GET /api/sso/whoami', { body: carla() });
    stub.on('PUT /api/sso/session/brokerage', proofRequired(['code']));
    renderPortal('/choose-brokerage');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Parceira Vida Corretora' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(
      await screen.findByText('You did not choose Parceira Vida Corretora. Choose a brokerage.'),
    ).toHaveRole('status');
    expect(screen.getByRole('button', { name: 'Mendes Corretora' })).toBeInTheDocument();
  });
});

describe('a brokerage that requires a company sign-in', () => {
  it('asks for the company sign-in only, which comes back to choose the same brokerage', async () => {
    stub.on('GET /api/sso/whoami', { body: carla() });
    stub.on('GET /api/sso/federation/discovery', {
      body: { provider: 'microsoft', required: false },
    });
    // A company sign-in is a new session: the code, also unproved, is not asked first.
    stub.on('PUT /api/sso/session/brokerage', proofRequired(['company', 'code']));
    renderPortal('/choose-brokerage?redirect=%2Fsecurity');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Parceira Vida Corretora' }));

    expect(
      await screen.findByText(
        'Parceira Vida Corretora asks you to sign in with your company account before you work for it.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Code from the app' })).toBeNull();
    const again = await screen.findByRole('link', { name: /^Sign in again with/ });
    const back = new URL(again.getAttribute('href') ?? '', 'http://portal').searchParams.get(
      'redirect',
    );
    expect(back).toBe(`/choose-brokerage?redirect=%2Fsecurity&brokerage=${parceira.id}`);
    expect(choicesSent(stub)).toEqual([parceira.id]);
  });
});
