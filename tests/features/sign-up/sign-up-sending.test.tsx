import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPostalCodeClient } from '../../../src/api/postal-code';
import { resetSsoClient } from '../../../src/api/sso-calls';
import { type RunningService, signUpApplication, startService } from '../../dev-server/support';
import { configurePortal } from '../../support/mock-config';
import { paulista, stubSignUpPage } from './sign-up-fixtures';
import { field, fillAboutYou, fillAddressFrom, openPage, sendButton } from './sign-up-form';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));
vi.mock('../../../src/config/links', () => import('../../support/mock-config'));

const { stub, signUps } = stubSignUpPage();

describe('sending the request', () => {
  async function fillEverything(user: UserEvent) {
    stub.on('GET /api/postal-code/01310100', { body: paulista });
    await fillAboutYou(user);
    await fillAddressFrom(user, '01310100', 'Avenida Paulista');
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
    expect(JSON.parse(signUps()[0]?.body ?? '')).toEqual({ ...signUpApplication, locale: 'en' });
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
    configurePortal({
      REACT_APP_SSO_API_URL: `${service.url}/api/sso`,
      REACT_APP_POSTAL_CODE_API_URL: `${service.url}/api/postal-code`,
    });
    resetSsoClient({ timeoutMs: 10_000 });
    resetPostalCodeClient({ timeoutMs: 10_000 });
  });

  afterEach(() => service.close());

  it('fills the address from its data set, and records the request', async () => {
    const user = await openPage();
    await fillAboutYou(user);
    await fillAddressFrom(user, '01001000', 'Praça da Sé');
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
