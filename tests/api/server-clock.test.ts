import { describe, expect, it } from 'vitest';
import { dateReader, onDeviceClock, serverClockOffset } from '../../src/api/server-clock';

const dated = (date: string) => new Response(null, { headers: { date } });
const receivedAt = Date.parse('2030-01-01T12:00:00.000Z');

describe('serverClockOffset', () => {
  it('measures a server clock hours ahead of the device', () => {
    expect(serverClockOffset(dated('Tue, 01 Jan 2030 15:00:00 GMT'), receivedAt)).toBe(
      3 * 60 * 60_000 + 500,
    );
  });

  it('measures a server clock behind the device', () => {
    expect(serverClockOffset(dated('Tue, 01 Jan 2030 11:50:00 GMT'), receivedAt)).toBe(
      -10 * 60_000 + 500,
    );
  });

  it('takes a clock within seconds to agree', () => {
    expect(serverClockOffset(dated('Tue, 01 Jan 2030 12:00:03 GMT'), receivedAt)).toBe(0);
  });

  it('trusts the device when there is no date, or one it cannot read', () => {
    expect(serverClockOffset(new Response(null), receivedAt)).toBe(0);
    expect(serverClockOffset(dated('yesterday'), receivedAt)).toBe(0);
  });
});

describe('onDeviceClock', () => {
  it("reads a server's moment on the device's clock", () => {
    const end = new Date('2030-01-01T15:10:00.000Z');
    expect(onDeviceClock(end, 3 * 60 * 60_000).toISOString()).toBe('2030-01-01T12:10:00.000Z');
  });
});

describe('dateReader', () => {
  it("reads an answer's date-times as this device's clock will read them", () => {
    const readDate = dateReader(dated('Tue, 01 Jan 2030 15:00:00 GMT'), receivedAt);
    expect(readDate('2030-01-01T15:10:00.000Z')?.toISOString()).toBe('2030-01-01T12:09:59.500Z');
  });

  it('reads nothing that is not a date-time', () => {
    const readDate = dateReader(dated('Tue, 01 Jan 2030 12:00:00 GMT'), receivedAt);
    expect([null, 1_893_456_000_000, '', 'soon'].map(readDate)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
