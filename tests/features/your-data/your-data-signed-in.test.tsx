import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../support/render-portal';
import { anasData, earlierRequest, stubYourDataPage } from './your-data-stubs';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));

// "Your data" signed in: what the SSO keeps, shown and as a file, and requests about it.

const sso = stubYourDataPage();
const made = {
  protocol: 'AB23CDEF',
  kind: 'correction',
  details: 'Meu nome é Ana Souza Lima.',
  receivedAt: '2026-12-06T14:10:00.000Z',
  dueAt: '2026-12-21T14:10:00.000Z',
  state: 'received',
};

/** The files the page made, by the `blob:` address it gave each: jsdom makes none itself. */
const files = new Map<string, Blob>();
beforeEach(() => {
  files.clear();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:${location.origin}/${files.size}`;
    files.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  sso.on('GET /api/sso/personal-data', { body: anasData });
  sso.on('GET /api/sso/personal-data/requests', { body: { requests: [earlierRequest] } });
});
afterEach(() => vi.restoreAllMocks());

const region = (name: string) => within(screen.getByRole('region', { name }));

describe('/your-data, signed in', () => {
  it('shows what the SSO keeps: profile, applications, devices, passkeys, company accounts, two-step, activity', async () => {
    renderPortal('/your-data');
    await screen.findByRole('region', { name: 'What gofy keeps about you' });
    const data = region('What gofy keeps about you');
    expect(data.getByText('ana.souza@gofy.example')).toBeVisible();
    expect(data.getByText(/^Firefox, Linux \(this device\): signed in/)).toBeVisible();
    expect(data.getByText(/^iPhone da Ana, created/)).toBeVisible();
    expect(data.getByText(/^ana@corretora\.example \(microsoft\), linked/)).toBeVisible();
    expect(data.getByText(/Turned on .*8 recovery codes left/)).toBeVisible();
    expect(
      data.getByText(/^Signed in: .*, Firefox, Linux \(this device\), 203\.0\.113\.7$/),
    ).toBeVisible();
    expect(data.getByText(/^Passkey added: .*, Safari, iOS, 198\.51\.100\.4$/)).toBeVisible();
  });

  it('names the applications as the main screen does, not by their ids', async () => {
    renderPortal('/your-data');
    await screen.findByRole('region', { name: 'What gofy keeps about you' });
    const names = region('What gofy keeps about you').getAllByRole('list')[0];
    expect(
      within(names as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sales pipeline', 'Insured portal']);
  });

  it('names the applications in Portuguese for a Brazilian reader', async () => {
    renderPortal('/your-data', { locale: 'pt-BR' });
    await screen.findByRole('region', { name: 'O que o gofy guarda sobre você' });
    const names = region('O que o gofy guarda sobre você').getAllByRole('list')[0];
    expect(
      within(names as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Funil de vendas', 'Portal do segurado']);
  });

  it('calls each event by the recent activity page’s words, in Portuguese too', async () => {
    renderPortal('/your-data', { locale: 'pt-BR' });
    await screen.findByRole('region', { name: 'O que o gofy guarda sobre você' });
    const data = region('O que o gofy guarda sobre você');
    expect(data.getByText(/^Você entrou: /)).toBeVisible();
    expect(data.getByText(/^Chave de acesso criada: /)).toBeVisible();
  });

  it('offers the answer as a dated JSON file, made in the browser', async () => {
    renderPortal('/your-data');
    const link = await screen.findByRole('link', { name: 'Download my data (JSON)' });
    expect(link).toHaveAttribute('download', 'gofy-your-data-2026-12-06.json');
    const file = files.get(link.getAttribute('href') ?? '');
    expect(file?.type).toBe('application/json');
    expect(JSON.parse(await (file as Blob).text())).toEqual(anasData);
  });

  it('names the file in Portuguese for a Brazilian reader', async () => {
    renderPortal('/your-data', { locale: 'pt-BR' });
    const link = await screen.findByRole('link', { name: 'Baixar meus dados (JSON)' });
    expect(link).toHaveAttribute('download', 'gofy-seus-dados-2026-12-06.json');
  });

  it('lists the earlier request with its protocol, dates and state', async () => {
    renderPortal('/your-data');
    const requests = await screen.findByRole('region', { name: 'Your requests' });
    const item = await within(requests).findByRole('listitem');
    expect(item).toHaveTextContent('The full statement of my data');
    expect(item).toHaveTextContent('Protocol7KQ2MXHD');
    expect(item).toHaveTextContent('Answer due byNovember 11, 2026');
    expect(item).toHaveTextContent('StateAnswered');
  });

  it('sends a request and announces its protocol number and due date, listing it first', async () => {
    sso.on('POST /api/sso/personal-data/requests', { status: 201, body: made });
    renderPortal('/your-data');
    const requests = await screen.findByRole('region', { name: 'Your requests' });
    await userEvent.selectOptions(
      within(requests).getByRole('combobox', { name: 'What you ask for' }),
      'correction',
    );
    await userEvent.type(
      within(requests).getByRole('textbox', { name: 'Details (optional)' }),
      made.details,
    );
    await userEvent.click(within(requests).getByRole('button', { name: 'Send the request' }));
    expect(await within(requests).findByRole('status')).toHaveTextContent(
      'Request received: protocol AB23CDEF. The answer is due by December 21, 2026.',
    );
    const sent = sso.requests.filter((request) => request.method === 'POST');
    expect(sent.map((request) => JSON.parse(request.body))).toEqual([
      { kind: 'correction', details: made.details },
    ]);
    const items = within(requests).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('dd')?.textContent)).toEqual([
      made.protocol,
      earlierRequest.protocol,
    ]);
    expect(items[0]).toHaveTextContent('StateReceived');
  });

  it('asks what the request is for before sending anything', async () => {
    renderPortal('/your-data');
    const requests = await screen.findByRole('region', { name: 'Your requests' });
    await userEvent.click(within(requests).getByRole('button', { name: 'Send the request' }));
    const kind = within(requests).getByRole('combobox', { name: 'What you ask for' });
    await waitFor(() => expect(kind).toHaveFocus());
    expect(kind).toHaveAccessibleDescription('Choose what you ask for.');
    expect(sso.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('says how long to wait when the day’s requests are spent', async () => {
    sso.on('POST /api/sso/personal-data/requests', {
      status: 429,
      headers: { 'retry-after': '3600' },
      body: {
        error: { code: 'too_many_attempts', message: 'Too many.', retryAfter: 3600 },
      },
    });
    renderPortal('/your-data');
    const requests = await screen.findByRole('region', { name: 'Your requests' });
    await userEvent.selectOptions(within(requests).getByRole('combobox'), 'deletion');
    await userEvent.click(within(requests).getByRole('button', { name: 'Send the request' }));
    // The alert is in the page from the start, empty, so that it is read when it speaks.
    const alert = within(requests).getByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent(/^Too many requests today\. Try again in 1/),
    );
  });
});
