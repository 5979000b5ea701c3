import { describe, expect, it } from 'vitest';
import {
  reduceWatch,
  type WatchCommand,
  type WatchEvent,
} from '../../src/session/session-watch-reducer';
import {
  canExtend,
  isExpiringSoon,
  nextWakeAt,
  type WatchState,
} from '../../src/session/session-watch-state';
import {
  afterEvents,
  ana,
  anaAtTheEnd,
  anaExtended,
  anaUpToTheEnd,
  asked,
  askedTwice,
  checking,
  ended,
  extending,
  failed,
  minute,
  opened,
  session,
  shown,
} from './session-watch-states';

const whoami = (request: number): WatchCommand => ({ type: 'ask-whoami', request });

interface Transition {
  readonly name: string;
  readonly from: WatchState;
  readonly event: WatchEvent;
  /** When the event happens; a second after the last one by default. */
  readonly at?: number;
  readonly status: WatchState['session']['status'];
  readonly commands: readonly WatchCommand[];
  readonly also?: Partial<WatchState>;
}

const transitions: Transition[] = [
  {
    name: 'a page opened without a recent answer asks whoami',
    from: checking,
    event: { type: 'opened' },
    status: 'checking',
    commands: [whoami(1)],
  },
  {
    name: 'a page opened from an answer of a moment ago asks nothing',
    from: shown,
    event: { type: 'opened' },
    status: 'signed-in',
    commands: [],
  },
  {
    name: 'a first answer with a session shows it',
    from: asked,
    event: { type: 'answered', request: 1, signedIn: ana },
    status: 'signed-in',
    commands: [],
    also: { shownSignedIn: true },
  },
  {
    name: 'a first answer without a session means the visitor never was signed in',
    from: asked,
    event: { type: 'answered', request: 1, signedIn: undefined },
    status: 'signed-out',
    commands: [],
  },
  {
    name: 'no session after one was shown: it ended, and what the page held of the user goes',
    from: afterEvents(ana, { type: 'shown-again' }),
    event: { type: 'answered', request: 1, signedIn: undefined },
    status: 'ended',
    commands: [{ type: 'forget-user' }],
  },
  {
    name: 'a first check that fails says why',
    from: asked,
    event: { type: 'failed', request: 1, failure: 'timeout' },
    status: 'failed',
    commands: [],
  },
  {
    name: 'a failed check does not undo a session already shown',
    from: afterEvents(ana, { type: 'shown-again' }),
    event: { type: 'failed', request: 1, failure: 'unavailable' },
    status: 'signed-in',
    commands: [],
  },
  {
    name: 'the answer to a request overtaken by a later one is ignored',
    from: askedTwice,
    event: { type: 'answered', request: 1, signedIn: undefined },
    status: 'signed-in',
    commands: [],
  },
  {
    name: 'the latest request answers',
    from: askedTwice,
    event: { type: 'answered', request: 2, signedIn: undefined },
    status: 'ended',
    commands: [{ type: 'forget-user' }],
  },
  {
    name: 'a session that ended stays ended, whatever answers late',
    from: ended,
    event: { type: 'answered', request: 1, signedIn: ana },
    status: 'ended',
    commands: [],
  },
  {
    name: 'the tab shown again asks whoami',
    from: shown,
    event: { type: 'shown-again' },
    status: 'signed-in',
    commands: [whoami(1)],
  },
  {
    name: 'the tab shown again after the session ended asks nothing',
    from: ended,
    event: { type: 'shown-again' },
    status: 'ended',
    commands: [],
  },
  {
    name: 'a page going into the back/forward cache takes the session off the screen',
    from: shown,
    event: { type: 'page-hidden-into-cache' },
    status: 'checking',
    commands: [],
    also: { shownSignedIn: true },
  },
  {
    name: 'and puts it back once whoami confirms it, on coming back',
    from: afterEvents(ana, { type: 'page-hidden-into-cache' }, { type: 'shown-again' }),
    event: { type: 'answered', request: 1, signedIn: ana },
    status: 'signed-in',
    commands: [],
  },
  {
    name: 'a page opened offline asks again when the connection returns',
    from: failed,
    event: { type: 'came-online' },
    status: 'failed',
    commands: [whoami(2)],
  },
  {
    name: 'the connection returning asks nothing of a page that is signed in',
    from: shown,
    event: { type: 'came-online' },
    status: 'signed-in',
    commands: [],
  },
  {
    name: 'Try again shows the check under way and asks',
    from: failed,
    event: { type: 'retry-asked' },
    status: 'checking',
    commands: [whoami(2)],
  },
  {
    name: 'Stay signed in asks for a full lifetime again',
    from: shown,
    event: { type: 'stay-signed-in-asked' },
    status: 'signed-in',
    commands: [{ type: 'ask-refresh', request: 1 }],
    also: { extend: 'extending' },
  },
  {
    name: 'Stay signed in asks nothing of a session at its absolute end: no refresh passes it',
    from: afterEvents(anaAtTheEnd),
    event: { type: 'stay-signed-in-asked' },
    status: 'signed-in',
    commands: [],
    also: { extend: 'idle', extendRequest: undefined },
  },
  {
    name: 'Stay signed in asks for a session that may still gain a little before its absolute end',
    from: afterEvents(anaUpToTheEnd),
    event: { type: 'stay-signed-in-asked' },
    status: 'signed-in',
    commands: [{ type: 'ask-refresh', request: 1 }],
    also: { extend: 'extending' },
  },
  {
    name: 'the absolute end is checked with the server when it comes, as any end is',
    from: afterEvents(anaAtTheEnd),
    event: { type: 'clock-ticked', visible: false },
    at: opened + 10 * minute + 1000,
    status: 'signed-in',
    commands: [whoami(1)],
  },
  {
    name: 'an extended session replaces the one shown',
    from: extending,
    event: { type: 'answered', request: 1, signedIn: anaExtended },
    status: 'signed-in',
    commands: [],
    also: { extend: 'idle', session: { status: 'signed-in', signedIn: anaExtended } },
  },
  {
    name: 'a session that could not be extended stays, and the user can try again',
    from: extending,
    event: { type: 'failed', request: 1, failure: 'unavailable' },
    status: 'signed-in',
    commands: [],
    also: { extend: 'failed' },
  },
  {
    name: 'too late to extend: the session has ended',
    from: extending,
    event: { type: 'answered', request: 1, signedIn: undefined },
    status: 'ended',
    commands: [{ type: 'forget-user' }],
    also: { extend: 'idle' },
  },
  {
    name: 'a refresh overtaken by a check still ends "extending"',
    from: afterEvents(ana, { type: 'stay-signed-in-asked' }, { type: 'shown-again' }),
    event: { type: 'failed', request: 1, failure: 'timeout' },
    status: 'signed-in',
    commands: [],
    also: { extend: 'failed', latestRequest: 2 },
  },
  {
    name: 'the periodic check is asked while the page is visible',
    from: shown,
    event: { type: 'clock-ticked', visible: true },
    at: opened + minute,
    status: 'signed-in',
    commands: [whoami(1)],
    also: { nextCheckAt: opened + 2 * minute },
  },
  {
    name: 'the periodic check is skipped while the page is hidden, and the next one counted',
    from: shown,
    event: { type: 'clock-ticked', visible: false },
    at: opened + minute,
    status: 'signed-in',
    commands: [],
    also: { nextCheckAt: opened + 2 * minute },
  },
  {
    name: 'the check at the end is asked a second after it, even while the page is hidden',
    from: afterEvents(session(opened + 30_000)),
    event: { type: 'clock-ticked', visible: false },
    at: opened + 31_000,
    status: 'signed-in',
    commands: [whoami(1)],
  },
  {
    name: 'the clock waking before the end and before the next check asks nothing',
    from: afterEvents(session(opened + 30_000)),
    event: { type: 'clock-ticked', visible: true },
    at: opened + 30_999,
    status: 'signed-in',
    commands: [],
  },
  {
    name: 'a device asleep through the end and a periodic check asks once when it wakes',
    from: afterEvents(session(opened + 30_000)),
    event: { type: 'clock-ticked', visible: true },
    at: opened + 5 * minute,
    status: 'signed-in',
    commands: [whoami(1)],
  },
  {
    name: 'Try again starts the periodic checks again, counted from then',
    from: afterEvents(
      undefined,
      { type: 'opened' },
      { type: 'failed', request: 1, failure: 'offline' },
    ),
    event: { type: 'retry-asked' },
    at: opened + 10 * minute,
    status: 'checking',
    commands: [whoami(2)],
    also: { nextCheckAt: opened + 11 * minute },
  },
  {
    name: 'no periodic check once the session has ended',
    from: ended,
    event: { type: 'clock-ticked', visible: true },
    at: opened + 5 * minute,
    status: 'ended',
    commands: [],
    also: { nextCheckAt: undefined },
  },
];

