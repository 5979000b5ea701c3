import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../support/render-portal';
import { stubSignUpPage } from './sign-up-fixtures';
import { field, openPage, postalCode, sendButton } from './sign-up-form';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));
vi.mock('../../../src/config/links', () => import('../../support/mock-config'));

const { stub, signUps } = stubSignUpPage();

describe('checking the fields', () => {
  it('names every missing field on submit and focuses the first, without a request', async () => {
    const user = await openPage();
    await user.click(sendButton());
    expect(field('Your full name')).toHaveFocus();
    expect(field('Your full name')).toHaveAccessibleDescription('Enter your name.');
    expect(field('Email')).toHaveAccessibleDescription('Enter your email address.');
    expect(field('Phone')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a phone number.'),
    );
    expect(field('Postal code (CEP)')).toHaveAccessibleDescription(
      expect.stringContaining('Enter the postal code.'),
    );
    expect(field('Number')).toHaveAccessibleDescription(
      expect.stringContaining('Enter the number, or s/n if there is none.'),
    );
    expect(field("Brokerage's CNPJ")).toHaveAccessibleDescription(
      expect.stringContaining("Enter the brokerage's CNPJ."),
    );
    expect(field('Complement (optional)')).toBeValid();
    expect(field('SUSEP registration (optional)')).toBeValid();
    expect(signUps()).toHaveLength(0);
  });

  it('writes a CNPJ as it is printed when the user leaves it, letters in capitals', async () => {
    const user = await openPage();
    await user.click(field("Brokerage's CNPJ"));
    await user.paste('12abc34501de35');
    await user.tab();
    expect(field("Brokerage's CNPJ")).toHaveValue('12.ABC.345/01DE-35');
    expect(field("Brokerage's CNPJ")).toBeValid();
  });

  it.each([
    ['11.222.333/0001-82', 'This CNPJ is not valid. Check what you typed.'],
    ['11.222.333/0001', 'A CNPJ has 14 characters, such as 11.222.333/0001-81.'],
  ])('flags the CNPJ %s when the user leaves it, and keeps it as typed', async (typed, problem) => {
    const user = await openPage();
    await user.click(field("Brokerage's CNPJ"));
    await user.paste(typed);
    await user.tab();
    expect(field("Brokerage's CNPJ")).toHaveValue(typed);
    expect(field("Brokerage's CNPJ")).toHaveAccessibleDescription(expect.stringContaining(problem));
  });

  it('flags a SUSEP registration that is not a number', async () => {
    const user = await openPage();
    await user.click(field('SUSEP registration (optional)'));
    await user.paste('pending');
    await user.tab();
    expect(field('SUSEP registration (optional)')).toHaveAccessibleDescription(
      expect.stringContaining('Enter only the digits of the SUSEP registration'),
    );
  });

  it('says what the data is for above the button, linking to the privacy policy in a new tab', async () => {
    await openPage();
    const link = screen.getByRole('link', { name: 'Privacy Policy (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://gofy.example/privacidade');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    const notice = link.closest('p');
    expect(notice).toHaveTextContent('We use these details only to review your request');
    // Read just before the button that sends them.
    expect(notice?.compareDocumentPosition(sendButton())).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('still says what the data is for where no privacy policy is configured', async () => {
    stub.configure({ REACT_APP_PRIVACY_URL: '' });
    await openPage();
    expect(screen.getByText(/We use these details only/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Privacy Policy/ })).toBeNull();
  });

  it('writes a phone number in the usual way when the user leaves it', async () => {
    const user = await openPage();
    await user.type(field('Phone'), '+55 11 987654321');
    await user.tab();
    expect(field('Phone')).toHaveValue('(11) 98765-4321');
    expect(field('Phone')).toBeValid();
  });

  it('flags a phone number that is not Brazilian when the user leaves it', async () => {
    const user = await openPage();
    await user.type(field('Phone'), '98765-4321');
    await user.tab();
    expect(field('Phone')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a Brazilian phone number with its area code'),
    );
  });

  it('flags an incomplete postal code when the user leaves it', async () => {
    const user = await openPage();
    await user.type(field('Postal code (CEP)'), '0131');
    await user.tab();
    expect(postalCode()).toHaveAccessibleDescription(
      expect.stringContaining('Enter the 8 digits of the postal code, such as 01310-100.'),
    );
  });

  it('offers the 27 states to choose from, rather than letters to type', async () => {
    await openPage();
    const state = screen.getByRole('combobox', { name: 'State' });
    const options = within(state).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(
      expect.arrayContaining(['Choose…', 'SP – São Paulo', 'DF – Distrito Federal']),
    );
    expect(options).toHaveLength(28);
    expect(state).toHaveValue('');
  });
});

describe('in Portuguese', () => {
  it('speaks pt-BR', async () => {
    renderPortal('/signup', { locale: 'pt-BR' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Solicitar acesso ao gofy' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'CEP' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Endereço do escritório' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'CNPJ da corretora' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Registro SUSEP (opcional)' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Política de Privacidade (abre em nova aba)' }),
    ).toBeInTheDocument();
  });
});
