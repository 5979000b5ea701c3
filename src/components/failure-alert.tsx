import type { ReactNode } from 'react';
import { CountdownMessage } from './countdown-message';
import { LiveMessage } from './live-message';

/**
 * The form's alert: why its last submission failed, in the form's words. A wait the service
 * asked for is counted down in the message (`message` gets it as "1:15").
 */
export interface FailureAlertProps<Failure> {
  readonly submission: {
    readonly failure: Failure | undefined;
    readonly wait: { readonly secondsLeft: number; readonly fromSeconds: number } | undefined;
  };
  /** The form's words for a failure; `undefined` when it is said elsewhere (under a field). */
  readonly message: (failure: Failure, wait: string) => string | undefined;
}

export function FailureAlert<Failure>({
  submission: { failure, wait },
  message,
}: FailureAlertProps<Failure>) {
  let text: ReactNode;
  if (failure !== undefined) {
    text = wait ? (
      <CountdownMessage
        message={(time) => message(failure, time) ?? ''}
        secondsLeft={wait.secondsLeft}
        fromSeconds={wait.fromSeconds}
      />
    ) : (
      message(failure, '')
    );
  }
  return <LiveMessage tone="error">{text}</LiveMessage>;
}
