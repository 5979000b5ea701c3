import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Schemas } from '../../api/contract-types';
import {
  addAuthenticator,
  confirmSecondFactor,
  forgetTrustedDevices,
  getSecondFactor,
  type RecoveryCodeList,
  regenerateRecoveryCodes,
  removeAuthenticator,
  type SecondFactorFailure,
  type SecondFactorStatus,
  startAuthenticatorSetup,
} from '../../api/second-factor-account';
import type { SignedIn } from '../../api/sso-responses';
import { AuthenticatorSetup } from '../../components/authenticator-setup';
import { LiveMessage } from '../../components/live-message';
import { RecoveryCodes } from '../../components/recovery-codes';
import { useI18n } from '../../i18n/i18n-context';
import { useSecurityMessages } from '../../i18n/security-messages';
import { codeFailureText } from './code-failure-text';
import { CodeForm } from './code-form';
import { ReauthForm } from './reauth-form';
import { type SectionRead, useSecuritySection } from './use-security-section';

const readStatus: SectionRead<SecondFactorStatus> = async () => {
  const result = await getSecondFactor();
  return result.ok ? { ok: true, value: result.status } : result;
};

/** The page's fragment for this section (`paths.security.getHref('two-step')`). */
const sectionId = 'two-step';

/** A change that needs the second factor confirmed within the last five minutes. */
type Guarded = 'remove' | 'regenerate';

type Step =
  | { readonly kind: 'view' }
  | { readonly kind: 'ask-remove' }
  /** "Confirm it is you" with the password, before a set-up. */
  | { readonly kind: 'reauth' }
  | { readonly kind: 'setup'; readonly setup: Schemas['AuthenticatorSetup'] }
  | { readonly kind: 'confirm'; readonly change: Guarded }
  | { readonly kind: 'codes'; readonly codes: RecoveryCodeList };

/**
 * Two-step verification on the security page: whether it is on, setting up an authenticator
 * app with its recovery codes, new recovery codes, turning it off, and forgetting the devices
 * that skip the code. Changes the SSO guards with a fresh second factor ask for a code first,
 * then go through.
 */
