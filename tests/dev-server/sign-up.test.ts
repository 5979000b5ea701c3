import { afterEach, describe, expect, it } from 'vitest';
import type { SsoServiceOptions } from '../../dev-server/app.js';
import { bruno, type RunningService, rawRequest, signUpApplication, startService } from './support';

let running: RunningService | undefined;

afterEach(async () => {
  await running?.close();
  running = undefined;
});

async function start(options: SsoServiceOptions = {}) {
  running = await startService(options);
  return running;
}

const application = { ...signUpApplication, locale: 'pt-BR' };

function signUp(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${url}/api/sso/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

const handedToHermes = () => new Promise((resolve) => setImmediate(resolve));

describe('asking for an account', () => {
  it('answers 202, records the request and tells the applicant it arrived', async () => {
    const service = await start();
    const response = await signUp(service.url, application);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ reviewBusinessDays: 2 });

    expect(service.service.signUpRequests()).toEqual([
      expect.objectContaining({
        name: 'Carla Dias',
        email: application.email,
        brokerage: 'Dias Corretora de Seguros',
        cnpj: '11222333000181',
        susep: '',
        address: expect.objectContaining({ postalCode: '01310-100', state: 'SP' }),
      }),
    ]);
    await handedToHermes();
    expect(service.service.outbox.latest(application.email, 'sign-up-received')).toMatchObject({
      locale: 'pt-BR',
      variables: { name: 'Carla Dias', brokerage: 'Dias Corretora de Seguros' },
    });
  });

  it('answers an existing account exactly as a new one, and tells the owner instead', async () => {
    const service = await start();
    const fresh = await signUp(service.url, application);
    const existing = await signUp(service.url, { ...application, email: bruno.email });
    expect(existing.status).toBe(fresh.status);
    expect(await existing.text()).toBe(await fresh.text());

    expect(service.service.signUpRequests().map((request) => request.email)).toEqual([
      application.email,
    ]);
    await handedToHermes();
    expect(service.service.outbox.latest(bruno.email, 'sign-up-existing-account')).toMatchObject({
      variables: { name: 'Bruno Lima', signInUrl: `${service.url}/login` },
    });
  });

  it('sends an existing account’s owner no links built on a Host that is not this machine', async () => {
    const lines: string[] = [];
    const service = await start({ log: (line) => lines.push(line) });
    const response = await rawRequest(service.url, {
      method: 'POST',
      path: '/api/sso/signup',
      headers: { host: 'evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ ...application, email: bruno.email }),
    });
    expect(response.status).toBe(202);
    await handedToHermes();
    expect(service.service.outbox.messages).toEqual([]);
    expect(lines.join('\n')).toMatch(/SSO_PORTAL_URL/);
  });

  it('names every missing field', async () => {
    const service = await start();
    const response = await signUp(service.url, {});
    expect(response.status).toBe(400);
    const { fields } = (await response.json()).error;
    expect(fields).toEqual(
      [
        'name',
        'email',
        'phone',
        'brokerage',
        'cnpj',
        'address.postalCode',
        'address.street',
        'address.number',
        'address.district',
        'address.city',
        'address.state',
      ].map((field) => ({ field, code: 'required' })),
    );
  });

  it.each([
    ['phone', { phone: '1234-5678' }],
    ['phone', { phone: '(20) 98765-4321' }],
    ['phone', { phone: '(11) 88765-4321' }],
    ['email', { email: 'carla@' }],
    ['address.postalCode', { address: { ...application.address, postalCode: '1310-100' } }],
    ['address.state', { address: { ...application.address, state: 'XX' } }],
    ['name', { name: 'n'.repeat(121) }],
    ['cnpj', { cnpj: '11.222.333/0001-82' }],
    ['cnpj', { cnpj: '00.000.000/0000-00' }],
    ['cnpj', { cnpj: 42 }],
    ['susep', { susep: 'SUSEP 1234' }],
    ['susep', { susep: '1'.repeat(21) }],
  ])('answers %s invalid', async (field, change) => {
    const service = await start();
    const response = await signUp(service.url, { ...application, ...change });
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual([{ field, code: 'invalid' }]);
  });

  it.each(['+55 11 98765-4321', '11987654321', '(21) 3456-7890'])(
    'accepts the phone number %s',
    async (phone) => {
      const service = await start();
      expect((await signUp(service.url, { ...application, phone })).status).toBe(202);
    },
  );

  it('keeps an alphanumeric CNPJ without its punctuation, and a SUSEP registration', async () => {
    const service = await start();
    const request = { ...application, cnpj: '12.abc.345/01de-35', susep: '10.2012345.8' };
    expect((await signUp(service.url, request)).status).toBe(202);
    expect(service.service.signUpRequests()).toEqual([
      expect.objectContaining({ cnpj: '12ABC34501DE35', susep: '10.2012345.8' }),
    ]);
  });

  it('accepts a blank SUSEP registration as none', async () => {
    const service = await start();
    expect((await signUp(service.url, { ...application, susep: '  ' })).status).toBe(202);
  });

  it('accepts an address without a complement', async () => {
    const service = await start();
    const { complement: _, ...address } = application.address;
    expect((await signUp(service.url, { ...application, address })).status).toBe(202);
  });

  it('refuses a request from another site', async () => {
    const service = await start();
    const response = await signUp(service.url, application, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(service.service.signUpRequests()).toEqual([]);
  });

  it('counts its messages to an email with the reset links sent there', async () => {
    const service = await start();
    for (let attempt = 0; attempt < 2; attempt++) {
      await fetch(`${service.url}/api/sso/password-reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: bruno.email }),
      });
      expect((await signUp(service.url, { ...application, email: bruno.email })).status).toBe(202);
    }
    await handedToHermes();
    expect(service.service.outbox.messages.map((message) => message.template)).toEqual([
      'password-reset',
      'sign-up-existing-account',
      'password-reset',
    ]);
  });

  it('answers 429 past the requests allowed from one address', async () => {
    const service = await start({ accountRequestLimit: { perAddress: 1 } });
    await signUp(service.url, application);
    const refused = await signUp(service.url, application);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