describe('reduceWatch', () => {
  for (const { name, from, event, at, status, commands, also } of transitions) {
    it(name, () => {
      const step = reduceWatch(from, event, at ?? from.now + 1000);
      expect(step.state.session.status).toBe(status);
      expect(step.commands).toEqual(commands);
      if (also) expect(step.state).toMatchObject(also);
    });
  }

  it('changes nothing in the state it is given', () => {
    const before = structuredClone(shown);
    reduceWatch(shown, { type: 'answered', request: 0, signedIn: anaExtended }, opened + 1);
    reduceWatch(shown, { type: 'clock-ticked', visible: true }, opened + 2 * minute);
    expect(shown).toEqual(before);
  });
});

describe.each([
  ['isExpiringSoon', isExpiringSoon],
  ['canExtend', canExtend],
])('%s', (_name, question) => {
  it.each([
    ['while the first check is under way', checking],
    ['once the session has ended', ended],
  ])('is false with no session shown: %s', (_when, state) => {
    expect(question(state)).toBe(false);
  });
});

describe('isExpiringSoon', () => {
  const endsAt = opened + 10 * minute;
  const at = (now: number) => ({ ...afterEvents(session(endsAt)), now });

  it.each([
    ['is false more than two minutes before the end', endsAt - 2 * minute - 1, false],
    ['is true from two minutes before the end', endsAt - 2 * minute, true],
    ['stays true past the end, until the server says it ended', endsAt + 5000, true],
  ])('%s', (_name, now, soon) => {
    expect(isExpiringSoon(at(now))).toBe(soon);
  });
});

describe('canExtend', () => {
  it.each([
    ['is true while the session ends before its absolute end', ana, true],
    ['is true while a refresh would still gain a little', anaUpToTheEnd, true],
    ['is false once the session ends at its absolute end', anaAtTheEnd, false],
    [
      'is true when the SSO states no absolute end (older than contract 1.15.0)',
      session(opened + 10 * minute),
      true,
    ],
  ])('%s', (_name, signedIn, extendable) => {
    expect(canExtend(afterEvents(signedIn))).toBe(extendable);
  });
});

describe('nextWakeAt', () => {
  it.each([
    ['is the next periodic check while the end is far', shown, opened + minute],
    [
      'is the warning when it comes before the next check',
      afterEvents(session(opened + 2 * minute + 30_000)),
      opened + 30_000,
    ],
    [
      'is a second after the end once the warning is showing',
      afterEvents(session(opened + 40_000)),
      opened + 41_000,
    ],
    ['is nothing once the session has ended', ended, undefined],
    ['is nothing once the first check failed', failed, undefined],
  ])('%s', (_name, state, wakeAt) => {
    expect(nextWakeAt(state)).toBe(wakeAt);
  });
});
