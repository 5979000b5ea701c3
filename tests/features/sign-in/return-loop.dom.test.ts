import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetReturnTrips,
  isReturnLoop,
  noteReturnTrip,
} from '../../../src/features/sign-in/return-loop';

const pipeline = 'https://pipeline.qa.gofy.example';
const insured = 'https://insured.qa.gofy.example';
const second = 1000;

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

function tripsAt(origin: string, times: readonly number[]) {
  for (const time of times) noteReturnTrip(origin, time);
}

describe('the round trips to a suite application', () => {
  it('are a loop after three within half a minute', () => {
    tripsAt(pipeline, [0, 2 * second]);
    expect(isReturnLoop(pipeline, 4 * second)).toBe(false);
    noteReturnTrip(pipeline, 4 * second);
    expect(isReturnLoop(pipeline, 6 * second)).toBe(true);
  });

  it('are no loop when spread over more than half a minute', () => {
    tripsAt(pipeline, [0, 20 * second, 40 * second]);
    expect(isReturnLoop(pipeline, 41 * second)).toBe(false);
  });

  it('count one application at a time', () => {
    tripsAt(pipeline, [0, second, 2 * second]);
    expect(isReturnLoop(insured, 3 * second)).toBe(false);
    noteReturnTrip(insured, 3 * second);
    expect(isReturnLoop(pipeline, 4 * second)).toBe(false);
  });

  it('start again when the user chooses to try again', () => {
    tripsAt(pipeline, [0, second, 2 * second]);
    forgetReturnTrips();
    expect(isReturnLoop(pipeline, 3 * second)).toBe(false);
  });

  it('keep only the origin and the times, never the address', () => {
    noteReturnTrip(pipeline, 0);
    expect(JSON.parse(sessionStorage.getItem('gofy.returnTrips') ?? 'null')).toEqual({
      origin: pipeline,
      at: [0],
    });
  });

  it('are not counted, and never a loop, where storage is refused', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    tripsAt(pipeline, [0, second, 2 * second, 3 * second]);
    expect(isReturnLoop(pipeline, 4 * second)).toBe(false);
  });
});
