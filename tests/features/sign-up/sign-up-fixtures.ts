import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, expect, vi } from 'vitest';
import postalCodes from '../../../dev-server/data/postal-codes.json';
import { SignUpPage } from '../../../src/app/lazy-pages';
import { compilePagesFirst } from '../../support/page-code';
import { renderPortal } from '../../support/render-portal';
import { stubServices } from '../../support/stub-services';

/** What the postal-code service answers for `cep`, from the local service's own data set. */
function addressAt(cep: string) {
  const address = postalCodes.find((entry) => entry.cep === cep);
  if (!address) throw new Error(`No address at ${cep} in the local service's data set.`);
  return address;
}
export const paulista = addressAt('01310-100');
export const se = addressAt('01001-000');

// By label: as a person finds a field, and far cheaper in jsdom than computing every accessible name.
export const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
export const postalCode = () => field('Postal code (CEP)');
export const lookupNote = () =>
  document.getElementById(postalCode().getAttribute('aria-describedby')?.split(' ').at(-1) ?? '');
export const sendButton = () => screen.getByRole('button', { name: 'Send the request' });

/**
 * The SSO and the postal-code service stubbed for a test file about /signup. Call at the top of
 * the file.
 */
export function stubSignUpPage() {
  compilePagesFirst(SignUpPage);
  const stub = stubServices(['sso', 'postal-code']);
  afterEach(() => {
    vi.restoreAllMocks();
  });
  const signUps = () => stub.requests.filter((request) => request.path === '/api/sso/signup');
  return { stub, signUps };
}

export async function openPage() {
  renderPortal('/signup');
  await screen.findByRole('heading', { level: 1, name: 'Ask for a gofy account' });
  return userEvent.setup();
}

// The fields around the one a test is about are pasted, as a person fills them from a
// document: typing 70 keys one by one, each re-rendering the form, took seconds on a loaded
// machine. Typing is tested where it matters (the phone's format, the field checks).
export async function fillAboutYou(user: UserEvent) {
  for (const [label, value] of [
    ['Your full name', 'Carla Dias'],
    ['Email', 'carla@corretora-dias.example'],
    ['Phone', '11987654321'],
    ['Brokerage name', 'Dias Corretora de Seguros'],
    ["Brokerage's CNPJ", '11222333000181'],
  ] as const) {
    await user.click(field(label));
    await user.paste(value);
  }
}

/** Pastes the postal code `code` and waits for the lookup to fill in `street`. */
export async function fillAddressFrom(user: UserEvent, code: string, street: string) {
  await user.click(postalCode());
  await user.paste(code);
  await waitFor(() => expect(field('Street')).toHaveValue(street));
}
