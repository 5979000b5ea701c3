import { useEffect, useState } from 'react';
import { fetchUnreadCount } from '../../api/notifications';

/**
 * The unread count for the notifications card, or `undefined` while unknown. The count is
 * optional: nothing waits on it, and when the service is slow or down the card simply shows
 * none. It is asked again when the tab is shown, as notifications may have been read elsewhere.
 */
export function useUnreadCount(enabled: boolean): number | undefined {
  const [unread, setUnread] = useState<number>();

  useEffect(() => {
    if (!enabled) return;
    let controller = new AbortController();
    const load = () => {
      controller.abort();
      controller = new AbortController();
      const { signal } = controller;
      fetchUnreadCount(signal).then((result) => {
        if (signal.aborted) return;
        // A failed refresh keeps the count shown rather than making it flicker away.
        if (result.ok) setUnread(result.unread);
      });
    };
    const loadIfVisible = () => {
      if (document.visibilityState === 'visible') load();
    };
    load();
    document.addEventListener('visibilitychange', loadIfVisible);
    return () => {
      controller.abort();
      document.removeEventListener('visibilitychange', loadIfVisible);
    };
  }, [enabled]);

  return enabled ? unread : undefined;
}
