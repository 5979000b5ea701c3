import { useCallback, useEffect, useRef, useState } from 'react';
import { useSecondsLeft } from './use-seconds-left';

/**
 * A wait the service asked for (429 or 423 with `Retry-After`) before the form may be sent
 * again. `over` is true in the very render that re-enables the form, so a message about the
 * wait can be hidden there and never read "try again in 0:00"; `onOver` then lets the page
 * forget that message.
 */
export function useRetryWait(onOver: () => void) {
  const [retryAt, setRetryAt] = useState<number>();
  const secondsLeft = useSecondsLeft(retryAt);
  const waiting = secondsLeft > 0;
  const over = retryAt !== undefined && !waiting;

  const onOverRef = useRef(onOver);
  useEffect(() => {
    onOverRef.current = onOver;
  });
  useEffect(() => {
    if (!over) return;
    setRetryAt(undefined);
    onOverRef.current();
  }, [over]);

  const startWait = useCallback((seconds: number) => {
    setRetryAt(Date.now() + seconds * 1000);
  }, []);

  return { secondsLeft, waiting, over, startWait };
}
