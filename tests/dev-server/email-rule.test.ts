import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateEmail } from '../../src/validation/email.js';
import { login, type RunningService, startService } from './support';

// The sign-in page checks an email as the user types (src/validation/email.js) and sends only
// what passes; the service must then refuse exactly what the page would have refused, or a
// typo is answered as a wrong password and counts towards the address's lockout.

let service: RunningService;
beforeAll(async () => {
  service = await startService({ loginRateLimit: { maxAttempts: 1000 } });
});
afterAll(() => service.close());

/** The service's verdict on an email at sign-in: the field's code, or none when it takes it. */
async function serviceVerdict(email: string): Promise<string | undefined> {
  const response = await login(service.url, { email, password: 'not the password' });
  if (response.status !== 400) {
    expect(response.status).toBe(401);
    return undefined;
  }
  const { error } = await response.json();
  return error.fields.find((problem: { field: string }) => problem.field === 'email')?.code;
}

describe('the email rule of the sign-in page and of the service', () => {
  it.each([
    ['a@b', 'a@b', 'invalid'],
    ['a domain without a dot', 'ana.souza@gofy', 'invalid'],
    ['two @', 'ana.souza@@gofy.example', 'invalid'],
    ['a space', 'ana souza@gofy.example', 'invalid'],
    ['nothing before the @', '@gofy.example', 'invalid'],
    ['a bidi override', 'ana.souza@gofy.example\u202e', 'invalid'],
    ['263 characters', `${'a'.repeat(250)}@gofy.example`, 'invalid'],
    ['only spaces', '   ', 'required'],
    ['an address', 'nobody@gofy.example', undefined],
    ['an address in capitals between spaces', '  Nobody@Gofy.Example  ', undefined],
  ] as const)(
    'agree on %s: the page refuses it before sending iff the service refuses it',
    async (_label, email, code) => {
      expect(validateEmail(email) !== undefined).toBe(code !== undefined);
      expect(await serviceVerdict(email)).toBe(code);
    },
  );
});
