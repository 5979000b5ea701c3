import type { SecondFactorProof } from '../../api/second-factor-account';
import { CodeForm } from '../../components/code-form';
import type { FailureOf, SuccessOf } from '../../hooks/use-submission';
import type { SecurityTranslate } from '../../i18n/security-messages';
import type { CodeFailure } from '../../words/code-failure-words';

type CodeAnswer = { readonly ok: true } | { readonly ok: false; readonly failure: CodeFailure };

/**
 * The portal's code form (`CodeForm`) as the security page asks for a code: "Code from the
 * app" beside the page's other buttons, with a way back, and the keyboard left on the step's
 * heading, which the broker reads first.
 */
export function SecurityCodeForm<A extends CodeAnswer>({
  text,
  submitLabel,
  allowRecoveryCode,
  send,
  onConfirmed,
  onFailure,
  onCancel,
}: {
  readonly text: SecurityTranslate;
  readonly submitLabel: string;
  /** Offers "use a recovery code instead" (not while an authenticator is being set up). */
  readonly allowRecoveryCode: boolean;
  readonly send: (proof: SecondFactorProof) => Promise<A>;
  readonly onConfirmed: (success: SuccessOf<A>) => void;
  /** Every failure: the code's own are said by the form, the rest are the page's to handle. */
  readonly onFailure: (failure: FailureOf<A>) => void;
  readonly onCancel: () => void;
}) {
  return (
    <CodeForm
      methods={allowRecoveryCode ? ['totp', 'recovery_code'] : ['totp']}
      codeLabel={text('twoStep.codeLabel')}
      codeHint={text('twoStep.codeHint')}
      submitLabel={submitLabel}
      sendingLabel={submitLabel}
      send={(proof) => send(proof)}
      onSuccess={(success) => onConfirmed(success)}
      onFailure={onFailure}
      cancel={{ label: text('security.cancel'), onCancel }}
    />
  );
}
