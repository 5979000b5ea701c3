import { type ReactNode, type Ref, useMemo } from 'react';
import type { SecondFactorStatus } from '../../api/second-factor-account';
import { useI18n } from '../../i18n/i18n-context';
import type { SecurityTranslate } from '../../i18n/security-messages';
import { ConfirmQuestion } from './confirm-question';

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

/** The questions asked before a change that cannot be taken back, and their "yes". */
const questions = {
  'turn-off': { question: 'twoStep.turnOffConfirm', yes: 'twoStep.turnOffYes' },
  // New codes void the ones the user has, perhaps printed and put away.
  'new-codes': { question: 'twoStep.newCodesConfirm', yes: 'twoStep.newCodesYes' },
} as const;

/**
 * Two-step verification as it is, and what can be done with it: set it up, or make new
 * recovery codes and turn it off (each after a question, `asking`, in place of the buttons),
 * and ask for a code again on every device. What each does is the section's
 * (`second-factor-section.tsx`).
 */
export function SecondFactorSummary({
  status,
  text,
  disabled,
  asking,
  newCodesButton,
  turnOffButton,
  cancelButton,
  onSetUp,
  onAskNewCodes,
  onForgetDevices,
  onAskTurnOff,
  onConfirm,
  onCancel,
}: {
  readonly status: SecondFactorStatus;
  readonly text: SecurityTranslate;
  /** A change is on its way, or the device is offline. */
  readonly disabled: boolean;
  /** The question asked, if any. */
  readonly asking: keyof typeof questions | undefined;
  /** The buttons that ask, where the keyboard goes back when their question is put away. */
  readonly newCodesButton: Ref<HTMLButtonElement>;
  readonly turnOffButton: Ref<HTMLButtonElement>;
  /** The question's Cancel, where the keyboard goes as it is asked. */
  readonly cancelButton: Ref<HTMLButtonElement>;
  readonly onSetUp: () => void;
  readonly onAskNewCodes: () => void;
  readonly onForgetDevices: () => void;
  readonly onAskTurnOff: () => void;
  /** The question is answered "yes", or "no" (Cancel, Escape). */
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}) {
  const { locale } = useI18n();
  const dates = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }), [locale]);
  // A list where there is more than one thing to say: a single bullet for "off" reads as a
  // list of one.
  const said = facts(status, text, (at) => dates.format(at));
  let actions: ReactNode;
  if (asking) {
    actions = (
      <ConfirmQuestion
        question={text(questions[asking].question)}
        confirm={text(questions[asking].yes)}
        cancel={text('security.cancel')}
        disabled={disabled}
        cancelRef={cancelButton}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    );
  } else if (status.authenticator) {
    actions = (
      <div className="security-actions">
        <ActionButton buttonRef={newCodesButton} disabled={disabled} onClick={onAskNewCodes}>
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
