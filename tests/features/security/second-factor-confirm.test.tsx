import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { manualClock } from '../../session/manual-clock';
import { alertsHeard, alertsSeen, hour, refused, stubSecondFactorPage } from './second-factor-page';
import {
  reauthenticated,
  recoveryCodes,
  secondFactorOff,
  secondFactorOn,
  twoStepSection as section,
  signedInProvingWith,
} from './security-page-stubs';

vi.mock('../../../src/config/config', () => import('../../support/mock-config'));

// Turning two-step verification off, or making new recovery codes, wants the second factor
// proven again: a code from the app or a recovery code, asked in place.

const reauthenticatePath = '/api/sso/session/reauthenticate/second-factor';
const { sso, sent, openPage, answerOnAskingCodeToTurnOff, askForCodeToTurnOff } =
  stubSecondFactorPage();

describe('confirming a change to two-step verification with a code', () => {
  it('turns it off after a question and a code, when the SSO wants the second factor again', async () => {
    const user = userEvent.setup();
    answerOnAskingCodeToTurnOff();
    await openPage();
    await user.click(
      await section().findByRole('button', { name: 'Turn off two-step verification' }),
    );
    const question = section().getByRole('group', {
      name: /^Turn off two-step verification\? Signing in will need only your password/,
    });
    expect(within(question).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Turn off' }));

    await section().findByRole('heading', { name: 'Confirm it is you' });
    sso.on(`POST ${reauthenticatePath}`, reauthenticated(['code']));
    sso.on('DELETE /api/sso/second-factor/authenticator', { status: 204 });
    sso.on('GET /api/sso/second-factor', { body: secondFactorOff });
    await user.type(section().getByRole('textbox', { name: 'Code from the app' }), '654321{Enter}');

    expect(await section().findByText('Two-step verification turned off.')).toBeInTheDocument();
    await section().findByText('Two-step verification is off.');
    expect(JSON.parse(sent('POST', reauthenticatePath)[0]?.body ?? '')).toEqual({
      code: '654321',
    });
    expect(sent('DELETE', '/api/sso/second-factor/authenticator')).toHaveLength(2);
  });

  it('says a wrong code is wrong, with the tries left, and turns nothing off', async () => {
    const user = userEvent.setup();
    sso.on(`POST ${reauthenticatePath}`, refused(401, 'invalid_code', { attemptsLeft: 1 }));
    const field = await askForCodeToTurnOff();
    await user.type(field, '111111{Enter}');

    expect(
      await section().findByText(
        'Código incorreto. Digite o código que o aplicativo mostra agora. Resta 1 tentativa antes de bloquearmos os códigos por um tempo, que aumenta a cada bloqueio.',
      ),
    ).toHaveAttribute('role', 'alert');
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(sent('DELETE', '/api/sso/second-factor/authenticator')).toHaveLength(1);
  });

  it('counts a lock of hours down in hours, and takes a code again once it is over', async () => {
    const clock = manualClock();
    const user = userEvent.setup();
    const field = await askForCodeToTurnOff(clock);
    sso.on(`POST ${reauthenticatePath}`, {
      status: 429,
      headers: { 'Retry-After': String(2 * hour) },
      body: { error: { code: 'too_many_codes', message: 'x', retryAfter: 2 * hour } },
    });
    await user.type(field, '111111{Enter}');
    await waitFor(() =>
      expect(alertsSeen()).toEqual(['Muitos códigos incorretos. Tente novamente em 2 horas.']),
    );
    const confirm = section().getByRole('button', { name: 'Confirmar' });
    expect(confirm).toBeDisabled();
    // The code typed is spent: the app shows another by then.
    expect(field).toHaveValue('');

    // Read out once as it began; counted down for the eye.
    act(() => clock.advance((hour + 1) * 1000));
    expect(alertsSeen()).toEqual(['Muitos códigos incorretos. Tente novamente em 1 hora.']);
    expect(alertsHeard()).toEqual(['Muitos códigos incorretos. Tente novamente em 2 horas.']);
    expect(confirm).toBeDisabled();

    act(() => clock.advance((hour - 1) * 1000));
    expect(confirm).toBeEnabled();
    expect(alertsSeen()).toEqual([]);
    await user.type(field, '222222{Enter}');
    await waitFor(() => expect(sent('POST', reauthenticatePath)).toHaveLength(2));
    expect(sent('DELETE', '/api/sso/second-factor/authenticator')).toHaveLength(1);
  });

  it('turns to a recovery code when codes from the app are refused for good', async () => {
    const user = userEvent.setup();
    const field = await askForCodeToTurnOff();
    sso.on(`POST ${reauthenticatePath}`, refused(423, 'codes_blocked'));
    await user.type(field, '222222{Enter}');
    await waitFor(() =>
      expect(alertsSeen()).toEqual([
        'Muitos códigos incorretos seguidos: os códigos do aplicativo não servem mais para entrar na sua conta. Use um dos seus códigos de recuperação; se não tiver mais nenhum, fale com o suporte.',
      ]),
    );
    expect(section().getByRole('textbox', { name: 'Código de recuperação' })).toHaveFocus();
    expect(section().queryByRole('button', { name: 'Usar o código do aplicativo' })).toBeNull();
    expect(sent('DELETE', '/api/sso/second-factor/authenticator')).toHaveLength(1);
  });

  it('makes new recovery codes after a recovery code confirms it', async () => {
    const user = userEvent.setup();
    sso.on('GET /api/sso/second-factor', { body: secondFactorOn });
    sso.on('GET /api/sso/whoami', signedInProvingWith(['code']));
    sso.on(
      'POST /api/sso/second-factor/recovery-codes',
      refused(403, 'recent_second_factor_required'),
    );
    await openPage();
    await user.click(await section().findByRole('button', { name: 'Generate new recovery codes' }));
    await user.click(section().getByRole('button', { name: 'Generate new codes' }));
    await user.click(await section().findByRole('button', { name: 'Use a recovery code instead' }));
    const field = section().getByRole('textbox', { name: 'Recovery code' });
    expect(field).toHaveFocus();
    sso.on(`POST ${reauthenticatePath}`, reauthenticated(['code']));
    sso.on('POST /api/sso/second-factor/recovery-codes', { body: { recoveryCodes } });
    await user.type(field, 'K7M2P-X9Q4R{Enter}');

    expect(await section().findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
    expect(
      screen.getByText('New recovery codes generated: the old ones no longer work.'),
    ).toBeInTheDocument();
    expect(JSON.parse(sent('POST', reauthenticatePath)[0]?.body ?? '')).toEqual({
      recoveryCode: 'K7M2P-X9Q4R',
    });
  });
});
