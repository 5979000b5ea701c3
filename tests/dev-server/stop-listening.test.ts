import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startService } from './support';

describe('stopping the service', () => {
  it('does not wait for a connection a browser opened ahead of time and never used', async () => {
    const service = await startService();
    const { hostname, port } = new URL(service.url);
    const spare = connect(Number(port), hostname);
    await new Promise((resolve) => spare.once('connect', resolve));
    const closedByServer = new Promise((resolve) => spare.once('close', resolve));
    // Without closing it, the server would wait for its first request up to a minute.
    await service.close();
    await closedByServer;
    expect(spare.destroyed).toBe(true);
  });

  it('finishes an answer under way before it stops', async () => {
    const service = await startService({ postalCodeDelayMs: 200 });
    const received = new Promise((resolve) => service.service.server.once('request', resolve));
    const answer = fetch(`${service.url}/api/postal-code/01310100`);
    await received;
    await service.close();
    expect((await answer).status).toBe(200);
  });
});