export function SecondFactorSection({
  signedIn,
  onSessionEnded,
}: {
  readonly signedIn: SignedIn;
  readonly onSessionEnded: () => void;
}) {
  const { t, locale } = useI18n();
  const text = useSecurityMessages();
  const section = useSecuritySection(readStatus, onSessionEnded);
  const { online, note, setNote, sayFailure, disabled, load, run } = section;
  const status = section.state;
  const [step, setStep] = useState<Step>({ kind: 'view' });
  const title = useRef<HTMLHeadingElement>(null);
  const turnOffButton = useRef<HTMLButtonElement>(null);
  const keepOn = useRef<HTMLButtonElement>(null);
  const dates = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }), [locale]);

  // Opened at this section (after a sign-in with a recovery code, to make new ones): once there
  // is something under it, it comes to the top of the window, below the passkeys on a phone,
  // and its heading takes the keyboard. The browser's own jump to the fragment came before the
  // section existed, and focus alone scrolls only until the heading shows, leaving the buttons
  // under it out of sight. jsdom has no scrolling.
  const shown = status !== undefined;
  useEffect(() => {
    if (!shown || window.location.hash !== `#${sectionId}`) return;
    title.current?.scrollIntoView?.({ block: 'start' });
    title.current?.focus({ preventScroll: true });
  }, [shown]);

  /**
   * Shows `next`, then gives the keyboard to what should have it there, or to the section's
   * heading where that is not shown (the turn-off button of an account whose company now
   * requires the second factor).
   */
  const goTo = (next: Step, focus: RefObject<HTMLElement | null> = title) => {
    flushSync(() => setStep(next));
    (focus.current ?? title.current)?.focus();
  };

  /** What every change may answer; true when the failure was taken care of. */
  const handled = (failure: SecondFactorFailure, retry?: Guarded): boolean => {
    if (failure.kind === 'unauthenticated') {
      onSessionEnded();
      return true;
    }
    if (failure.kind === 'recent_sign_in_required') {
      setStep({ kind: 'reauth' });
      return true;
    }
    if (failure.kind === 'recent_second_factor_required' && retry) {
      goTo({ kind: 'confirm', change: retry });
      return true;
    }
    if (failure.kind === 'authenticator_exists' || failure.kind === 'no_authenticator') {
      // Changed on another device meanwhile: show it as it is now.
      goTo({ kind: 'view' });
      load();
      return true;
    }
    if (failure.kind === 'second_factor_required') {
      setNote({ tone: 'error', text: text('twoStep.required') });
      load();
      return true;
    }
    return false;
  };

  const startSetup = async () => {
    const result = await run(startAuthenticatorSetup);
    if (result.ok) goTo({ kind: 'setup', setup: result.setup });
    else if (!handled(result.failure)) sayFailure(result.failure);
  };

  const turnOn = async (code: string): Promise<string | undefined> => {
    const result = await addAuthenticator(code);
    if (result.ok) {
      setNote({ tone: 'info', text: text('twoStep.added') });
      goTo({ kind: 'codes', codes: result.recoveryCodes });
      load();
      return undefined;
    }
    if (result.failure.kind === 'authenticator_setup_expired') {
      goTo({ kind: 'view' });
      setNote({ tone: 'error', text: text('twoStep.setupExpired') });
      return undefined;
    }
    if (result.failure.kind !== 'invalid_code' && handled(result.failure)) return undefined;
    return codeFailureText(result.failure, text, t, locale);
  };

  const remove = async () => {
    const result = await run(removeAuthenticator);
    if (result.ok) {
      goTo({ kind: 'view' });
      setNote({ tone: 'info', text: text('twoStep.turnedOff') });
      load();
    } else if (!handled(result.failure, 'remove')) {
      sayFailure(result.failure);
    }
  };

  const regenerate = async () => {
    const result = await run(regenerateRecoveryCodes);
    if (result.ok) {
      setNote({ tone: 'info', text: text('twoStep.newCodesDone') });
      goTo({ kind: 'codes', codes: result.recoveryCodes });
      load();
    } else if (!handled(result.failure, 'regenerate')) {
      sayFailure(result.failure);
    }
  };

  const forgetDevices = async () => {
    const result = await run(forgetTrustedDevices);
    if (result.ok) {
      setNote({ tone: 'info', text: text('twoStep.devicesForgotten') });
      // The button goes once no device skips the code: the keyboard waits on the section's
      // heading, above the note, rather than falling to the top of the page.
      title.current?.focus();
      load();
    } else if (!handled(result.failure)) {
      sayFailure(result.failure);
    }
  };

  const confirmed = async (change: Guarded, proof: Parameters<typeof confirmSecondFactor>[0]) => {
    const result = await confirmSecondFactor(proof);
    if (result.ok) {
      goTo({ kind: 'view' });
      if (change === 'remove') await remove();
      else await regenerate();
      return undefined;
    }
    if (result.failure.kind !== 'invalid_code' && handled(result.failure)) return undefined;
    return codeFailureText(result.failure, text, t, locale);
  };

  const cancel = () => goTo({ kind: 'view' });

  // What is on, as a list where there is more than one thing to say (a single bullet for "off"
  // read as a list of one).
  const facts = status
    ? [
        status.authenticator
          ? text('twoStep.on', { date: dates.format(status.authenticator.addedAt) })
          : text('twoStep.off'),
        ...(status.authenticator
          ? [
              status.recoveryCodesLeft === 0
                ? text('twoStep.noCodesLeft')
                : text('twoStep.codesLeft', { count: status.recoveryCodesLeft }),
            ]
          : []),
        ...(status.authenticator && status.trustedDevices > 0
          ? [text('twoStep.trustedDevices', { count: status.trustedDevices })]
          : []),
        ...(status.required ? [text('twoStep.required')] : []),
      ]
    : [];

  return (
    <section id={sectionId} className="security-section" aria-labelledby="two-step-title">
      <h2 id="two-step-title" ref={title} tabIndex={-1}>
        {text('twoStep.title')}
      </h2>
      <p className="lead">{text('twoStep.intro')}</p>
      <LiveMessage tone="info">{note?.tone === 'info' ? note.text : undefined}</LiveMessage>
      <LiveMessage tone="error">{note?.tone === 'error' ? note.text : undefined}</LiveMessage>
      {step.kind === 'reauth' && (
        <ReauthForm
          email={signedIn.user.email}
          remembered={signedIn.session.remembered}
          text={text}
          body={text('security.reauth.bodySecondFactor')}
          onCancel={cancel}
          onConfirmed={() => {
            goTo({ kind: 'view' });
            startSetup();
          }}
        />
      )}
      {step.kind === 'setup' && (
        <div className="second-factor-step">
          <h3>{text('twoStep.setupTitle')}</h3>
          <AuthenticatorSetup {...step.setup} />
          <p>{text('twoStep.setupCode')}</p>
          <CodeForm
            text={text}
            submitLabel={text('twoStep.turnOn')}
            allowRecoveryCode={false}
            onSubmit={(proof) => turnOn('code' in proof ? proof.code : '')}
            onCancel={cancel}
          />
        </div>
      )}
      {step.kind === 'confirm' && (
        <div className="second-factor-step">
          <h3>{text('twoStep.confirmTitle')}</h3>
          <p>{text('twoStep.confirmBody')}</p>
          <CodeForm
            text={text}
            submitLabel={text('twoStep.confirm')}
            allowRecoveryCode
            onSubmit={(proof) => confirmed(step.change, proof)}
            onCancel={cancel}
          />
        </div>
      )}
      {step.kind === 'codes' && (
        <RecoveryCodes
          codes={step.codes}
          email={signedIn.user.email}
          headingLevel={3}
          onDone={() => goTo({ kind: 'view' })}
        />
      )}
      {(step.kind === 'view' || step.kind === 'ask-remove') &&
        (status === undefined ? (
          online && <p role="status">{text('twoStep.loading')}</p>
        ) : (
          <>
            {facts.length === 1 ? (
              <p>{facts[0]}</p>
            ) : (
              <ul className="second-factor-facts">
                {facts.map((fact) => (
                  <li key={fact}>{fact}</li>
                ))}
              </ul>
            )}
            {step.kind === 'ask-remove' ? (
              // Named by its question, read as focus lands on the choice that loses nothing.
              <fieldset className="passkey-remove">
                <legend>{text('twoStep.turnOffConfirm')}</legend>
                <div className="security-actions">
                  <button
                    type="button"
                    className="button button-primary"
                    disabled={disabled}
                    onClick={remove}
                  >
                    {text('twoStep.turnOffYes')}
                  </button>
                  <button
                    ref={keepOn}
                    type="button"
                    className="button button-secondary"
                    onClick={() => goTo({ kind: 'view' }, turnOffButton)}
                  >
                    {text('security.cancel')}
                  </button>
                </div>
              </fieldset>
            ) : status.authenticator ? (
              <div className="security-actions">
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={disabled}
                  onClick={regenerate}
                >
                  {text('twoStep.newCodes')}
                </button>
                {status.trustedDevices > 0 && (
                  <button
                    type="button"
                    className="button button-secondary"
                    disabled={disabled}
                    onClick={forgetDevices}
                  >
                    {text('twoStep.forgetDevices')}
                  </button>
                )}
                {!status.required && (
                  <button
                    ref={turnOffButton}
                    type="button"
                    className="button button-secondary"
                    disabled={disabled}
                    onClick={() => goTo({ kind: 'ask-remove' }, keepOn)}
                  >
                    {text('twoStep.turnOff')}
                  </button>
                )}
              </div>
            ) : (
              <button
                type="button"
                className="button button-primary"
                disabled={disabled}
                onClick={startSetup}
              >
                {text('twoStep.setUp')}
              </button>
            )}
          </>
        ))}
    </section>
  );
}
