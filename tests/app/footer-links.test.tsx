import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FooterLinks } from '../../src/app/footer-links';
import { I18nProvider } from '../../src/i18n/i18n-context';
import { configurePortal } from '../support/mock-config';
import { renderPortal } from '../support/render-portal';

vi.mock('../../src/config/config', () => import('../support/mock-config'));
vi.mock('../../src/config/links', () => import('../support/mock-config'));

const footer = () => screen.getByRole('contentinfo');

describe('the foot of a page', () => {
  it('links to the privacy policy, the terms and support, as configured', async () => {
    configurePortal({});
    renderPortal('/no-such-page');
    const links = await within(footer()).findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Privacy (opens in a new tab)', 'https://gofy.example/privacidade'],
      ['Terms of use (opens in a new tab)', 'https://gofy.example/termos'],
      ['Support', 'mailto:suporte@gofy.example'],
      ['Your data', '/your-data'],
    ]);
    // The pages open beside the portal, so nothing typed is lost; the mail app needs no tab,
    // and "Your data" is a page of the portal.
    expect(links.map((link) => link.getAttribute('target'))).toEqual([
      '_blank',
      '_blank',
      null,
      null,
    ]);
  });

  it('shows only the links that are set', async () => {
    configurePortal({ REACT_APP_TERMS_URL: '', REACT_APP_SUPPORT_URL: '' });
    renderPortal('/no-such-page');
    const links = await within(footer()).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Privacy (opens in a new tab)',
      'Your data',
    ]);
  });

  it('links to "Your data" when the deployment set no page of its own (LGPD art. 41)', () => {
    configurePortal({
      REACT_APP_PRIVACY_URL: '',
      REACT_APP_TERMS_URL: '',
      REACT_APP_SUPPORT_URL: '',
    });
    // The foot's part itself, as App loads it: rendered at once, so "nothing" is its answer.
    const { container } = render(
      <I18nProvider initialLocale="en">
        <FooterLinks />
      </I18nProvider>,
    );
    expect(
      within(container)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/your-data']);
  });

  it('speaks pt-BR', async () => {
    configurePortal({});
    renderPortal('/no-such-page', { locale: 'pt-BR' });
    const links = await within(footer()).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Privacidade (abre em nova aba)',
      'Termos de uso (abre em nova aba)',
      'Suporte',
      'Seus dados',
    ]);
  });
});
