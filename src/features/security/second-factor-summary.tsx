import { type ReactNode, type Ref, useMemo } from 'react';
import type { SecondFactorStatus } from '../../api/second-factor-account';
import { useI18n } from '../../i18n/i18n-context';
import type { SecurityTranslate } from '../../i18n/security-messages';

/** A button of the section: held back with the others while a change is on its way. */
function ActionButton({
  primary = false,
  disabled,
  buttonRef,
  onClick,
  children,
}: {
  readonly primary?: boolean;
  readonly disabled?: boolean;
  readonly buttonRef?: Ref<HTMLButtonElement>;
  readonly onClick: () => void;
  readonly children: ReactNode;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      className={primary ? 'button button-primary' : 'button button-secondary'}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** What two-step verification is now, as sentences: one alone, or a list where there are more. */
function facts(status: SecondFactorStatus, text: SecurityTranslate, date: (at: Date) => string) {
  const { authenticator } = status;
  const said = [
    authenticator ? text('twoStep.on', { date: date(authenticator.addedAt) }) : text('twoStep.off'),
  ];
  if (authenticator) {
    said.push(
      status.recoveryCodesLeft === 0
        ? text('twoStep.noCodesLeft')
        : text('twoStep.codesLeft', { count: status.recoveryCodesLeft }),
    );
    if (status.trustedDevices > 0) {
      said.push(text('twoStep.trustedDevices', { count: status.trustedDevices }));
    }
  }
  if (status.required) said.push(text('twoStep.required'));
  return said;
}

/**
 * Two-step verification as it is, and what can be done with it: set it up, or make new
 * recovery codes, ask for a code again on every device and turn it off (after a question,
 * `asking`). What each does is the section's (`second-factor-section.tsx`).
 */
export function SecondFactorSummary({
  status,
  text,
  disabled,
  asking,
  turnOffButton,
  keepOnButton,
  onSetUp,
  onNewCodes,
  onForgetDevices,
  onAskTurnOff,
  onTurnOff,
  onKeepOn,
}: {
  readonly status: SecondFactorStatus;
  readonly text: SecurityTranslate;
  /** A change is on its way, or the device is offline. */
  readonly disabled: boolean;
  /** "Turn off two-step verification?" is asked. */
  readonly asking: boolean;
  readonly turnOffButton: Ref<HTMLButtonElement>;
  readonly keepOnButton: Ref<HTMLButtonElement>;
  readonly onSetUp: () => void;
  readonly onNewCodes: () => void;
  readonly onForgetDevices: () => void;
  readonly onAskTurnOff: () => void;
  readonly onTurnOff: () => void;
  readonly onKeepOn: () => void;
}) {
  const { locale } = useI18n();
  const dates = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }), [locale]);
  // A list where there is more than one thing to say: a single bullet for "off" reads as a
  // list of one.
  const said = facts(status, text, (at) => dates.format(at));
  let actions: ReactNode;
  if (asking) {
    actions = (
      // Named by its question, read as focus lands on the choice that loses nothing.
      <fieldset className="passkey-remove">
        <legend>{text('twoStep.turnOffConfirm')}</legend>
        <div className="security-actions">
          <ActionButton primary disabled={disabled} onClick={onTurnOff}>
            {text('twoStep.turnOffYes')}
          </ActionButton>
          <ActionButton buttonRef={keepOnButton} onClick={onKeepOn}>
            {text('security.cancel')}
          </ActionButton>
        </div>
      </fieldset>
    );
  } else if (status.authenticator) {
    actions = (
      <div className="security-actions">
        <ActionButton disabled={disabled} onClick={onNewCodes}>
          {text('twoStep.newCodes')}
        </ActionButton>
        {status.trustedDevices > 0 && (
          <ActionButton disabled={disabled} onClick={onForgetDevices}>
            {text('twoStep.forgetDevices')}
          </ActionButton>
        )}
        {!status.required && (
          <ActionButton buttonRef={turnOffButton} disabled={disabled} onClick={onAskTurnOff}>
            {text('twoStep.turnOff')}
          </ActionButton>
        )}
      </div>
    );
  } else {
    actions = (
      <ActionButton primary disabled={disabled} onClick={onSetUp}>
        {text('twoStep.setUp')}
      </ActionButton>
    );
  }
  return (
    <>
      {said.length === 1 ? (
        <p>{said[0]}</p>
      ) : (
        <ul className="second-factor-facts">
          {said.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      )}
      {actions}
    </>
  );
}
