import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPostalCodeClient } from '../../../src/api/postal-code';
import { resetSsoClient } from '../../../src/api/sso-calls';
import { SignUpPage } from '../../../src/app/lazy-pages';
import { type RunningService, startService } from '../../dev-server/support';
import { configurePortal } from '../../support/mock-config';
import { watchNetwork } from '../../support/network-quiet';
import { renderPortal } from '../../support/render-portal';
import {
  answerGate,
  type StubServer,
  startStubServer,
  unanswered,
} from '../../support/stub-server';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));
vi.mock('../../../src/config/links', () => import('../../support/mock-config'));

let stub: StubServer;

// The page's code is compiled on first use; that belongs to setting up, not to the first test.
beforeAll(async () => {
  await SignUpPage.preload();
});

/** The portal's variables that point both services at `origin`. */
function servicesAt(origin: string): Record<string, string> {
  return {
    REACT_APP_SSO_API_URL: `${origin}/api/sso`,
    REACT_APP_POSTAL_CODE_API_URL: `${origin}/api/postal-code`,
  };
}

function resetClients() {
  resetSsoClient({ timeoutMs: 10_000 });
  resetPostalCodeClient({ timeoutMs: 10_000 });
}

beforeEach(async () => {
  stub = await startStubServer();
  configurePortal(servicesAt(stub.origin));
  resetClients();
});

afterEach(async () => {
  vi.restoreAllMocks();
  expect(stub.unexpected).toEqual([]);
  await stub.close();
});

const paulista = {
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  complemento: 'de 612 a 1510 - lado par',
  bairro: 'Bela Vista',
  localidade: 'São Paulo',
  uf: 'SP',
  ibge: '3550308',
};
const se = {
  cep: '01001-000',
  logradouro: 'Praça da Sé',
  complemento: 'lado ímpar',
  bairro: 'Sé',
  localidade: 'São Paulo',
  uf: 'SP',
  ibge: '3550308',
};

// By label: as a person finds a field, and far cheaper in jsdom than computing every accessible name.
const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const postalCode = () => field('Postal code (CEP)') as HTMLInputElement;
const lookupNote = () =>
  document.getElementById(postalCode().getAttribute('aria-describedby')?.split(' ').at(-1) ?? '');
const sendButton = () => screen.getByRole('button', { name: 'Send the request' });
const signUps = () => stub.requests.filter((r) => r.path === '/api/sso/signup');

async function openPage() {
  renderPortal('/signup');
  await screen.findByRole('heading', { level: 1, name: 'Ask for a gofy account' });
  return userEvent.setup();
}

/**
 * Pasted, not typed: these fields are not what the tests below look at, and typing 70 keys one
 * by one, each re-rendering the form, took seconds on a loaded machine. Typing them is tested
 * where it matters (the phone's format, the field checks).
 */
// The fields around the one a test is about are pasted, as a person fills them from a
// document: typing each key cost most of a test's time on a loaded machine.
async function fillAboutYou(user: UserEvent) {
  for (const [label, value] of [
    ['Your full name', 'Carla Dias'],
    ['Email', 'carla@corretora-dias.example'],
    ['Phone', '11987654321'],
    ['Brokerage name', 'Dias Corretora de Seguros'],
    ["Brokerage's CNPJ", '11222333000181'],
  ] as const) {
    await user.click(field(label));
    await user.paste(value);
  }
}

