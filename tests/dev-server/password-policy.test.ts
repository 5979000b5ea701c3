import { describe, expect, it } from 'vitest';
import {
  checkNewPassword,
  defaultCommonPasswordsFile,
  loadCommonPasswords,
} from '../../dev-server/accounts/password-policy.js';

const commonPasswords = loadCommonPasswords(defaultCommonPasswordsFile);
const check = (password: unknown, email?: string) =>
  checkNewPassword(password, { commonPasswords, ...(email ? { email } : {}) });

describe('the rules for a new password', () => {
  it.each([
    ['a calm river under seven bridges'],
    ['Ünïcödé ïs wélcömé hérè'],
    ['sete pontes sobre o rio calmo'],
  ])('accepts %j', (password) => {
    expect(check(password)).toBeUndefined();
  });

  it.each([
    ['required', ''],
    ['required', undefined],
    ['invalid', 42],
    ['too_short', 'fourteen chars'],
    ['too_long', 'ab '.repeat(43)],
    ['common', 'qwertyuiopasdfgh'],
    ['common', 'correct horse battery staple'],
    ['common', 'Flamengo2024!!!!!!'],
    ['common', 'senhasenhasenha'],
    ['common', 'p@ssw0rd12345678'],
    ['repetitive', 'aaaaaaaaaaaaaaaa'],
    ['repetitive', 'zyxwvutsrqponmlk'],
    ['repetitive', 'xyzwxyzwxyzwxyzw'],
    ['repetitive', `${'x'.repeat(14)}y`],
    ['repetitive', '1111222233334444'],
    ['repetitive', 'blue canoe blue canoe '],
  ])('answers %s for %j', (code, password) => {
    expect(check(password)).toBe(code);
  });

  it('counts code points, so an emoji is one character', () => {
    expect(check('🌵🦜🌊🍍🚲🎻🧭🪁🌋🦥🍉🛶🧩🌙')).toBe('too_short');
  });

  it('refuses a password built on the account email', () => {
    expect(check('Ana.Souza for ever and ever', 'ana.souza@gofy.example')).toBe('contextual');
  });

  it('ships a list of a few thousand entries', () => {
    expect(commonPasswords.size).toBeGreaterThan(2000);
  });
});
