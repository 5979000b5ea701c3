import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../support/render-portal';
import { carla, mendes, stubChoice } from './choice-stub';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));

const stub = stubChoice();

/** `count` brokerages, the n-th with CNPJ branch 000n. */
function many(count: number) {
  return Array.from({ length: count }, (_, n) => ({
    ...mendes,
    id: `corretora-${n + 1}`,
    name: n === 4 ? 'Seguradora São João' : `Corretora ${n + 1}`,
    cnpj: `${String(10 + n)}.***.***/000${n + 1}-00`,
  }));
}

const buttons = () =>
  within(screen.getByRole('list', { name: 'Your brokerages' })).queryAllByRole('button');

describe('searching the brokerages', () => {
  it('is offered from nine brokerages on, not for eight', async () => {
    stub.on('GET /api/sso/whoami', { body: carla(many(8)) });
    renderPortal('/choose-brokerage');
    await screen.findByRole('list', { name: 'Your brokerages' });
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('filters by name, ignoring accents and case, and says how many are left', async () => {
    stub.on('GET /api/sso/whoami', { body: carla(many(9)) });
    renderPortal('/choose-brokerage');
    const search = await screen.findByRole('searchbox', { name: 'Search by name or CNPJ' });
    await userEvent.type(search, 'sao joao');
    expect(
      buttons().map(
        (b) => b.getAttribute('aria-labelledby') && b.querySelector('.choice-name')?.textContent,
      ),
    ).toEqual(['Seguradora São João']);
    expect(screen.getByText('1 brokerage')).toHaveRole('status');
  });

  it('filters by the CNPJ’s digits, as typed with or without its punctuation', async () => {
    stub.on('GET /api/sso/whoami', { body: carla(many(9)) });
    renderPortal('/choose-brokerage');
    const search = await screen.findByRole('searchbox');
    await userEvent.type(search, '/0003');
    expect(buttons()).toHaveLength(1);
    expect(buttons()[0]).toHaveAccessibleName('Corretora 3');
  });

  it('says when nothing matches', async () => {
    stub.on('GET /api/sso/whoami', { body: carla(many(12)) });
    renderPortal('/choose-brokerage');
    await userEvent.type(await screen.findByRole('searchbox'), 'zz');
    expect(buttons()).toHaveLength(0);
    expect(screen.getByText('No brokerage matches “zz”.')).toHaveRole('status');
  });
});
