import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { resetPostalCodeClient } from '../../../src/api/postal-code';
import { watchNetwork } from '../../support/network-quiet';
import { answerGate, unanswered } from '../../support/stub-server';
import { paulista, se, stubSignUpPage } from './sign-up-fixtures';
import { field, lookupNote, openPage, postalCode } from './sign-up-form';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));
vi.mock('../../../src/config/links', () => import('../../support/mock-config'));

const { stub } = stubSignUpPage();

describe('filling the address from the postal code', () => {
  it('writes the code as 00000-000 while it is typed', async () => {
    const user = await openPage();
    await user.type(postalCode(), '013101');
    expect(postalCode()).toHaveValue('01310-1');
    expect(stub.requests).toHaveLength(0);
  });

  it('looks the address up once the code is complete and fills street, district, city and state', async () => {
    stub.on('GET /api/postal-code/01310100', { body: paulista });
    const user = await openPage();
    await user.type(postalCode(), '01310100');
    await waitFor(() => expect(field('Street')).toHaveValue('Avenida Paulista'));
    expect(field('District')).toHaveValue('Bela Vista');
    expect(field('City')).toHaveValue('São Paulo');
    expect(field('State')).toHaveValue('SP');
    expect(field('Complement (optional)')).toHaveValue('');
    expect(lookupNote()).toHaveTextContent('Address filled in from the postal code.');
    expect(postalCode()).toHaveAccessibleDescription(expect.stringContaining('Address filled in'));
  });

  it('leaves the filled address editable', async () => {
    stub.on('GET /api/postal-code/01310100', { body: paulista });
    const user = await openPage();
    await user.type(postalCode(), '01310100');
    await waitFor(() => expect(field('Street')).toHaveValue('Avenida Paulista'));
    await user.clear(field('Street'));
    await user.type(field('Street'), 'Alameda Santos');
    expect(field('Street')).toHaveValue('Alameda Santos');
  });

  it('takes away what the lookup filled when the code changes, never what was typed', async () => {
    stub.on('GET /api/postal-code/01310100', { body: paulista });
    stub.on('GET /api/postal-code/99999999', {
      status: 404,
      body: { error: { code: 'not_found', message: 'Unknown.' } },
    });
    const user = await openPage();
    await user.type(postalCode(), '01310100');
    await waitFor(() => expect(field('Street')).toHaveValue('Avenida Paulista'));
    await user.clear(field('District'));
    await user.type(field('District'), 'Jardins');
    await user.type(field('Number'), '1000');

    await user.clear(postalCode());
    await user.type(postalCode(), '99999999');
    await waitFor(() => expect(lookupNote()).toHaveTextContent('We do not know this postal code'));
    expect(field('Street')).toHaveValue('');
    expect(field('City')).toHaveValue('');
    expect(field('State')).toHaveValue('');
    expect(field('District')).toHaveValue('Jardins');
    expect(field('Number')).toHaveValue('1000');
    // Something to act on, set apart from the grey hints.
    expect(lookupNote()).toHaveClass('field-warning');
  });

  it('never lets a slow answer for an earlier code overwrite the address of a later one', async () => {
    const earlier = answerGate();
    stub.on('GET /api/postal-code/01310100', { body: paulista, until: earlier.until });
    stub.on('GET /api/postal-code/01001000', { body: se });
    const network = watchNetwork();
    const user = await openPage();
    await user.type(postalCode(), '01310100');
    postalCode().setSelectionRange(0, 9);
    await user.paste('01001-000');
    await waitFor(() => expect(field('Street')).toHaveValue('Praça da Sé'));
    // Once the earlier lookup has been answered or abandoned, the later code's address stays.
    earlier.release();
    await network.settled();
    expect(field('Street')).toHaveValue('Praça da Sé');
    expect(field('District')).toHaveValue('Sé');
  });

  it('keeps what the user typed in a field while the lookup was on its way', async () => {
    const lookup = answerGate();
    stub.on('GET /api/postal-code/01310100', { body: paulista, until: lookup.until });
    const user = await openPage();
    await user.type(postalCode(), '01310100');
    await user.type(field('Street'), 'Rua Augusta');
    lookup.release();
    await waitFor(() => expect(field('District')).toHaveValue('Bela Vista'));
    expect(field('Street')).toHaveValue('Rua Augusta');
  });

  it('forgets a lookup when the code is edited back to incomplete', async () => {
    // The answer comes only after the edit, however slowly the keys are typed.
    const lookup = answerGate();
    stub.on('GET /api/postal-code/01310100', { body: paulista, until: lookup.until });
    const network = watchNetwork();
    const user = await openPage();
    await user.type(postalCode(), '01310100');
    await user.type(postalCode(), '{Backspace}');
    lookup.release();
    await network.settled();
    expect(field('Street')).toHaveValue('');
    expect(lookupNote()).toBeEmptyDOMElement();
  });

  it.each([
    [
      'an unknown code',
      { status: 404, body: { error: { code: 'not_found' } } },
      'We do not know this postal code',
    ],
    ["ViaCEP's way of saying unknown", { body: { erro: true } }, 'We do not know this postal code'],
    ['a failing service', { status: 503, body: '' }, 'We could not look up the address right now'],
    [
      'an answer it cannot read',
      { body: '<html>proxy</html>' },
      'We could not look up the address right now',
    ],
  ])('falls back to typing the address by hand after %s', async (_label, answer, message) => {
    stub.on('GET /api/postal-code/99999999', answer);
    const user = await openPage();
    await user.type(postalCode(), '99999999');
    await waitFor(() => expect(lookupNote()).toHaveTextContent(message));
    expect(field('Street')).toHaveValue('');
    await user.type(field('Street'), 'Rua Nova');
    expect(field('Street')).toHaveValue('Rua Nova');
  });

  it('stops waiting for a slow service and says to type the address', async () => {
    stub.on('GET /api/postal-code/01310100', { body: paulista, until: unanswered });
    resetPostalCodeClient({ timeoutMs: 300 });
    const user = await openPage();
    await user.type(postalCode(), '01310100');
    expect(lookupNote()).toHaveTextContent('Looking up the address…');
    await waitFor(() => expect(lookupNote()).toHaveTextContent('took too long'));
    expect(field('Street')).toHaveValue('');
  });

  it('says it is offline instead of looking up, and lets the address be typed', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = await openPage();
    await user.type(postalCode(), '01310100');
    await waitFor(() => expect(lookupNote()).toHaveTextContent('You are offline'));
    expect(stub.requests).toHaveLength(0);
  });

  it('follows the configured postal-code format', async () => {
    stub.configure({ REACT_APP_POSTAL_CODE_FORMAT: '0000 000' });
    stub.on('GET /api/postal-code/1234567', {
      status: 404,
      body: { error: { code: 'not_found' } },
    });
    const user = await openPage();
    await user.type(postalCode(), '1234567');
    expect(postalCode()).toHaveValue('1234 567');
    await waitFor(() => expect(lookupNote()).toHaveTextContent('We do not know'));
  });
});
