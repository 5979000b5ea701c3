import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../support/render-portal';
import {
  recoveryCodes,
  secondFactorOn,
  stubSecurityPage,
  twoStepSection,
} from './security-page-stubs';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));

// New recovery codes void the ones the broker has, perhaps printed and put away: the page
// asks first, and says so, before making them.

const section = twoStepSection;
const regenerations = () =>
  sso.requests.filter((request) => request.path === '/api/sso/second-factor/recovery-codes');
const question = 'Generate new recovery codes? The ones you have now will stop working at once.';

const sso = stubSecurityPage({ secondFactor: { body: { ...secondFactorOn, trustedDevices: 0 } } });

beforeEach(() => {
  sso.on('POST /api/sso/second-factor/recovery-codes', { body: { recoveryCodes } });
});

/** The page in `locale`, with the keyboard on the button that makes new codes. */
async function newCodesButton(locale: 'en' | 'pt-BR' = 'en') {
  renderPortal('/security', { locale });
  const name =
    locale === 'en' ? 'Generate new recovery codes' : 'Gerar novos códigos de recuperação';
  const button = await screen.findByRole('button', { name });
  act(() => button.focus());
}

/** The question asked by pressing Enter on the button that makes new codes. */
async function askQuestion(locale: 'en' | 'pt-BR' = 'en') {
  const user = userEvent.setup();
  await newCodesButton(locale);
  await user.keyboard('{Enter}');
  return user;
}

/** The question put away: no new codes, and the keyboard back on the button that asked. */
function expectQuestionPutAway() {
  expect(section().queryByRole('group', { name: question })).not.toBeInTheDocument();
  expect(section().getByRole('button', { name: 'Generate new recovery codes' })).toHaveFocus();
  expect(regenerations()).toHaveLength(0);
}

describe('new recovery codes', () => {
  it('are made only once the question that says the old ones stop working is answered', async () => {
    const user = await askQuestion();

    // The keyboard lands in the question, on the choice that loses nothing.
    const group = section().getByRole('group', { name: question });
    expect(within(group).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(regenerations()).toHaveLength(0);

    await user.click(within(group).getByRole('button', { name: 'Generate new codes' }));
    expect(await section().findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
    expect(regenerations()).toHaveLength(1);
    expect(
      screen.getByText('New recovery codes generated: the old ones no longer work.'),
    ).toBeInTheDocument();
  });

  it('are not made on Cancel, and the keyboard goes back to the button', async () => {
    const user = await askQuestion();
    expect(section().getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expectQuestionPutAway();
  });

  it('are not made on Escape, which puts the question away as Cancel does', async () => {
    const user = await askQuestion();
    // From "yes" too: Escape answers the question wherever the keyboard is in it.
    await user.tab({ shift: true });
    expect(section().getByRole('button', { name: 'Generate new codes' })).toHaveFocus();
    await user.keyboard('{Escape}');

    expectQuestionPutAway();
  });

  it('are asked for as a Brazilian would ask', async () => {
    await askQuestion('pt-BR');
    const group = section().getByRole('group', {
      name: 'Gerar novos códigos de recuperação? Os códigos que você tem agora vão parar de funcionar na hora.',
    });
    expect(within(group).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    expect(within(group).getByRole('button', { name: 'Gerar novos códigos' })).toBeEnabled();
  });
});
