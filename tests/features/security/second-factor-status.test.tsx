import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerGate } from '../../support/stub-server';
import { stubSecondFactorPage } from './second-factor-page';
import { secondFactorOn, twoStepSection as section } from './security-page-stubs';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));

const { sso, sent, openPage } = stubSecondFactorPage();

describe('the page opened at two-step verification', () => {
  afterEach(() => {
    history.replaceState(null, '', '/');
  });

  // Where the code step sends a broker who used a recovery code, to make new ones: on a phone
  // the section is below the passkeys.
  it('gives the keyboard to its heading once it shows what is on', async () => {
    const answer = answerGate();
    sso.on('GET /api/sso/second-factor', { body: secondFactorOn, until: answer.until });
    history.replaceState(null, '', '/security#two-step');
    await openPage();
    await section().findByText('Loading your two-step verification…');
    const heading = screen.getByRole('heading', { name: 'Two-step verification' });
    expect(heading).not.toHaveFocus();
    answer.release();
    await section().findByRole('button', { name: 'Generate new recovery codes' });
    // Moved once the section has shown it, in the effect that follows.
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('leaves the keyboard on the page’s heading when opened without the fragment', async () => {
    history.replaceState(null, '', '/security');
    await openPage();
    await section().findByText('Two-step verification is off.');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign-in and security' })).toHaveFocus();
  });
});

describe('what two-step verification at /security says is on', () => {
  it('asks for a code again on every device when the user wants', async () => {
    const user = userEvent.setup();
    sso.on('GET /api/sso/second-factor', { body: secondFactorOn });
    sso.on('DELETE /api/sso/second-factor/trusted-devices', { status: 204 });
    await openPage();
    expect(
      await section().findByText("2 trusted devices won't ask for a code."),
    ).toBeInTheDocument();
    sso.on('GET /api/sso/second-factor', { body: { ...secondFactorOn, trustedDevices: 0 } });
    await user.click(
      section().getByRole('button', { name: 'Ask for a code again on every device' }),
    );
    expect(
      await section().findByText('Every device will ask for a code at its next sign-in.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(section().queryByText("2 trusted devices won't ask for a code.")).toBeNull(),
    );
    expect(
      section().queryByRole('button', { name: 'Ask for a code again on every device' }),
    ).toBeNull();
    expect(screen.getByRole('heading', { name: 'Two-step verification' })).toHaveFocus();
    expect(sent('DELETE', '/api/sso/second-factor/trusted-devices')).toHaveLength(1);
  });

  it('offers no way to turn it off when the company requires it, and says why', async () => {
    sso.on('GET /api/sso/second-factor', { body: { ...secondFactorOn, required: true } });
    await openPage('pt-BR');
    expect(
      await section().findByText(
        'Sua empresa exige a verificação em duas etapas nesta conta, por isso ela não pode ser desativada.',
      ),
    ).toBeInTheDocument();
    expect(section().getByText('Restam 8 códigos de recuperação.')).toBeInTheDocument();
    expect(section().queryByRole('button', { name: /Desativar/ })).toBeNull();
    expect(
      section().getByRole('button', { name: 'Gerar novos códigos de recuperação' }),
    ).toBeInTheDocument();
  });
});
