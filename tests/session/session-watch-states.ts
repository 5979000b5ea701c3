import type { SignedIn } from '../../src/api/sso-responses';
import { reduceWatch, type WatchEvent } from '../../src/session/session-watch-reducer';
import { startWatch, type WatchState } from '../../src/session/session-watch-state';

// The session watch's states that its tests start from, reached through its own events from a
// page just opened, so a test never builds a state the watch could not be in.

export const minute = 60_000;
export const opened = Date.parse('2026-11-22T10:00:00.000Z');
export const timing = { checkEveryMs: minute, warnBeforeMs: 2 * minute };

/** A session ending at `expiresAt`, and at `absoluteExpiresAt` however it is extended. */
export function session(
  expiresAt: number,
  name = 'Ana Souza',
  absoluteExpiresAt?: number,
): SignedIn {
  return {
    user: { id: 'u1', email: 'ana.souza@gofy.example', name, apps: ['pipeline'] },
    session: {
      id: 's1',
      expiresAt: new Date(expiresAt),
      ...(absoluteExpiresAt === undefined
        ? {}
        : { absoluteExpiresAt: new Date(absoluteExpiresAt) }),
      remembered: false,
    },
  };
}

export const ana = session(opened + 60 * minute, 'Ana Souza', opened + 24 * 60 * minute);
export const anaExtended = session(
  opened + 12 * 60 * minute,
  'Ana Souza',
  opened + 24 * 60 * minute,
);
// 24 hours after her sign-in, which no refresh passes: the last ten minutes of it.
export const anaAtTheEnd = session(opened + 10 * minute, 'Ana Souza', opened + 10 * minute);
export const anaUpToTheEnd = session(opened + 10 * minute, 'Ana Souza', opened + 15 * minute);

/** The state after `events`, each a second after the one before, from a page just opened. */
export function afterEvents(fresh: SignedIn | undefined, ...events: WatchEvent[]): WatchState {
  return events.reduce(
    (state, event) => reduceWatch(state, event, state.now + 1000).state,
    startWatch(fresh, timing, opened),
  );
}

export const checking = afterEvents(undefined);
export const asked = afterEvents(undefined, { type: 'opened' });
export const shown = afterEvents(ana);
export const failed = afterEvents(
  undefined,
  { type: 'opened' },
  { type: 'failed', request: 1, failure: 'offline' },
);
export const ended = afterEvents(
  ana,
  { type: 'shown-again' },
  { type: 'answered', request: 1, signedIn: undefined },
);
export const extending = afterEvents(ana, { type: 'stay-signed-in-asked' });
// A check sent, then another before the first was answered.
export const askedTwice = afterEvents(ana, { type: 'shown-again' }, { type: 'shown-again' });
