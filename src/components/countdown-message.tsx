import { formatWait } from '../hooks/use-seconds-left';

/**
 * A message with a wait in it ("try again in 0:42"), for a live region. The countdown ticks for
 * the eye only: a live region whose text changes every second is read out every second. Screen
 * readers get the message once, with the wait as it was when it began.
 */
export function CountdownMessage({
  message,
  secondsLeft,
  fromSeconds,
}: {
  readonly message: (wait: string) => string;
  readonly secondsLeft: number;
  readonly fromSeconds: number;
}) {
  return (
    <>
      <span aria-hidden="true">{message(formatWait(secondsLeft))}</span>
      <span className="visually-hidden">{message(formatWait(fromSeconds))}</span>
    </>
  );
}
