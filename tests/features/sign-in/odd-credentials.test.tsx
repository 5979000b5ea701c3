import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerEn } from '../../../src/i18n/answer-messages-en';
import { answerPtBR } from '../../../src/i18n/answer-messages-pt-br';
import type { Locale } from '../../../src/i18n/locale';
import { en } from '../../../src/i18n/messages-en';
import { ptBR } from '../../../src/i18n/messages-pt-br';
import { oddText } from '../../support/odd-text';
import { pasteInto } from '../../support/paste-into';
import { renderPortal } from '../../support/render-portal';
import { stubServices } from '../../support/stub-services';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));

const sso = stubServices(['sso']);

beforeEach(() => {
  sso.on('GET /api/sso/whoami', { status: 401, body: { error: { code: 'unauthenticated' } } });
  sso.on('POST /api/sso/login', {
    status: 401,
    body: { error: { code: 'invalid_credentials', message: 'No.' } },
  });
});

const catalogues = {
  en: { ...en, ...answerEn },
  'pt-BR': { ...ptBR, ...answerPtBR },
} as const;
const logins = () => sso.requests.filter((request) => request.path === '/api/sso/login');

/** Pastes each value into its field, as a user would, and submits. */
async function submit(locale: Locale, email: string, password: string) {
  const t = catalogues[locale];
  const user = userEvent.setup();
  renderPortal('/login', { locale });
  const emailField = screen.getByRole('textbox', { name: t['field.email'] });
  const passwordField = screen.getByLabelText(t['field.password']);
  await pasteInto(user, [
    [emailField, email],
    [passwordField, password],
  ]);
  await user.click(screen.getByRole('button', { name: t['action.signIn'] }));
  return { emailField, passwordField, t };
}

describe.each(['en', 'pt-BR'] as const)('the sign-in form in %s, given odd input', (locale) => {
  it.each([
    ['a 10,000-character email', `${oddText.tenThousand}@gofy.example`, 'validation.email.tooLong'],
    ['an email with a NUL', 'ana.souza@gofy.example\u0000', 'validation.email.hiddenCharacter'],
    [
      'an email with a U+202E override',
      '\u202eana.souza@gofy.example',
      'validation.email.hiddenCharacter',
    ],
    ['a whitespace-only email', oddText.whitespaceOnly, 'validation.email.required'],
    ['an emoji instead of an email', oddText.emojiZwj, 'validation.email.invalid'],
  ] as const)(
    'names the problem with %s, under the email, and sends nothing',
    async (_label, email, key) => {
      const { emailField, t } = await submit(locale, email, 'gofy-demo-2026');
      expect(emailField).toHaveAttribute('aria-invalid', 'true');
      expect(emailField).toHaveAccessibleDescription(t[key]);
      expect(emailField).toHaveFocus();
      expect(logins()).toEqual([]);
    },
  );

  it.each([
    ['a 10,000-character password', oddText.tenThousand, 'validation.password.tooLong'],
    ['a password of 129 emoji', '🌵'.repeat(129), 'validation.password.tooLong'],
    ['a password with a NUL', 'gofy-demo-2026\u0000', 'validation.password.hiddenCharacter'],
    ['a password with control characters', oddText.controls, 'validation.password.hiddenCharacter'],
  ] as const)(
    'names the problem with %s, under the password, and sends nothing',
    async (_label, password, key) => {
      const { passwordField, t } = await submit(locale, 'ana.souza@gofy.example', password);
      expect(passwordField).toHaveAttribute('aria-invalid', 'true');
      expect(passwordField).toHaveAccessibleDescription(t[key]);
      expect(passwordField).toHaveFocus();
      expect(logins()).toEqual([]);
    },
  );

  it.each([
    ['right-to-left text', `${oddText.arabic} ${oddText.hebrew}`],
    ['emoji and ZWJ sequences', `${oddText.emojiZwj} gofy ${oddText.emojiZwj}`],
    ['a whitespace-only password', '               '],
    ['leading and trailing spaces', '  gofy-demo-2026  '],
    ['128 emoji, the longest a password may be', '🌵'.repeat(128)],
  ])('sends a password of %s exactly as pasted', async (_label, password) => {
    const { t } = await submit(locale, '  مثال@gofy.example  ', password);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(t['error.invalidCredentials']),
    );
    expect(logins().map((request) => JSON.parse(request.body))).toEqual([
      expect.objectContaining({ email: 'مثال@gofy.example', password }),
    ]);
  });
});