describe('filling the address from the postal code', () => {
  it('writes the code as 00000-000 while it is typed', async () => {
    const user = await openPage();
    await user.type(postalCode(), '013101');
    expect(postalCode()).toHaveValue('01310-1');
    expect(stub.requests).toHaveLength(0);
  });

  it('looks the address up once the code is complete and fills street, district, city and state', async () => {
    stub.on('GET /api/postal-code/01310100', { body: paulista });
    const user = await openPage();
    await user.type(postalCode(), '01310100');
    await waitFor(() => expect(field('Street')).toHaveValue('Avenida Paulista'));
    expect(field('District')).toHaveValue('Bela Vista');
    expect(field('City')).toHaveValue('São Paulo');
    expect(field('State')).toHaveValue('SP');
    expect(field('Complement (optional)')).toHaveValue('');
    expect(lookupNote()).toHaveTextContent('Address filled in from the postal code.');
    expect(postalCode()).toHaveAccessibleDescription(expect.stringContaining('Address filled in'));
  });

  it('leaves the filled address editable', async () => {
    stub.on('GET /api/postal-code/01310100', { body: paulista });
    const user = await openPage();
    await user.type(postalCode(), '01310100');
    await waitFor(() => expect(field('Street')).toHaveValue('Avenida Paulista'));
    await user.clear(field('Street'));
    await user.type(field('Street'), 'Alameda Santos');
    expect(field('Street')).toHaveValue('Alameda Santos');
  });

  it('takes away what the lookup filled when the code changes, never what was typed', async () => {
    stub.on('GET /api/postal-code/01310100', { body: paulista });
    stub.on('GET /api/postal-code/99999999', {
      status: 404,
      body: { error: { code: 'not_found', message: 'Unknown.' } },
    });
    const user = await openPage();
    await user.type(postalCode(), '01310100');
    await waitFor(() => expect(field('Street')).toHaveValue('Avenida Paulista'));
    await user.clear(field('District'));
    await user.type(field('District'), 'Jardins');
    await user.type(field('Number'), '1000');

    await user.clear(postalCode());
    await user.type(postalCode(), '99999999');
    await waitFor(() => expect(lookupNote()).toHaveTextContent('We do not know this postal code'));
    expect(field('Street')).toHaveValue('');
    expect(field('City')).toHaveValue('');
    expect(field('State')).toHaveValue('');
    expect(field('District')).toHaveValue('Jardins');
    expect(field('Number')).toHaveValue('1000');
    // Something to act on, set apart from the grey hints.
    expect(lookupNote()).toHaveClass('field-warning');
  });

  it('never lets a slow answer for an earlier code overwrite the address of a later one', async () => {
    const earlier = answerGate();
    stub.on('GET /api/postal-code/01310100', { body: paulista, until: earlier.until });
    stub.on('GET /api/postal-code/01001000', { body: se });
    const network = watchNetwork();
    const user = await openPage();
    await user.type(postalCode(), '01310100');
    postalCode().setSelectionRange(0, 9);
    await user.paste('01001-000');
    await waitFor(() => expect(field('Street')).toHaveValue('Praça da Sé'));
    // Once the earlier lookup has been answered or abandoned, the later code's address stays.
    earlier.release();
    await network.settled();
    expect(field('Street')).toHaveValue('Praça da Sé');
    expect(field('District')).toHaveValue('Sé');
  });

  it('keeps what the user typed in a field while the lookup was on its way', async () => {
    const lookup = answerGate();
    stub.on('GET /api/postal-code/01310100', { body: paulista, until: lookup.until });
    const user = await openPage();
    await user.type(postalCode(), '01310100');
    await user.type(field('Street'), 'Rua Augusta');
    lookup.release();
    await waitFor(() => expect(field('District')).toHaveValue('Bela Vista'));
    expect(field('Street')).toHaveValue('Rua Augusta');
  });

  it('forgets a lookup when the code is edited back to incomplete', async () => {
    // The answer comes only after the edit, however slowly the keys are typed.
    const lookup = answerGate();
    stub.on('GET /api/postal-code/01310100', { body: paulista, until: lookup.until });
    const network = watchNetwork();
    const user = await openPage();
    await user.type(postalCode(), '01310100');
    await user.type(postalCode(), '{Backspace}');
    lookup.release();
    await network.settled();
    expect(field('Street')).toHaveValue('');
    expect(lookupNote()).toBeEmptyDOMElement();
  });

  it.each([
    [
      'an unknown code',
      { status: 404, body: { error: { code: 'not_found' } } },
      'We do not know this postal code',
    ],
    ["ViaCEP's way of saying unknown", { body: { erro: true } }, 'We do not know this postal code'],
    ['a failing service', { status: 503, body: '' }, 'We could not look up the address right now'],
    [
      'an answer it cannot read',
      { body: '<html>proxy</html>' },
      'We could not look up the address right now',
    ],
  ])('falls back to typing the address by hand after %s', async (_label, answer, message) => {
    stub.on('GET /api/postal-code/99999999', answer);
    const user = await openPage();
    await user.type(postalCode(), '99999999');
    await waitFor(() => expect(lookupNote()).toHaveTextContent(message));
    expect(field('Street')).toHaveValue('');
    await user.type(field('Street'), 'Rua Nova');
    expect(field('Street')).toHaveValue('Rua Nova');
  });

  it('stops waiting for a slow service and says to type the address', async () => {
    stub.on('GET /api/postal-code/01310100', { body: paulista, until: unanswered });
    resetPostalCodeClient({ timeoutMs: 300 });
    const user = await openPage();
    await user.type(postalCode(), '01310100');
    expect(lookupNote()).toHaveTextContent('Looking up the address…');
    await waitFor(() => expect(lookupNote()).toHaveTextContent('took too long'));
    expect(field('Street')).toHaveValue('');
  });

  it('says it is offline instead of looking up, and lets the address be typed', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = await openPage();
    await user.type(postalCode(), '01310100');
    await waitFor(() => expect(lookupNote()).toHaveTextContent('You are offline'));
    expect(stub.requests).toHaveLength(0);
  });

  it('follows the configured postal-code format', async () => {
    configurePortal({ ...servicesAt(stub.origin), REACT_APP_POSTAL_CODE_FORMAT: '0000 000' });
    stub.on('GET /api/postal-code/1234567', {
      status: 404,
      body: { error: { code: 'not_found' } },
    });
    const user = await openPage();
    await user.type(postalCode(), '1234567');
    expect(postalCode()).toHaveValue('1234 567');
    await waitFor(() => expect(lookupNote()).toHaveTextContent('We do not know'));
  });
});

