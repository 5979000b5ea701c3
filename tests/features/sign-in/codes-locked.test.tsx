import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../src/i18n/locale';
import { manualClock } from '../../session/manual-clock';
import { seenText } from '../../support/live-region';
import { renderPortal } from '../../support/render-portal';
import { stubServices } from '../../support/stub-services';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));
vi.mock('../../../src/config/links', () => import('../../support/mock-config'));

// A right password while the account's codes are locked after wrong ones (contract 1.17.0:
// `login` answers 423 `codes_locked`). The page once said the account was locked "after failed
// attempts" and offered a password reset to a broker whose password was right.

beforeAll(async () => {
  // Loaded with this failure only: compiled before the first test.
  await import('../../../src/features/sign-in/codes-locked-help');
});

const sso = stubServices(['sso']);

beforeEach(() => {
  sso.on('GET /api/sso/whoami', { status: 401, body: { error: { code: 'unauthenticated' } } });
});

function codesLocked(retryAfter: number) {
  sso.on('POST /api/sso/login', {
    status: 423,
    headers: { 'retry-after': String(retryAfter) },
    body: { error: { code: 'codes_locked', message: 'Codes are locked.', retryAfter } },
  });
}

async function signIn(locale: Locale = 'en') {
  const user = userEvent.setup();
  await user.type(
    screen.getByRole('textbox', { name: locale === 'en' ? 'Email' : 'E-mail' }),
    'carla.mendes@gofy.example',
  );
  await user.type(screen.getByLabelText(locale === 'en' ? 'Password' : 'Senha'), 'gofy-demo-2026');
  await user.click(screen.getByRole('button', { name: locale === 'en' ? 'Sign in' : 'Entrar' }));
  return user;
}

const alert = () => screen.getByRole('alert');

describe('a right password while codes are locked', () => {
  it('says the password was right, that codes are locked, for how long, what works then and who helps', async () => {
    codesLocked(900);
    renderPortal('/login');
    await signIn();
    const link = await within(alert()).findByRole('link', { name: 'contact support' });
    expect(seenText(alert())).toBe(
      'Your password is correct, but after too many incorrect codes, codes are locked for 15 minutes. Sign in again after that, with a code from your authenticator app or one of your recovery codes. If you did not type those codes, or you need help, contact support.',
    );
    expect(link).toHaveAttribute('href', 'mailto:suporte@gofy.example');
  });

  it('offers no password reset, and keeps the password typed', async () => {
    codesLocked(900);
    renderPortal('/login');
    await signIn();
    await within(alert()).findByRole('link', { name: 'contact support' });
    expect(alert()).not.toHaveTextContent(/reset|incorrect passwords/i);
    expect(within(alert()).getAllByRole('link')).toHaveLength(1);
    expect(screen.getByLabelText('Password')).toHaveValue('gofy-demo-2026');
  });

  it('holds the form for the wait, counted down, with the keyboard on the message', async () => {
    const clock = manualClock();
    codesLocked(2);
    renderPortal('/login', { clock });
    await signIn();
    await waitFor(() => expect(seenText(alert())).toMatch(/codes are locked for 2 seconds/));
    expect(alert()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();

    act(() => clock.advance(1000));
    expect(seenText(alert())).toMatch(/codes are locked for 1 second\./);
    act(() => clock.advance(1000));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(alert()).toBeEmptyDOMElement();
  });

  it('names support without a link when the company set none', async () => {
    sso.configure({ REACT_APP_SUPPORT_URL: '' });
    codesLocked(900);
    renderPortal('/login');
    await signIn();
    await waitFor(() =>
      expect(alert()).toHaveTextContent(
        /If you did not type those codes, or you need help, contact support\.$/,
      ),
    );
    expect(within(alert()).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says it in Portuguese', async () => {
    codesLocked(900);
    renderPortal('/login', { locale: 'pt-BR' });
    await signIn('pt-BR');
    const link = await within(alert()).findByRole('link', { name: 'fale com o suporte' });
    expect(seenText(alert())).toBe(
      'Sua senha está certa, mas, depois de muitos códigos incorretos, os códigos estão bloqueados por 15 minutos. Entre novamente depois disso, com um código do aplicativo autenticador ou um dos seus códigos de recuperação. Se não foi você quem digitou esses códigos, ou se precisar de ajuda, fale com o suporte.',
    );
    expect(link).toHaveAttribute('href', 'mailto:suporte@gofy.example');
    expect(alert()).not.toHaveTextContent(/redefin/i);
  });
});
