import { formatWait } from '../i18n/failure-words';
import { useI18n } from '../i18n/i18n-context';

/**
 * A message with a wait in it ("try again in 42 seconds"), for a live region. The countdown
 * ticks for the eye only: a live region whose text changes every second is read out every
 * second. Screen readers get the message once, with the wait as it was when it began.
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
  const { locale } = useI18n();
  return (
    <>
      <span aria-hidden="true">{message(formatWait(secondsLeft, locale))}</span>
      <span className="visually-hidden">{message(formatWait(fromSeconds, locale))}</span>
    </>
  );
}
