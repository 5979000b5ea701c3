import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** Where ports are looked for when the kernel does not say its ephemeral range. */
const linuxDefaultEphemeral = { low: 32_768, high: 60_999 };
/** Below this, ports belong to services a machine may run (databases, dev servers). */
const lowestChosen = 10_000;

/**
 * A TCP port nothing listens on right now, for a server started outside this process, taken
 * outside the kernel's ephemeral range.
 *
 * Whoever waits for such a server polls its port before it listens. A poll's own socket gets
 * a source port from the ephemeral range, and when that happens to be the very port polled,
 * TCP connects the socket to itself: the poll "succeeds" talking to itself, and the server can
 * no longer bind the port. On Linux a few hundred refused polls of one port are enough to meet
 * it. Outside the range no socket is ever handed the port, so a poll only ever reaches the
 * server.
 */
export async function freePort(): Promise<number> {
  const [from, to] = portsOutsideEphemeral();
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = from + Math.floor(Math.random() * (to - from + 1));
    if (await listensFree(port)) return port;
  }
  throw new Error(`No free port found between ${from} and ${to}`);
}

function portsOutsideEphemeral(): [number, number] {
  const { low, high } = ephemeralRange();
  const below: [number, number] = [lowestChosen, low - 1];
  const above: [number, number] = [high + 1, 65_535];
  return below[1] - below[0] >= above[1] - above[0] ? below : above;
}

function ephemeralRange(): { low: number; high: number } {
  try {
    const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
    return low && high ? { low, high } : linuxDefaultEphemeral;
  } catch {
    return linuxDefaultEphemeral;
  }
}

function listensFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}
