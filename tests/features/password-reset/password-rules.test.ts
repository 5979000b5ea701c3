import { describe, expect, it } from 'vitest';
import { loadCommonPasswords } from '../../../src/validation/common-password-list';
import { passwordLength } from '../../../src/validation/password-length';
import { checkNewPassword } from '../../../src/validation/password-rules';

const commonPasswords = await loadCommonPasswords();
const check = (password: string, email?: string) =>
  checkNewPassword(password, { commonPasswords, ...(email ? { email } : {}) });

describe('counting a password', () => {
  it('counts code points, so an emoji or an accented letter is one character', () => {
    expect(passwordLength('🌵é')).toBe(2);
  });

  it('counts the NFKC form, as the service hashes it', () => {
    // "ﬁ" is one ligature that NFKC spells as two letters.
    expect(passwordLength('ﬁ')).toBe(2);
  });
});

describe('the rules for a new password', () => {
  it.each([
    'a calm river under seven bridges',
    'Ünïcödé ïs wélcömé hérè',
    'sete pontes sobre o rio calmo',
    '🌵🦜🌊🍍🚲🎻🧭🪁🌋🦥🍉🛶🧩🌙🐢',
  ])('accepts %j', (password) => {
    expect(check(password)).toBeUndefined();
  });

  it.each([
    ['required', ''],
    ['too_short', 'fourteen chars'],
    ['too_long', 'ab '.repeat(43)],
    ['common', 'qwertyuiopasdfgh'],
    ['common', 'correct horse battery staple'],
    ['common', 'Flamengo2024!!!!!!'],
    ['common', 'p@ssw0rd12345678'],
    ['common', 'senhasenhasenha'],
    ['repetitive', 'aaaaaaaaaaaaaaaa'],
    ['repetitive', '123456789012345678'],
    ['repetitive', 'zyxwvutsrqponmlk'],
    ['repetitive', 'blue canoe blue canoe '],
    ['repetitive', '1111222233334444'],
  ])('answers %s for %j', (code, password) => {
    expect(check(password)).toBe(code);
  });

  it('refuses a password built on the account email, however it is punctuated', () => {
    expect(check('Ana Souza for ever and ever', 'ana.souza@gofy.example')).toBe('contextual');
  });

  it('leaves the list out when it is not loaded, and still applies the other rules', () => {
    expect(checkNewPassword('Flamengo2024!!!!!!', {})).toBeUndefined();
    expect(checkNewPassword('short', {})).toBe('too_short');
  });
});
