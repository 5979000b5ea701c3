import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../support/render-portal';
import { answerGate } from '../../support/stub-server';
import { carla, choicesSent, mendes, parceira, quietMainScreen, stubChoice } from './choice-stub';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));

const stub = stubChoice();

const choices = () =>
  within(screen.getByRole('list', { name: 'Your brokerages' })).getAllByRole('button');
const here = (history: readonly string[]) => history.at(-1);

describe('the choice', () => {
  it('names each brokerage, with its masked CNPJ, the broker’s role and when it was last used', async () => {
    stub.on('GET /api/sso/whoami', { body: carla() });
    renderPortal('/choose-brokerage');
    await screen.findByRole('list', { name: 'Your brokerages' });
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a brokerage' })).toHaveFocus();
    const [first, second] = choices();
    expect(first).toHaveAccessibleName('Mendes Corretora');
    expect(first).toHaveAccessibleDescription(
      `CNPJ 45.***.***/0001-34, Owner, Last used ${new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(mendes.lastUsedAt))}`,
    );
    expect(second).toHaveAccessibleName('Parceira Vida Corretora');
    expect(second).toHaveAccessibleDescription('CNPJ 98.***.***/0001-10, Broker, Not used yet');
    expect(document.title).toContain('Choose a brokerage');
  });

  it('says it in Brazilian Portuguese', async () => {
    stub.on('GET /api/sso/whoami', { body: carla() });
    renderPortal('/choose-brokerage', { locale: 'pt-BR' });
    const list = await screen.findByRole('list', { name: 'Suas corretoras' });
    expect(screen.getByRole('heading', { name: 'Escolha a corretora' })).toBeInTheDocument();
    const [first] = within(list).getAllByRole('button');
    expect(first).toHaveAccessibleDescription(
      /^CNPJ 45\.\*{3}\.\*{3}\/0001-34, Titular, Usada por último em /,
    );
  });

  it('chooses the brokerage, then goes on to the return target', async () => {
    stub.on('GET /api/sso/whoami', { body: carla() });
    stub.on('PUT /api/sso/session/brokerage', { body: carla(undefined, mendes.id) });
    const { history } = renderPortal('/choose-brokerage?redirect=%2Fsecurity');
    await userEvent.click(
      (await screen.findAllByRole('button', { name: 'Mendes Corretora' }))[0] as HTMLElement,
    );
    await waitFor(() => expect(here(history)).toBe('/security'));
    expect(choicesSent(stub)).toEqual([mendes.id]);
  });

  it('goes on to the main screen with no return target, which shows the chosen brokerage’s applications', async () => {
    quietMainScreen(stub);
    stub.on('GET /api/sso/whoami', { body: carla() });
    stub.on('PUT /api/sso/session/brokerage', { body: carla(undefined, mendes.id) });
    const { history } = renderPortal('/choose-brokerage');
    await userEvent.click(await screen.findByRole('button', { name: 'Mendes Corretora' }));
    expect(await screen.findByRole('heading', { name: 'Hello, Carla' })).toBeInTheDocument();
    expect(here(history)).toBe('/');
    expect(screen.getByRole('link', { name: 'Sales pipeline' })).toBeInTheDocument();
  });

  it('waits for one choice at a time', async () => {
    const answer = answerGate();
    stub.on('GET /api/sso/whoami', { body: carla() });
    stub.on('PUT /api/sso/session/brokerage', {
      body: carla(undefined, mendes.id),
      until: answer.until,
    });
    renderPortal('/choose-brokerage?redirect=%2Fsecurity');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mendes Corretora' }));
    expect(await screen.findByText('Opening Mendes Corretora…')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Parceira Vida Corretora' }));
    answer.release();
    await waitFor(() => expect(choicesSent(stub)).toEqual([mendes.id]));
  });

  it('keeps "Sign out" as the only way past it', async () => {
    stub.on('GET /api/sso/whoami', { body: carla() });
    renderPortal('/choose-brokerage');
    await screen.findByRole('heading', { name: 'Choose a brokerage' });
    const links = within(screen.getByRole('main')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Sign out']);
  });
});

describe('who sees it', () => {
  it('sends a broker who opens the main screen with the choice pending to choose first', async () => {
    stub.on('GET /api/sso/whoami', { body: carla() });
    const { history } = renderPortal('/');
    expect(await screen.findByRole('heading', { name: 'Choose a brokerage' })).toBeInTheDocument();
    expect(here(history)).toBe('/choose-brokerage');
  });

  it('never shows a broker of one brokerage a choice: they go on', async () => {
    stub.on('GET /api/sso/whoami', { body: carla([mendes], mendes.id) });
    const { history } = renderPortal('/choose-brokerage?redirect=%2Fsecurity');
    await waitFor(() => expect(here(history)).toBe('/security'));
    expect(choicesSent(stub)).toEqual([]);
  });
});

describe('without the network', () => {
  it('says that choosing needs the network', async () => {
    stub.on('GET /api/sso/whoami', { body: carla() });
    renderPortal('/choose-brokerage');
    await screen.findByRole('heading', { name: 'Choose a brokerage' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(
      await screen.findByText('Choosing a brokerage needs the network. Connect, then choose.'),
    ).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('says so when a choice could not reach the sign-in service', async () => {
    stub.on('GET /api/sso/whoami', { body: carla() });
    stub.on('PUT /api/sso/session/brokerage', { status: 502, body: '<html>Bad gateway</html>' });
    renderPortal('/choose-brokerage');
    await userEvent.click(await screen.findByRole('button', { name: 'Parceira Vida Corretora' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'We could not open Parceira Vida Corretora. Try again.',
      ),
    );
    expect(choices()).toHaveLength(2);
    void parceira;
  });
});
