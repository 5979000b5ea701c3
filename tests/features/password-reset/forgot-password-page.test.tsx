import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordPage } from '../../../src/app/lazy-pages';
import { manualClock } from '../../session/manual-clock';
import { seenText } from '../../support/live-region';
import { withLocalSsoService } from '../../support/local-sso-service';
import { compilePagesFirst } from '../../support/page-code';
import { renderPortal } from '../../support/render-portal';
import { stubServices } from '../../support/stub-services';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));

compilePagesFirst(ForgotPasswordPage);

const sso = stubServices(['sso']);

afterEach(() => {
  vi.restoreAllMocks();
});

const emailField = () => screen.getByRole('textbox', { name: 'Email' });
const sendButton = () => screen.getByRole('button', { name: 'Send me a link' });
const resetRequests = () => sso.requests.filter((r) => r.path === '/api/sso/password-reset');

async function askForLink(email = 'bruno.lima@gofy.example') {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), email);
  await user.click(sendButton());
  return user;
}

describe('asking for a reset link', () => {
  it('offers an email field a password manager recognises, and a way back to sign in', async () => {
    renderPortal('/forgot-password');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    await waitFor(() => expect(document.title).toBe('Forgot password · gofy'));
  });

  it('asks for the email and focuses it, without a request', async () => {
    renderPortal('/forgot-password');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send me a link' }));
    expect(emailField()).toHaveFocus();
    expect(emailField()).toHaveAccessibleDescription('Enter your email address.');
    expect(resetRequests()).toHaveLength(0);
  });

  it('flags an email without a domain when the user leaves the field', async () => {
    renderPortal('/forgot-password');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'bruno');
    await user.tab();
    expect(emailField()).toHaveAccessibleDescription(
      'Enter an email address like name@example.com.',
    );
  });

  it('sends the trimmed email in the page language and says to check the inbox', async () => {
    sso.on('POST /api/sso/password-reset', { status: 202, body: { linkLifetimeSeconds: 1800 } });
    renderPortal('/forgot-password');
    await askForLink('  bruno.lima@gofy.example ');
    const heading = await screen.findByRole('heading', { name: 'Check your email' });
    // Focus moves in an effect after the heading renders.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/works once, for 30 minutes/)).toHaveTextContent(
      'If bruno.lima@gofy.example belongs to a gofy account',
    );
    expect(JSON.parse(resetRequests()[0]?.body ?? '')).toEqual({
      email: 'bruno.lima@gofy.example',
      locale: 'en',
    });
  });

  it('sends the link again from the confirmation and says so', async () => {
    sso.on('POST /api/sso/password-reset', { status: 202, body: { linkLifetimeSeconds: 1800 } });
    renderPortal('/forgot-password');
    const user = await askForLink();
    await user.click(await screen.findByRole('button', { name: 'Send the link again' }));
    await waitFor(() =>
      expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
        'We sent the link again.',
      ),
    );
    expect(resetRequests()).toHaveLength(2);
  });

  it('goes back to the form, with the email kept, to use another address', async () => {
    sso.on('POST /api/sso/password-reset', { status: 202, body: { linkLifetimeSeconds: 1800 } });
    renderPortal('/forgot-password');
    const user = await askForLink();
    await user.click(await screen.findByRole('button', { name: 'Use another email' }));
    expect(emailField()).toHaveValue('bruno.lima@gofy.example');
  });

  it('does not take a proxy page answering 200 for a sent link', async () => {
    sso.on('POST /api/sso/password-reset', { status: 200, body: '<html>Portal</html>' });
    renderPortal('/forgot-password');
    await askForLink();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('could not read'));
    expect(screen.queryByRole('heading', { name: 'Check your email' })).not.toBeInTheDocument();
  });
});

describe('when asking fails', () => {
  it('counts down the wait after too many requests, then lets the user send again', async () => {
    const clock = manualClock();
    sso.on('POST /api/sso/password-reset', {
      status: 429,
      headers: { 'retry-after': '1' },
      body: { error: { code: 'too_many_attempts', retryAfter: 1 } },
    });
    renderPortal('/forgot-password', { clock });
    await askForLink();
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(seenText(alert)).toBe(
        'Too many requests from this connection. Try again in 1 second.',
      ),
    );
    expect(sendButton()).toBeDisabled();

    act(() => clock.advance(1000));
    expect(sendButton()).toBeEnabled();
    // Gone with the wait, not a render later: never "Try again in 0 seconds" beside a live button.
    expect(alert).toBeEmptyDOMElement();
  });

  it("shows the service's verdict on the email under the email field", async () => {
    sso.on('POST /api/sso/password-reset', {
      status: 400,
      body: { error: { code: 'invalid_request', fields: [{ field: 'email', code: 'invalid' }] } },
    });
    renderPortal('/forgot-password');
    await askForLink('bruno@gofy.example');
    await waitFor(() =>
      expect(emailField()).toHaveAccessibleDescription(
        'Enter an email address like name@example.com.',
      ),
    );
    expect(emailField()).toHaveFocus();
  });

  it('keeps the email and explains a service that is down', async () => {
    sso.on('POST /api/sso/password-reset', { status: 502, body: '<html>Bad Gateway</html>' });
    renderPortal('/forgot-password');
    await askForLink();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('not available right now'),
    );
    expect(emailField()).toHaveValue('bruno.lima@gofy.example');
  });

  it('says it is offline and sends nothing until the connection returns', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderPortal('/forgot-password');
    expect(await screen.findByText(/You are offline/)).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
    online.mockReturnValue(true);
    // The page's code arrived outside any act(): its listener may be attached a task after
    // this event, and it then reads the browser's state itself.
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(sendButton()).toBeEnabled());
  });
});

describe('against the local SSO service', () => {
  withLocalSsoService();

  it('shows the same confirmation for an email without an account', async () => {
    const confirmation = async (email: string) => {
      const view = renderPortal('/forgot-password');
      await askForLink(email);
      await screen.findByRole('heading', { name: 'Check your email' });
      const text = screen.getByRole('main').textContent?.replace(email, '<email>');
      view.unmount();
      return text;
    };
    const known = await confirmation('bruno.lima@gofy.example');
    const unknown = await confirmation('nobody@gofy.example');
    expect(unknown).toBe(known);
  });
});

describe('in Portuguese', () => {
  it('speaks pt-BR', async () => {
    renderPortal('/forgot-password', { locale: 'pt-BR' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Esqueceu sua senha?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar o link' })).toBeInTheDocument();
  });
});
