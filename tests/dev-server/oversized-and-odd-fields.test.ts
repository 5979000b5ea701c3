import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ana,
  bruno,
  login,
  noRequestLimits,
  type RunningService,
  signUpApplication,
  startService,
} from './support';

let service: RunningService;
beforeAll(async () => {
  // Few wrong passwords lock an account here, so a refused field counted as one would show.
  service = await startService(noRequestLimits);
});
afterAll(() => service.close());

const tenThousand = 'a'.repeat(10_000);

function post(path: string, body: unknown) {
  return fetch(`${service.url}/api/sso${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function fieldProblems(response: Response) {
  expect(response.status).toBe(400);
  const body = await response.json();
  expect(body.error.code).toBe('invalid_request');
  return body.error.fields;
}

describe('signing in with oversized or odd fields', () => {
  it.each([
    ['a 10,000-character password', { password: tenThousand }],
    ['a password of 129 characters', { password: `${'sete pontes '.repeat(10)}sobre o r` }],
    ['a password with a NUL in it', { password: 'gofy-demo-2026\u0000' }],
    ['a password with a tab in it', { password: 'gofy-demo\t2026' }],
  ])('answers 400, password invalid, for %s', async (_label, body) => {
    expect(await fieldProblems(await login(service.url, body))).toEqual([
      { field: 'password', code: 'invalid' },
    ]);
  });

  it.each([
    ['a 10,000-character email', { email: `${tenThousand}@gofy.example` }],
    ['an email of 255 characters', { email: `${'a'.repeat(243)}@gofy.example` }],
    ['an email with a NUL in it', { email: 'ana.souza@gofy.example\u0000' }],
    ['an email with a right-to-left override', { email: 'ana.souza@\u202eelpmaxe.yfog' }],
  ])('answers 400, email invalid, for %s', async (_label, body) => {
    expect(await fieldProblems(await login(service.url, body))).toEqual([
      { field: 'email', code: 'invalid' },
    ]);
  });

  it('does not count refused fields as wrong passwords, so they cannot lock an account', async () => {
    // Ana: Bruno's password is replaced below, in whichever order the tests run.
    for (let attempt = 0; attempt < 12; attempt++) {
      expect((await login(service.url, { ...ana, password: tenThousand })).status).toBe(400);
    }
    expect((await login(service.url, ana)).status).toBe(200);
  });

  it('accepts a password of exactly 128 characters, which is then simply wrong', async () => {
    const response = await login(service.url, { password: `${'sete pontes '.repeat(10)}sobre o ` });
    expect(response.status).toBe(401);
  });

  it('signs in with the email surrounded by spaces', async () => {
    expect((await login(service.url, { email: `  ${ana.email}\u00a0 ` })).status).toBe(200);
  });

  it('answers 413 for a body beyond the service limit, without reading the rest', async () => {
    const response = await login(service.url, { password: '😀'.repeat(10_000) });
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe('payload_too_large');
  });
});

describe('asking for a reset link with oversized or odd emails', () => {
  it.each([
    ['10,000 characters', `${tenThousand}@gofy.example`],
    ['a NUL', 'bruno.lima@gofy.example\u0000'],
    ['a right-to-left override', '\u202ebruno.lima@gofy.example'],
  ])('answers 400, email invalid, for %s', async (_label, email) => {
    expect(await fieldProblems(await post('/password-reset', { email }))).toEqual([
      { field: 'email', code: 'invalid' },
    ]);
  });

  it('answers 400, email required, for whitespace only', async () => {
    expect(await fieldProblems(await post('/password-reset', { email: ' \t\u00a0 ' }))).toEqual([
      { field: 'email', code: 'required' },
    ]);
  });
});

describe('choosing a new password with oversized or odd input', () => {
  async function issueToken() {
    expect((await post('/password-reset', { email: bruno.email })).status).toBe(202);
    await new Promise((resolve) => setImmediate(resolve));
    const message = service.service.outbox.latest(bruno.email, 'password-reset');
    const token = new URL(message?.variables.resetUrl ?? '').searchParams.get('token');
    if (!token) throw new Error('No reset link was sent');
    return token;
  }

  it.each([
    ['too_long', 'a 10,000-character password', tenThousand],
    ['invalid', 'a NUL', 'a calm river under\u0000seven bridges'],
    ['invalid', 'a line break', 'a calm river under\nseven bridges'],
  ])('answers 400, password %s, for %s', async (code, _label, password) => {
    const token = await issueToken();
    expect(
      await fieldProblems(await post('/password-reset/complete', { token, password })),
    ).toEqual([{ field: 'password', code }]);
  });

  it('accepts right-to-left text, emoji and ZWJ sequences', async () => {
    const token = await issueToken();
    const password = 'سلام שלום 👩‍💻 חבר rio calmo';
    expect((await post('/password-reset/complete', { token, password })).status).toBe(204);
    expect((await login(service.url, { ...bruno, password })).status).toBe(200);
  });
});

describe('asking for an account with oversized or odd fields', () => {
  const application = signUpApplication;
  const addressWith = (field: string, value: string) => ({
    ...application,
    address: { ...application.address, [field]: value },
  });

  it('names every field that is too long, the name 10,000 characters, and records nothing', async () => {
    const before = service.service.signUpRequests().length;
    const body = {
      name: tenThousand,
      email: `${'a'.repeat(250)}@x.example`,
      phone: '1'.repeat(31),
      brokerage: 'b'.repeat(121),
      cnpj: '1'.repeat(19),
      susep: '2'.repeat(21),
      address: {
        postalCode: '0'.repeat(10),
        street: 's'.repeat(201),
        number: 'n'.repeat(21),
        complement: 'c'.repeat(101),
        district: 'd'.repeat(101),
        city: 'e'.repeat(101),
        state: 'SPX',
      },
    };
    expect(await fieldProblems(await post('/signup', body))).toEqual(
      [
        'name',
        'email',
        'phone',
        'brokerage',
        'cnpj',
        'susep',
        'address.postalCode',
        'address.street',
        'address.number',
        'address.complement',
        'address.district',
        'address.city',
        'address.state',
      ].map((field) => ({ field, code: 'invalid' })),
    );
    expect(service.service.signUpRequests()).toHaveLength(before);
  });

  it.each([
    ['name', { ...application, name: 'Carla\u0000Dias' }],
    ['name', { ...application, name: 'Carla \u202eDias' }],
    ['brokerage', { ...application, brokerage: 'Dias\tCorretora' }],
    ['cnpj', { ...application, cnpj: '11.222.333/0001-81\u202e' }],
    ['address.street', addressWith('street', 'Avenida\u0000Paulista')],
    ['address.city', addressWith('city', 'S\u2066ão Paulo')],
  ])('answers 400, %s invalid, for a control or bidi-override character', async (field, body) => {
    expect(await fieldProblems(await post('/signup', body))).toEqual([{ field, code: 'invalid' }]);
  });

  it('counts characters, not UTF-16 units: forty 3-character ZWJ emoji are a 120-character name', async () => {
    const response = await post('/signup', { ...application, name: '👩‍💻'.repeat(40) });
    expect(response.status).toBe(202);
  });

  it('accepts names and addresses in right-to-left scripts', async () => {
    const response = await post('/signup', {
      ...application,
      name: 'فاطمة الزهراء',
      brokerage: 'ביטוח כהן',
      address: { ...application.address, street: 'شارع النيل', complement: 'קומה 3' },
    });
    expect(response.status).toBe(202);
  });
});
