import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../support/render-portal';
import { emailField, passwordField, submitButton } from './login-fields';
import { stubLoginPage } from './login-page-fixtures';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));

const { loginRequests } = stubLoginPage();

describe('the sign-in form', () => {
  it('labels its fields for people and password managers', () => {
    renderPortal('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to gofy' })).toBeInTheDocument();
    // Saved emails and, where the browser has them, passkeys.
    expect(emailField()).toHaveAttribute('autocomplete', 'username webauthn');
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(passwordField()).toHaveAttribute('autocomplete', 'current-password');
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(
      screen.getByRole('checkbox', { name: 'Keep me signed in on this device' }),
    ).not.toBeChecked();
  });

  it('posts, not gets, so a submit before the script runs keeps the password out of the URL', () => {
    renderPortal('/login');
    const form = submitButton().closest('form');
    expect(form).toHaveAttribute('method', 'post');
  });

  it('shows and hides the password with a toggle that says what it will do next', async () => {
    const user = userEvent.setup();
    renderPortal('/login');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveTextContent('Show');
    await user.click(toggle);
    expect(passwordField()).toHaveAttribute('type', 'text');
    // The same button, now offering the opposite: a label that changes, so no aria-pressed.
    expect(toggle).toHaveAccessibleName('Hide password');
    expect(toggle).toHaveTextContent('Hide');
    expect(toggle).not.toHaveAttribute('aria-pressed');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAccessibleName('Show password');
  });

  it('accepts a pasted password', async () => {
    const user = userEvent.setup();
    renderPortal('/login');
    await user.click(passwordField());
    await user.paste('pasted-secret');
    expect(passwordField()).toHaveValue('pasted-secret');
  });

  it('warns while Caps Lock is on in the password field', async () => {
    const user = userEvent.setup();
    renderPortal('/login');
    await user.click(passwordField());
    await user.keyboard('{CapsLock}a');
    expect(screen.getByText('Caps Lock is on.')).toBeInTheDocument();
    expect(passwordField()).toHaveAccessibleDescription(/Caps Lock is on/);
    await user.keyboard('{CapsLock}b');
    expect(screen.queryByText('Caps Lock is on.')).not.toBeInTheDocument();
  });
});

describe('account recovery and sign-up', () => {
  it('links to the forgotten-password and sign-up pages', () => {
    renderPortal('/login');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Ask for an account' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  // It sat under the company buttons, out of the first screen of a phone.
  it('puts "Forgot your password?" in the form, under the password and before "Keep me signed in"', () => {
    renderPortal('/login');
    const link = screen.getByRole('link', { name: 'Forgot your password?' });
    const comesBefore = (first: Node, second: Node) =>
      Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(link.closest('form')).not.toBeNull();
    expect(comesBefore(passwordField(), link)).toBe(true);
    expect(comesBefore(link, screen.getByRole('checkbox', { name: /Keep me signed in/ }))).toBe(
      true,
    );
  });

  it('says the password was changed when arriving from a reset', () => {
    renderPortal('/login?reset=1');
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
      'Your password was changed and you were signed out on every device.',
    );
  });
});

describe('validation before sending', () => {
  it('asks for both fields and focuses the first, without a request', async () => {
    const user = userEvent.setup();
    renderPortal('/login');
    await user.click(submitButton());
    expect(emailField()).toHaveFocus();
    expect(emailField()).toHaveAccessibleDescription('Enter your email address.');
    expect(emailField()).toBeInvalid();
    expect(passwordField()).toHaveAccessibleDescription('Enter your password.');
    expect(loginRequests()).toHaveLength(0);
  });

  it('flags an email without a domain when the user leaves the field', async () => {
    const user = userEvent.setup();
    renderPortal('/login');
    await user.type(emailField(), 'ana.souza');
    await user.tab();
    expect(emailField()).toHaveAccessibleDescription(
      'Enter an email address like name@example.com.',
    );
  });
});

describe('in Portuguese', () => {
  it('speaks pt-BR and switches to English from the language menu', async () => {
    const user = userEvent.setup();
    renderPortal('/login', { locale: 'pt-BR' });
    expect(screen.getByRole('heading', { level: 1, name: 'Entrar no gofy' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'English');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to gofy' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    // Where the host reads it, so the next page comes in English from its first byte.
    expect(document.cookie).toBe('gofy_locale=en');
  });

  it('follows a language chosen under an earlier version, once the page is running', async () => {
    localStorage.setItem('gofy.locale', 'en');
    renderPortal('/login', { locale: 'pt-BR' });
    expect(screen.getByRole('heading', { level: 1, name: 'Entrar no gofy' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to gofy' }),
    ).toBeInTheDocument();
    expect(document.cookie).toBe('gofy_locale=en');
    expect(localStorage.getItem('gofy.locale')).toBeNull();
  });

  it('shows the environment label outside production', () => {
    renderPortal('/login', { locale: 'pt-BR' });
    expect(screen.getByText('Ambiente: qa')).toBeInTheDocument();
  });
});