describe('checking the fields', () => {
  it('names every missing field on submit and focuses the first, without a request', async () => {
    const user = await openPage();
    await user.click(sendButton());
    expect(field('Your full name')).toHaveFocus();
    expect(field('Your full name')).toHaveAccessibleDescription('Enter your name.');
    expect(field('Email')).toHaveAccessibleDescription('Enter your email address.');
    expect(field('Phone')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a phone number.'),
    );
    expect(field('Postal code (CEP)')).toHaveAccessibleDescription(
      expect.stringContaining('Enter the postal code.'),
    );
    expect(field('Number')).toHaveAccessibleDescription(
      expect.stringContaining('Enter the number, or s/n if there is none.'),
    );
    expect(field("Brokerage's CNPJ")).toHaveAccessibleDescription(
      expect.stringContaining("Enter the brokerage's CNPJ."),
    );
    expect(field('Complement (optional)')).toBeValid();
    expect(field('SUSEP registration (optional)')).toBeValid();
    expect(signUps()).toHaveLength(0);
  });

  it('writes a CNPJ as it is printed when the user leaves it, letters in capitals', async () => {
    const user = await openPage();
    await user.click(field("Brokerage's CNPJ"));
    await user.paste('12abc34501de35');
    await user.tab();
    expect(field("Brokerage's CNPJ")).toHaveValue('12.ABC.345/01DE-35');
    expect(field("Brokerage's CNPJ")).toBeValid();
  });

  it.each([
    ['11.222.333/0001-82', 'This CNPJ is not valid. Check what you typed.'],
    ['11.222.333/0001', 'A CNPJ has 14 characters, such as 11.222.333/0001-81.'],
  ])('flags the CNPJ %s when the user leaves it, and keeps it as typed', async (typed, problem) => {
    const user = await openPage();
    await user.click(field("Brokerage's CNPJ"));
    await user.paste(typed);
    await user.tab();
    expect(field("Brokerage's CNPJ")).toHaveValue(typed);
    expect(field("Brokerage's CNPJ")).toHaveAccessibleDescription(expect.stringContaining(problem));
  });

  it('flags a SUSEP registration that is not a number', async () => {
    const user = await openPage();
    await user.click(field('SUSEP registration (optional)'));
    await user.paste('pending');
    await user.tab();
    expect(field('SUSEP registration (optional)')).toHaveAccessibleDescription(
      expect.stringContaining('Enter only the digits of the SUSEP registration'),
    );
  });

  it('says what the data is for above the button, linking to the privacy policy in a new tab', async () => {
    await openPage();
    const link = screen.getByRole('link', { name: 'Privacy Policy (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://gofy.example/privacidade');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    const notice = link.closest('p');
    expect(notice).toHaveTextContent('We use these details only to review your request');
    // Read just before the button that sends them.
    expect(notice?.compareDocumentPosition(sendButton())).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('still says what the data is for where no privacy policy is configured', async () => {
    configurePortal({ ...servicesAt(stub.origin), REACT_APP_PRIVACY_URL: '' });
    await openPage();
    expect(screen.getByText(/We use these details only/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Privacy Policy/ })).toBeNull();
  });

  it('writes a phone number in the usual way when the user leaves it', async () => {
    const user = await openPage();
    await user.type(field('Phone'), '+55 11 987654321');
    await user.tab();
    expect(field('Phone')).toHaveValue('(11) 98765-4321');
    expect(field('Phone')).toBeValid();
  });

  it('flags a phone number that is not Brazilian when the user leaves it', async () => {
    const user = await openPage();
    await user.type(field('Phone'), '98765-4321');
    await user.tab();
    expect(field('Phone')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a Brazilian phone number with its area code'),
    );
  });

  it('flags an incomplete postal code when the user leaves it', async () => {
    const user = await openPage();
    await user.type(field('Postal code (CEP)'), '0131');
    await user.tab();
    expect(postalCode()).toHaveAccessibleDescription(
      expect.stringContaining('Enter the 8 digits of the postal code, such as 01310-100.'),
    );
  });

  it('offers the 27 states to choose from, rather than letters to type', async () => {
    await openPage();
    const state = screen.getByRole('combobox', { name: 'State' });
    const options = within(state).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(
      expect.arrayContaining(['Choose…', 'SP – São Paulo', 'DF – Distrito Federal']),
    );
    expect(options).toHaveLength(28);
    expect(state).toHaveValue('');
  });
});

describe('sending the request', () => {
  async function fillEverything(user: UserEvent) {
    stub.on('GET /api/postal-code/01310100', { body: paulista });
    await fillAboutYou(user);
    await user.click(postalCode());
    await user.paste('01310100');
    await waitFor(() => expect(field('Street')).toHaveValue('Avenida Paulista'));
    await user.click(field('Number'));
    await user.paste('1000');
    await user.click(field('Complement (optional)'));
    await user.paste('sala 12');
  }

  it('sends the whole application and says it was received, and when the answer comes', async () => {
    stub.on('POST /api/sso/signup', { status: 202, body: { reviewBusinessDays: 3 } });
    const user = await openPage();
    await fillEverything(user);
    await user.click(sendButton());
    const heading = await screen.findByRole('heading', { name: 'We received your request' });
    // Focus moves in an effect after the heading renders.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/the request from Carla Dias/)).toHaveTextContent(
      'write to carla@corretora-dias.example',
    );
    expect(
      screen.getByText('We answer within 3 business days. Check your spam folder too.'),
    ).toBeInTheDocument();
    expect(JSON.parse(signUps()[0]?.body ?? '')).toEqual({
      name: 'Carla Dias',
      email: 'carla@corretora-dias.example',
      phone: '(11) 98765-4321',
      brokerage: 'Dias Corretora de Seguros',
      cnpj: '11.222.333/0001-81',
      address: {
        postalCode: '01310-100',
        street: 'Avenida Paulista',
        number: '1000',
        complement: 'sala 12',
        district: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      },
      locale: 'en',
    });
  });

  it('sends the SUSEP registration when there is one', async () => {
    stub.on('POST /api/sso/signup', { status: 202, body: { reviewBusinessDays: 2 } });
    const user = await openPage();
    await fillEverything(user);
    await user.click(field('SUSEP registration (optional)'));
    await user.paste('10.2012345.8');
    await user.click(sendButton());
    await screen.findByRole('heading', { name: 'We received your request' });
    expect(JSON.parse(signUps()[0]?.body ?? '')).toMatchObject({ susep: '10.2012345.8' });
  });

  it('says nothing of when from a service that does not tell', async () => {
    stub.on('POST /api/sso/signup', { status: 202, body: {} });
    const user = await openPage();
    await fillEverything(user);
    await user.click(sendButton());
    await screen.findByRole('heading', { name: 'We received your request' });
    expect(screen.queryByText(/We answer within/)).toBeNull();
  });

  it("shows the service's field errors on their fields, focusing the first, and keeps everything", async () => {
    stub.on('POST /api/sso/signup', {
      status: 400,
      body: {
        error: {
          code: 'invalid_request',
          fields: [
            { field: 'phone', code: 'invalid' },
            { field: 'address.state', code: 'invalid' },
          ],
        },
      },
    });
    const user = await openPage();
    await fillEverything(user);
    await user.click(sendButton());
    await waitFor(() => expect(field('Phone')).toHaveFocus());
    expect(field('Phone')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a Brazilian phone number'),
    );
    expect(field('State')).toHaveAccessibleDescription(
      expect.stringContaining("Choose one of Brazil's states."),
    );
    expect(within(screen.getByRole('main')).getByRole('alert')).toHaveTextContent(
      'Check the highlighted fields.',
    );
    expect(field('Your full name')).toHaveValue('Carla Dias');
    expect(field('Street')).toHaveValue('Avenida Paulista');
  });

  it.each([
    [{ status: 502, body: '<html>502</html>' }, 'not available right now'],
    [
      {
        status: 429,
        headers: { 'retry-after': '30' },
        body: { error: { code: 'too_many_attempts' } },
      },
      'Try again in 30 seconds',
    ],
  ])('keeps everything typed when sending fails (%#)', async (answer, message) => {
    stub.on('POST /api/sso/signup', answer);
    const user = await openPage();
    await fillEverything(user);
    await user.click(sendButton());
    await waitFor(() =>
      expect(within(screen.getByRole('main')).getByRole('alert')).toHaveTextContent(message),
    );
    expect(field('Email')).toHaveValue('carla@corretora-dias.example');
    expect(field('Number')).toHaveValue('1000');
  });
});

describe('against the local SSO service', () => {
  let service: RunningService;

  beforeEach(async () => {
    service = await startService();
    configurePortal(servicesAt(service.url));
    resetClients();
  });

  afterEach(() => service.close());

  it('fills the address from its data set, and records the request', async () => {
    const user = await openPage();
    await fillAboutYou(user);
    await user.click(postalCode());
    await user.paste('01001000');
    await waitFor(() => expect(field('Street')).toHaveValue('Praça da Sé'));
    await user.click(field('Number'));
    await user.paste('s/n');
    await user.click(sendButton());
    await screen.findByRole('heading', { name: 'We received your request' });
    expect(screen.getByText(/We answer within 2 business days/)).toBeInTheDocument();
    expect(service.service.signUpRequests()).toEqual([
      expect.objectContaining({
        email: 'carla@corretora-dias.example',
        cnpj: '11222333000181',
        address: expect.objectContaining({ postalCode: '01001-000', street: 'Praça da Sé' }),
      }),
    ]);
  });
});

describe('in Portuguese', () => {
  it('speaks pt-BR', async () => {
    renderPortal('/signup', { locale: 'pt-BR' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Solicitar acesso ao gofy' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'CEP' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Endereço do escritório' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'CNPJ da corretora' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Registro SUSEP (opcional)' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Política de Privacidade (abre em nova aba)' }),
    ).toBeInTheDocument();
  });
});
