import { connect, createServer, type Socket } from 'node:net';

/**
 * The network between a browser and the portal, which a test can cut and bring back: a TCP
 * relay in front of the portal's port. Cut, it drops every open connection and resets each
 * new one at once, as a phone with signal but no data does. It keeps its port meanwhile, so
 * nothing else can take the address the browser knows the portal by.
 *
 * It works the same for every engine, and for the service worker's own requests, which an
 * engine's offline switch may or may not cover (WebKit's automation has none). The browser is
 * not told: `navigator.onLine` stays true, so the portal meets the failure itself, as on a
 * weak mobile signal.
 */
export interface NetworkSwitch {
  /** The portal's address through this network: what the browser is given. */
  readonly url: string;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startNetworkSwitch(target: string, listenPort = 0): Promise<NetworkSwitch> {
  const { hostname, port: targetPort } = new URL(target);
  const open = new Set<Socket>();
  let cut = false;
  const dropAll = () => {
    for (const socket of open) socket.resetAndDestroy();
  };

  const server = createServer((browserSide) => {
    if (cut) {
      browserSide.resetAndDestroy();
      return;
    }
    const portalSide = connect(Number(targetPort), hostname);
    for (const socket of [browserSide, portalSide]) {
      open.add(socket);
      socket.once('close', () => open.delete(socket));
      // A side that fails takes the other with it: the browser sees a dropped connection.
      socket.once('error', () => {
        browserSide.destroy();
        portalSide.destroy();
      });
    }
    browserSide.pipe(portalSide).pipe(browserSide);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenPort, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `http://127.0.0.1:${port}`,
    cut() {
      cut = true;
      dropAll();
    },
    restore() {
      cut = false;
    },
    async close() {
      dropAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
