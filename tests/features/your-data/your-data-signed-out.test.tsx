import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../support/render-portal';
import { namedInDeployment, stubYourDataPage } from './your-data-stubs';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));

// "Your data" for a visitor nobody signed in: who answers for their data, from the
// deployment's settings, and the way to sign in for the rest.

const sso = stubYourDataPage();
const unauthenticated = {
  status: 401,
  body: { error: { code: 'unauthenticated', message: 'Not signed in.' } },
};

const whoAnswers = () =>
  within(
    screen.getByRole('region', {
      name: /^(Who answers for your data|Quem responde pelos seus dados)$/,
    }),
  );

describe('/your-data, signed out', () => {
  it('names the controller with its CNPJ printed, and the encarregado with a way to write', async () => {
    sso.on('GET /api/sso/personal-data', unauthenticated);
    renderPortal('/your-data');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();
    expect(whoAnswers().getByText('gofy Tecnologia Ltda.')).toBeVisible();
    expect(whoAnswers().getByText(/^CNPJ/)).toHaveTextContent('CNPJ 45.198.067/0001-10');
    expect(whoAnswers().getByRole('link', { name: 'encarregado@gofy.example' })).toHaveAttribute(
      'href',
      'mailto:encarregado@gofy.example',
    );
    expect(whoAnswers().getByText(/Marina Costa/)).toBeVisible();
  });

  it('offers to sign in and come back here, and shows nothing of anyone', async () => {
    sso.on('GET /api/sso/personal-data', unauthenticated);
    renderPortal('/your-data');
    const signIn = await screen.findByRole('link', { name: 'Sign in to see your data' });
    expect(signIn).toHaveAttribute('href', '/login?redirect=%2Fyour-data');
    expect(screen.queryByRole('region', { name: 'What gofy keeps about you' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send the request' })).toBeNull();
  });

  it('reads as a Brazilian would write it', async () => {
    sso.on('GET /api/sso/personal-data', unauthenticated);
    renderPortal('/your-data', { locale: 'pt-BR' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Seus dados' })).toBeVisible();
    expect(whoAnswers().getByText('Encarregado pelo tratamento de dados pessoais')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Entrar para ver seus dados' })).toBeVisible();
  });
});

describe('/your-data where the deployment named nobody', () => {
  const blank = Object.fromEntries(Object.keys(namedInDeployment).map((name) => [name, '']));
  const unnamed = stubYourDataPage(blank);

  it('says whom to ask, in words, instead of blanks', async () => {
    unnamed.on('GET /api/sso/personal-data', unauthenticated);
    renderPortal('/your-data');
    await screen.findByRole('link', { name: 'Sign in to see your data' });
    expect(
      whoAnswers().getByText(
        /has not been named here yet. Ask gofy’s support or your brokerage who it is/,
      ),
    ).toBeVisible();
    expect(whoAnswers().getByText(/The encarregado has not been named here yet/)).toBeVisible();
    expect(whoAnswers().queryByText(/CNPJ/)).toBeNull();
    expect(whoAnswers().queryByRole('link')).toBeNull();
  });
});
