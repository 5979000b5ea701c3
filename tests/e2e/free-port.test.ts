import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { expect, it } from 'vitest';
import { freePort } from './support/free-port';

// The servers the browser tests start in other processes (nginx, the browsers' drivers) are
// polled until they listen, which is only safe on a port the kernel never hands a client.
it('gives ports a server can listen on, none of them in the kernel’s ephemeral range', async () => {
  const [low = 0, high = 0] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
    .trim()
    .split(/\s+/)
    .map(Number);
  const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
  for (const port of ports) {
    expect(port < low || port > high, `${port} is in ${low}-${high}`).toBe(true);
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    await new Promise((resolve) => server.close(resolve));
  }
});
