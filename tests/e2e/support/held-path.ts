import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An HTTP relay in front of the portal that can hold back, or refuse, the requests for one
 * path (a chunk of the page's code), as a slow or failing network does for that file alone.
 * The same for every engine: WebKit's automation can neither route nor throttle a request.
 */
export interface HeldPath {
  /** The portal's address through this relay: what the browser is given. */
  readonly url: string;
  /** From now on, requests for the path wait until `release`. */
  hold(): void;
  /** Lets every held request, and every later one, through. */
  release(): void;
  /** From now on, requests for the path fail: the connection is dropped, nothing answered. */
  refuse(): void;
  /** How many requests for the path have come, held, refused or let through. */
  asked(): number;
  close(): Promise<void>;
}

export async function startHeldPath(target: string, path: RegExp): Promise<HeldPath> {
  const { hostname, port } = new URL(target);
  let mode: 'through' | 'held' | 'refused' = 'through';
  let asked = 0;
  let waiting: (() => void)[] = [];

  const server = createServer((browserRequest, browserResponse) => {
    const send = () => {
      const portalRequest = forward(
        {
          host: hostname,
          port,
          method: browserRequest.method,
          path: browserRequest.url,
          headers: browserRequest.headers,
        },
        (portalResponse) => {
          browserResponse.writeHead(portalResponse.statusCode ?? 502, portalResponse.headers);
          portalResponse.pipe(browserResponse);
        },
      );
      portalRequest.on('error', () => browserResponse.destroy());
      browserRequest.pipe(portalRequest);
    };
    if (!path.test(new URL(browserRequest.url ?? '/', 'http://relay').pathname)) return send();
    asked += 1;
    if (mode === 'refused') return browserRequest.socket.destroy();
    if (mode === 'held') waiting.push(send);
    else send();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hold() {
      mode = 'held';
    },
    release() {
      mode = 'through';
      const held = waiting;
      waiting = [];
      for (const send of held) send();
    },
    refuse() {
      mode = 'refused';
    },
    asked: () => asked,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
