import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordPage, ResetPasswordPage } from '../../../src/app/lazy-pages';
import { accountEn } from '../../../src/i18n/account-messages-en';
import { accountPtBR } from '../../../src/i18n/account-messages-pt-br';
import { en } from '../../../src/i18n/messages-en';
import { ptBR } from '../../../src/i18n/messages-pt-br';
import { oddText } from '../../support/odd-text';
import { compilePagesFirst } from '../../support/page-code';
import { pasteInto } from '../../support/paste-into';
import { renderPortal } from '../../support/render-portal';
import { stubServices } from '../../support/stub-services';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));

compilePagesFirst(ForgotPasswordPage, ResetPasswordPage);

const token = `${'k'.repeat(21)}-${'Q'.repeat(21)}`;

const sso = stubServices(['sso']);

beforeEach(() => {
  sso.on('POST /api/sso/password-reset/check', {
    body: { email: 'bruno.lima@gofy.example', expiresAt: '2030-01-01T00:00:00.000Z' },
  });
  sso.on('POST /api/sso/password-reset/complete', { status: 204 });
  // A saved password leads on to signing in, which asks who is signed in.
  sso.on('GET /api/sso/whoami', { status: 401, body: { error: { code: 'unauthenticated' } } });
});

// What the account pages say: their own messages and the portal's (the email field's, say).
const catalogues = {
  en: { ...en, ...accountEn },
  'pt-BR': { ...ptBR, ...accountPtBR },
} as const;
const sent = (path: string) => sso.requests.filter((request) => request.path === path);

describe.each(['en', 'pt-BR'] as const)(
  'asking for a reset link in %s, given odd input',
  (locale) => {
    const t = catalogues[locale];

    it.each([
      ['10,000 characters', `${oddText.tenThousand}@gofy.example`, 'validation.email.tooLong'],
      ['a NUL', 'bruno.lima@gofy.example\u0000', 'validation.email.hiddenCharacter'],
      ['a U+202E override', 'bruno\u202e@gofy.example', 'validation.email.hiddenCharacter'],
      ['whitespace only', oddText.whitespaceOnly, 'validation.email.required'],
    ] as const)(
      'names the problem with an email of %s, and sends nothing',
      async (_label, email, key) => {
        const user = userEvent.setup();
        renderPortal('/forgot-password', { locale });
        const field = await screen.findByRole('textbox', { name: t['field.email'] });
        await user.click(field);
        await user.paste(email);
        await user.click(screen.getByRole('button', { name: t['action.sendLink'] }));
        expect(field).toHaveAttribute('aria-invalid', 'true');
        expect(field).toHaveAccessibleDescription(t[key]);
        expect(sent('/api/sso/password-reset')).toEqual([]);
      },
    );
  },
);

describe.each(['en', 'pt-BR'] as const)(
  'choosing a new password in %s, given odd input',
  (locale) => {
    const t = catalogues[locale];

    async function choose(password: string, again: string) {
      const user = userEvent.setup();
      renderPortal(`/reset-password?token=${token}`, { locale });
      const passwordField = await screen.findByLabelText(t['field.newPassword']);
      const confirmField = screen.getByLabelText(t['field.confirmPassword']);
      await pasteInto(user, [
        [passwordField, password],
        [confirmField, again],
      ]);
      await user.click(screen.getByRole('button', { name: t['action.savePassword'] }));
      return { passwordField, confirmField };
    }

    it.each([
      [
        '10,000 characters',
        oddText.tenThousand,
        t['password.too_long'].replace('{count}', '10000'),
      ],
      ['a NUL', 'a calm river under\u0000seven bridges', t['password.control']],
      ['a tab pasted with it', 'a calm river under seven bridges\t', t['password.control']],
    ])(
      'names the problem with a password of %s, and sends nothing',
      async (_label, password, message) => {
        const { passwordField } = await choose(password, password);
        await waitFor(() => expect(passwordField).toHaveAttribute('aria-invalid', 'true'));
        expect(passwordField).toHaveAccessibleDescription(expect.stringContaining(message));
        expect(sent('/api/sso/password-reset/complete')).toEqual([]);
      },
    );

    it('says a 10,000-character confirmation does not match, under the confirmation', async () => {
      const { confirmField } = await choose(
        'a calm river under seven bridges',
        oddText.tenThousand,
      );
      await waitFor(() => expect(confirmField).toHaveAttribute('aria-invalid', 'true'));
      expect(confirmField).toHaveAccessibleDescription(t['confirmPassword.mismatch']);
      expect(sent('/api/sso/password-reset/complete')).toEqual([]);
    });

    it('says a whitespace-only password is repetitive rather than sending it', async () => {
      const { passwordField } = await choose(' '.repeat(20), ' '.repeat(20));
      await waitFor(() => expect(passwordField).toHaveAttribute('aria-invalid', 'true'));
      expect(passwordField).toHaveAccessibleDescription(
        expect.stringContaining(t['password.repetitive']),
      );
    });

    it('sends right-to-left text, emoji and ZWJ sequences exactly as pasted', async () => {
      const password = `${oddText.arabic} ${oddText.emojiZwj} ${oddText.hebrew}`;
      await choose(password, password);
      await waitFor(() => expect(sent('/api/sso/password-reset/complete')).toHaveLength(1));
      expect(JSON.parse(sent('/api/sso/password-reset/complete')[0]?.body ?? '{}')).toMatchObject({
        password,
      });
    });
  },
);
