import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import type { ManualClock } from '../../session/manual-clock';
import { seenText, spokenText } from '../../support/live-region';
import { renderPortal } from '../../support/render-portal';
import {
  secondFactorOn,
  signedInProvingWith,
  stubSecurityPage,
  twoStepSection,
} from './security-page-stubs';

export const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
/** What the SSO answers when an authenticator app's set-up starts. */
export const setup = {
  secret,
  otpauthUri: `otpauth://totp/gofy:ana.souza%40gofy.example?secret=${secret}&issuer=gofy`,
};
export const refused = (status: number, code: string, extra: object = {}) => ({
  status,
  body: { error: { code, message: code, ...extra } },
});
export const hour = 60 * 60;

/** The section's alerts as they are seen: a countdown's words for the eye. */
export const alertsSeen = () =>
  twoStepSection().getAllByRole('alert').map(seenText).filter(Boolean);
/** The section's alerts as a screen reader has them: a wait as it was when it began. */
export const alertsHeard = () =>
  twoStepSection().getAllByRole('alert').map(spokenText).filter(Boolean);

/**
 * /security with its SSO stubbed, for tests of two-step verification: off, no passkeys and no
 * other devices until a test answers otherwise. Call at the top of a test file.
 */
export function stubSecondFactorPage() {
  const sso = stubSecurityPage();

  afterEach(() => {
    vi.restoreAllMocks();
  });

  const sent = (method: string, path: string) =>
    sso.requests.filter((request) => request.method === method && request.path === path);

  /** The page in `locale`, once its two-step verification part is there. */
  async function openPage(locale: 'en' | 'pt-BR' = 'en', clock?: ManualClock) {
    const view = renderPortal('/security', { locale, ...(clock ? { clock } : {}) });
    await screen.findByRole('region', {
      name: locale === 'en' ? 'Two-step verification' : 'Verificação em duas etapas',
    });
    return view;
  }

  /** Two-step verification on, and turning it off wants a code first. */
  function answerOnAskingCodeToTurnOff() {
    sso.on('GET /api/sso/second-factor', { body: secondFactorOn });
    // The account's strongest way to prove it again is its authenticator's code.
    sso.on('GET /api/sso/whoami', signedInProvingWith(['code']));
    sso.on(
      'DELETE /api/sso/second-factor/authenticator',
      refused(403, 'recent_second_factor_required'),
    );
  }

  /**
   * In Portuguese, two-step verification on, turned off after a question: its code is asked.
   * Returns the field for the code.
   */
  async function askForCodeToTurnOff(clock?: ManualClock) {
    const user = userEvent.setup();
    answerOnAskingCodeToTurnOff();
    await openPage('pt-BR', clock);
    await user.click(
      await twoStepSection().findByRole('button', {
        name: 'Desativar a verificação em duas etapas',
      }),
    );
    await user.click(twoStepSection().getByRole('button', { name: 'Desativar' }));
    return twoStepSection().findByRole('textbox', { name: 'Código do aplicativo' });
  }

  return { sso, sent, openPage, answerOnAskingCodeToTurnOff, askForCodeToTurnOff };
}
