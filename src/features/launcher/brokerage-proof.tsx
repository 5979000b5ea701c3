import type { ComponentType } from 'react';
import type { ProofCheckProps } from '../../components/proof-check';
import { useComponentLater } from '../../hooks/use-component-later';

/**
 * "Confirm it is you", for a brokerage that requires what the session has not proved. Its code
 * comes when a switch asks for it, with the step-up's (the chunk that holds it already): most
 * switches ask nothing, and a chunk of the main screen's own for it would cost the sign-in
 * page's first script a line of its chunk table.
 */
const loadProofCheck = (): Promise<ComponentType<ProofCheckProps>> =>
  import(/* webpackChunkName: "company-return" */ '../../components/proof-check').then(
    (module) => module.ProofCheck,
  );

export function BrokerageProof({
  waiting,
  unavailable,
  ...props
}: ProofCheckProps & {
  /** Said while the check's code comes. */
  readonly waiting: string;
  /** Said when it cannot come (offline, a newer deployment). */
  readonly unavailable: string;
}) {
  const ProofCheck = useComponentLater(loadProofCheck);
  if (ProofCheck === undefined) return <p role="status">{waiting}</p>;
  if (ProofCheck === 'unavailable') return <p role="alert">{unavailable}</p>;
  return <ProofCheck {...props} />;
}
