import { useCallback, useEffect, useRef, useState } from 'react';
import { type ActivityEvent, listActivity, reportNotMe } from '../../../api/activity';
import { useOnline } from '../../../hooks/use-online';

/** What the page shows of the list: asked for, failed, or here. */
export type ActivityList =
  | { readonly state: 'loading' }
  | { readonly state: 'failed' }
  | { readonly state: 'loaded'; readonly events: readonly ActivityEvent[] };

/** What came of a report: done (how many sessions ended), or why not. */
export type ReportOutcome =
  | { readonly kind: 'reported'; readonly endedSessions: number }
  | { readonly kind: 'gone' }
  | { readonly kind: 'failed' };

/**
 * The list of events, read when the page opens and whenever the device is back online, and
 * "This wasn't me" on one of them. A session found ended goes to `onSessionEnded`.
 */
export function useActivity(onSessionEnded: () => void) {
  const online = useOnline();
  const [list, setList] = useState<ActivityList>({ state: 'loading' });
  const [reporting, setReporting] = useState(false);
  // One report at a time, whatever a double click sends before React renders again.
  const inFlight = useRef(false);

  const load = useCallback(async () => {
    setList((before) => (before.state === 'loaded' ? before : { state: 'loading' }));
    const result = await listActivity();
    if (result.ok) setList({ state: 'loaded', events: result.events });
    else if (result.failure.kind === 'unauthenticated') onSessionEnded();
    else setList((before) => (before.state === 'loaded' ? before : { state: 'failed' }));
  }, [onSessionEnded]);

  useEffect(() => {
    if (online) load();
  }, [online, load]);

  const report = useCallback(
    async (event: ActivityEvent): Promise<ReportOutcome | undefined> => {
      if (inFlight.current) return undefined;
      inFlight.current = true;
      setReporting(true);
      try {
        const result = await reportNotMe(event.id);
        if (result.ok) {
          // The list as it now stands: the event reported, the report itself on top.
          load();
          return { kind: 'reported', endedSessions: result.endedSessions };
        }
        if (result.failure.kind === 'unauthenticated') {
          onSessionEnded();
          return undefined;
        }
        if (result.failure.kind === 'not_found') {
          setList((before) =>
            before.state === 'loaded'
              ? { ...before, events: before.events.filter((other) => other.id !== event.id) }
              : before,
          );
          return { kind: 'gone' };
        }
        return { kind: 'failed' };
      } finally {
        inFlight.current = false;
        setReporting(false);
      }
    },
    [load, onSessionEnded],
  );

  return { online, list, load, report, reporting };
}
