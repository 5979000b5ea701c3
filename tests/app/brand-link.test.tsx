import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { AppHeader } from '../../src/app/app-header';
import { I18nProvider } from '../../src/i18n/i18n-context';

vi.mock('../../src/config/config', () => import('../support/mock-config'));

// The header's logo is the way to the main screen wherever a signed-in user can be, as on
// most sites; on the pages for signed-out visitors it is no link, since the main screen would
// only send them back to sign in (and on /login lose where they were going).

function renderHeaderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <I18nProvider initialLocale="en">
      <Router hook={location.hook} searchHook={location.searchHook}>
        <AppHeader />
      </Router>
    </I18nProvider>,
  );
  return location.history;
}

const brand = () => screen.getByText('Brokerage suite');

describe('the logo in the header', () => {
  it('leads from the security page to the main screen', async () => {
    const history = renderHeaderAt('/security');
    const logo = screen.getByRole('link', { name: 'gofy Brokerage suite' });
    expect(logo).toHaveAttribute('href', '/');
    expect(logo).not.toHaveAttribute('aria-current');
    await userEvent.setup().click(logo);
    expect(history).toEqual(['/security', '/']);
  });

  it('says on the main screen that it is the page the user is on', () => {
    renderHeaderAt('/');
    expect(screen.getByRole('link', { name: 'gofy Brokerage suite' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('leads from a page not found to the main screen', () => {
    renderHeaderAt('/no-such-page');
    expect(screen.getByRole('link', { name: 'gofy Brokerage suite' })).toHaveAttribute('href', '/');
  });

  it.each([
    '/login',
    '/login/code',
    '/logout',
    // As the route table reads it: the sign-out page, prerendered with no link.
    '/logout/',
    '/forgot-password',
    '/reset-password',
    '/signup',
  ])('is no link on %s, a page for signed-out visitors', (path) => {
    renderHeaderAt(path);
    expect(brand().closest('a')).toBeNull();
    expect(screen.queryByRole('link', { name: /Brokerage suite/ })).not.toBeInTheDocument();
  });
});
