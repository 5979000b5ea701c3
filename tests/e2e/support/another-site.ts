import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A site of someone else's, serving the pages `pages` gives for the portal's address: served on
 * `localhost` while the portal is on `127.0.0.1`, so another site to the browser, as an
 * attacker's page or a suite app would be. `pointAt` tells it where the portal is.
 */
export async function startAnotherSite(pages: (portalUrl: string) => Record<string, string>) {
  let portalUrl = '';
  const server = http.createServer((req, res) => {
    const body = pages(portalUrl)[new URL(req.url ?? '/', 'http://site').pathname];
    res.writeHead(body ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    // No icon of its own, or Chromium asks for /favicon.ico and logs the 404.
    const head = '<!doctype html><title>Another site</title><link rel="icon" href="data:,">';
    res.end(body ? `${head}${body}` : '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    pointAt(url: string) {
      portalUrl = url;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
