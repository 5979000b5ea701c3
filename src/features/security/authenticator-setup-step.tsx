import type { Schemas } from '../../api/contract-types';
import {
  addAuthenticator,
  type RecoveryCodeList,
  type SecondFactorFailure,
} from '../../api/second-factor-account';
import { AuthenticatorSetup } from '../../components/authenticator-setup';
import type { SecurityTranslate } from '../../i18n/security-messages';
import { SecurityCodeForm } from './security-code-form';

/**
 * Adding an authenticator app: its key as a QR code and as text, then the first code it shows,
 * which turns two-step verification on and brings the recovery codes.
 */
export function AuthenticatorSetupStep({
  setup,
  text,
  onAdded,
  onExpired,
  onFailure,
  onCancel,
}: {
  readonly setup: Schemas['AuthenticatorSetup'];
  readonly text: SecurityTranslate;
  readonly onAdded: (recoveryCodes: RecoveryCodeList) => void;
  /** The SSO keeps a set-up ten minutes: it starts again. */
  readonly onExpired: () => void;
  /** Any other failure that is not about the code. */
  readonly onFailure: (failure: SecondFactorFailure) => void;
  readonly onCancel: () => void;
}) {
  return (
    <div className="second-factor-step">
      <h3>{text('twoStep.setupTitle')}</h3>
      <AuthenticatorSetup {...setup} />
      <p>{text('twoStep.setupCode')}</p>
      <SecurityCodeForm
        text={text}
        submitLabel={text('twoStep.turnOn')}
        allowRecoveryCode={false}
        send={(proof) => addAuthenticator('code' in proof ? proof.code : '')}
        onConfirmed={(result) => onAdded(result.recoveryCodes)}
        onFailure={(failure) => {
          if (failure.kind === 'authenticator_setup_expired') onExpired();
          else onFailure(failure);
        }}
        onCancel={onCancel}
      />
    </div>
  );
}
