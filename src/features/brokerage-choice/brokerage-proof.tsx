import { ProofCheck } from '../../components/proof-check';
import { useBrokerageChoiceMessages } from '../../i18n/brokerage-choice-messages';

/**
 * What a brokerage requires and the session has not proved, asked in place: the code, proved
 * within the session (`reauthenticateWithSecondFactor`, no new session), or a new sign-in with
 * the company's provider, which comes back here (`returnTo`) to choose the brokerage again.
 * Nothing else is asked: no password.
 */
export function BrokerageProof({
  factor,
  name,
  email,
  returnTo,
  onProven,
  onCancel,
  onSessionEnded,
}: {
  readonly factor: 'code' | 'company';
  readonly name: string;
  readonly email: string;
  readonly returnTo: string;
  readonly onProven: () => void;
  readonly onCancel: () => void;
  readonly onSessionEnded: () => void;
}) {
  const text = useBrokerageChoiceMessages();
  return (
    <ProofCheck
      factor={factor}
      headingLevel={1}
      reason={text(factor === 'code' ? 'choice.proof.code' : 'choice.proof.company', { name })}
      returnTo={returnTo}
      email={email}
      onProven={onProven}
      onCancel={onCancel}
      onSessionEnded={onSessionEnded}
    />
  );
}
