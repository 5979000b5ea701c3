import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { CountdownMessage } from './countdown-message';
import { LiveMessage } from './live-message';

/**
 * The form's alert: why its last submission failed, in the form's words. A wait the service
 * asked for is counted down in the message (`message` gets it in words: "15 minutes").
 */
export interface FailureAlertProps<Failure> {
  readonly submission: {
    readonly failure: Failure | undefined;
    readonly wait: { readonly secondsLeft: number; readonly fromSeconds: number } | undefined;
  };
  /** The form's words for a failure; `undefined` when it is said elsewhere (under a field). */
  readonly message: (failure: Failure, wait: string) => string | undefined;
  /** A way on offered with the failure, such as a link to reset the password. */
  readonly action?: (failure: Failure) => ReactNode;
}

export function FailureAlert<Failure>({
  submission: { failure, wait },
  message,
  action,
}: FailureAlertProps<Failure>) {
  const alert = useRef<HTMLDivElement>(null);
  const waits = wait !== undefined;

  // A wait disables the button that sent the form, and the keyboard would fall to the start
  // of the page: it goes to the message instead, which says how long and what else to do.
  // In the same commit as the message, so no frame shows it with the keyboard elsewhere.
  useLayoutEffect(() => {
    if (failure === undefined || !waits) return;
    const focused = document.activeElement;
    if (!focused || focused === document.body || (focused as HTMLButtonElement).disabled) {
      alert.current?.focus();
    }
  }, [failure, waits]);

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
  const way = failure !== undefined ? action?.(failure) : undefined;
  return (
    <LiveMessage tone="error" focusRef={alert}>
      {text}
      {way ? <> {way}</> : null}
    </LiveMessage>
  );
}
