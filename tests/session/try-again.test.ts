import { describe, expect, it } from 'vitest';
import {
  type Connection,
  keepTrying,
  type RetryOptions,
  retrySchedule,
} from '../../src/session/try-again';
import { manualClock } from './manual-clock';

/** A browser's connection the test switches by hand; `online` comes with its event. */
function handConnection(onLine = true) {
  const listeners = new Set<() => void>();
  const connection: Connection = {
    isOnline: () => onLine,
    onOnline(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    connection,
    listening: () => listeners.size,
    goOffline: () => {
      onLine = false;
    },
    comeBack: () => {
      onLine = true;
      for (const listener of [...listeners]) listener();
    },
  };
}

/**
 * What happens, in order: the caller's attempt `start`s, `fail`s or `settle`s, the browser goes
 * `offline` or comes back `online`, the schedule is `stop`ped, or time passes (ms).
 */
type Step = 'start' | 'fail' | 'settle' | 'offline' | 'online' | 'stop' | number;

interface Row {
  readonly name: string;
  readonly options?: RetryOptions;
  readonly offlineAtFirst?: boolean;
  /** How the tries the schedule starts go, in order; a try past the list fails. */
  readonly answers?: readonly ('fails' | 'works')[];
  readonly steps: readonly Step[];
  /** The moments, on the test's clock, the schedule tried again. */
  readonly tries: readonly number[];
}

const rows: readonly Row[] = [
  {
    name: 'tries again after a wait that doubles with each failure, up to 30 s',
    steps: ['fail', 100_000],
    // Waits of 1, 2, 4, 8, 16 s, then 30 s each time.
    tries: [1_000, 3_000, 7_000, 15_000, 31_000, 61_000, 91_000],
  },
  {
    name: 'counts from the failures the caller counted before',
    options: { failures: 3 },
    steps: ['fail', 20_000],
    tries: [8_000],
  },
  {
    name: 'stops once a try works',
    answers: ['fails', 'works'],
    steps: ['fail', 100_000],
    tries: [1_000, 3_000],
  },
  {
    name: 'spends no try while the browser knows it is offline, and tries at once when it is back',
    offlineAtFirst: true,
    answers: ['works'],
    steps: ['fail', 100_000, 'online'],
    tries: [100_000],
  },
  {
    name: 'spends no try on a wait that ends offline',
    answers: ['works'],
    steps: ['fail', 500, 'offline', 100_000, 'online', 100_000],
    tries: [100_500],
  },
  {
    name: 'tries shortly after `online`, 1 s then 3 s, before the growing wait goes on',
    offlineAtFirst: true,
    steps: ['fail', 5_000, 'online', 12_000],
    // Four failures by 9 s (the first, at `online`, and the two quick tries): then 8 s.
    tries: [5_000, 6_000, 9_000, 17_000],
  },
  {
    name: 'without trying by itself, tries only on `online` and shortly after it',
    options: { byItself: false },
    steps: ['fail', 100_000, 'online', 100_000, 'online'],
    tries: [100_000, 101_000, 104_000, 200_000],
  },
  {
    name: 'tries at once when the browser came back online during the try that failed',
    answers: ['works'],
    steps: ['start', 'online', 'fail'],
    tries: [0],
  },
  {
    name: 'tries nothing on `online` when nothing failed',
    steps: ['online', 'start', 'settle', 'online', 100_000],
    tries: [],
  },
  {
    name: 'takes an attempt the caller started for the try that was due',
    answers: ['works'],
    steps: ['fail', 500, 'start', 100_000, 'fail', 2_000],
    // The caller's own attempt at 0.5 s replaced the try due at 1 s; it failed at 100.5 s, the
    // second failure, so the wait is the second step: 2 s.
    tries: [102_500],
  },
  {
    name: 'forgets the failures and the quick tries once an attempt settles',
    answers: ['fails', 'works'],
    steps: ['fail', 'online', 'settle', 'start', 'fail', 10_000],
    // Remembered, the two failures before would make the wait 4 s, the quick try left 3 s.
    tries: [0, 1_000],
  },
  {
    name: 'does nothing more once stopped',
    steps: ['fail', 'stop', 'online', 100_000],
    tries: [],
  },
];

describe('the retry schedule', () => {
  it.each(rows)('$name', ({ options, offlineAtFirst, answers = [], steps, tries }) => {
    const clock = manualClock(0);
    const network = handConnection(!offlineAtFirst);
    const tried: number[] = [];
    const schedule = retrySchedule(
      () => {
        const answer = answers[tried.length] ?? 'fails';
        tried.push(clock.now());
        if (answer === 'fails') schedule.failed();
        if (answer === 'works') schedule.settled();
      },
      { ...options, clock, connection: network.connection },
    );
    for (const step of steps) {
      if (typeof step === 'number') clock.advance(step);
      else if (step === 'start') schedule.started();
      else if (step === 'fail') schedule.failed();
      else if (step === 'settle') schedule.settled();
      else if (step === 'offline') network.goOffline();
      else if (step === 'online') network.comeBack();
      else schedule.stop();
    }
    expect(tried).toEqual(tries);
  });

  it('leaves no timer and stops listening once stopped', () => {
    const clock = manualClock(0);
    const network = handConnection();
    const schedule = retrySchedule(() => {}, { clock, connection: network.connection });
    schedule.failed();
    expect(schedule.waiting).toBe(true);
    expect(clock.pending).toBe(1);
    schedule.stop();
    expect(clock.pending).toBe(0);
    expect(network.listening()).toBe(0);
  });
});

/** Lets the attempts' promise callbacks run. */
const answered = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('keeping trying until an attempt is done', () => {
  it('tries at once, then on the schedule, and stops listening once done', async () => {
    const clock = manualClock(0);
    const network = handConnection();
    const results = [false, false, true];
    const tried: number[] = [];
    keepTrying(
      async () => {
        tried.push(clock.now());
        return results[tried.length - 1] ?? false;
      },
      { clock, connection: network.connection },
    );
    await answered();
    for (const ms of [1_000, 2_000, 60_000]) {
      clock.advance(ms);
      await answered();
    }
    expect(tried).toEqual([0, 1_000, 3_000]);
    expect(clock.pending).toBe(0);
    expect(network.listening()).toBe(0);
  });

  it('starts with a wait after the caller’s own failed try, and counts a throw as a failure', async () => {
    const clock = manualClock(0);
    const network = handConnection();
    const tried: number[] = [];
    keepTrying(
      async () => {
        tried.push(clock.now());
        if (tried.length === 1) throw new Error('lost');
        return true;
      },
      { clock, connection: network.connection, afterFailure: true },
    );
    await answered();
    expect(tried).toEqual([]);
    clock.advance(1_000);
    await answered();
    clock.advance(2_000);
    await answered();
    expect(tried).toEqual([1_000, 3_000]);
  });

  it('tries nothing more once stopped, even with a try under way', async () => {
    const clock = manualClock(0);
    const network = handConnection();
    let tries = 0;
    const stop = keepTrying(
      async () => {
        tries += 1;
        return false;
      },
      { clock, connection: network.connection },
    );
    stop();
    await answered();
    network.comeBack();
    clock.advance(100_000);
    expect(tries).toBe(1);
    expect(clock.pending).toBe(0);
  });
});
