import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { pasteInto } from '../../support/paste-into';
import { renderPortal } from '../../support/render-portal';

// By label: as a person finds a field, and far cheaper in jsdom than computing every accessible name.
export const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
export const postalCode = () => field('Postal code (CEP)');
export const lookupNote = () =>
  document.getElementById(postalCode().getAttribute('aria-describedby')?.split(' ').at(-1) ?? '');
export const sendButton = () => screen.getByRole('button', { name: 'Send the request' });

export async function openPage() {
  renderPortal('/signup');
  await screen.findByRole('heading', { level: 1, name: 'Ask for a gofy account' });
  return userEvent.setup();
}

// The fields around the one a test is about are pasted, as a person fills them from a
// document: typing 70 keys one by one, each re-rendering the form, took seconds on a loaded
// machine. Typing is tested where it matters (the phone's format, the field checks).
export async function fillAboutYou(user: UserEvent) {
  await pasteInto(user, [
    [field('Your full name'), 'Carla Dias'],
    [field('Email'), 'carla@corretora-dias.example'],
    [field('Phone'), '11987654321'],
    [field('Brokerage name'), 'Dias Corretora de Seguros'],
    [field("Brokerage's CNPJ"), '11222333000181'],
  ]);
}

/** Pastes the postal code `code` and waits for the lookup to fill in `street`. */
export async function fillAddressFrom(user: UserEvent, code: string, street: string) {
  await user.click(postalCode());
  await user.paste(code);
  await waitFor(() => expect(field('Street')).toHaveValue(street));
}
