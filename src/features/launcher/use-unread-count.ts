import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchUnreadCount } from '../../api/notifications';
import { usePageShownAgain } from '../../hooks/use-page-shown-again';

/**
 * The unread count for the notifications card, or `undefined` while unknown. The count is
 * optional: nothing waits on it, and when the service is slow or down the card simply shows
 * none. It is asked again when the page is shown again, as notifications may have been read
 * elsewhere meanwhile.
 */
export function useUnreadCount(enabled: boolean): number | undefined {
  const [unread, setUnread] = useState<number>();
  const latest = useRef<AbortController>(undefined);

  // Each load abandons the one before: only the newest answer may land.
  const load = useCallback(() => {
    latest.current?.abort();
    const controller = new AbortController();
    latest.current = controller;
    fetchUnreadCount(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      // A failed refresh keeps the count shown rather than making it flicker away.
      if (result.ok) setUnread(result.unread);
    });
  }, []);

  useEffect(() => {
    if (!enabled) return;
    load();
    return () => latest.current?.abort();
  }, [enabled, load]);
  usePageShownAgain(load, enabled);

  return enabled ? unread : undefined;
}
