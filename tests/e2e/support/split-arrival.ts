import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SplitArrival {
  /** The portal's origin as the browser sees it: everything passes through unchanged but one page. */
  readonly url: string;
  /** Sends the rest of the held page. */
  readonly release: () => void;
  readonly close: () => Promise<void>;
}

/**
 * The portal behind a proxy that sends one page's HTML in two pieces, as a slow or lossy
 * network does: the bytes up to the end of `splitAfter` at once, the rest only when released.
 * Everything else (scripts, the API) passes through untouched.
 */
export async function splitArrival(
  portalUrl: string,
  { path, splitAfter }: { path: string; splitAfter: string },
): Promise<SplitArrival> {
  const upstream = new URL(portalUrl);
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server = createServer((incoming, outgoing) => {
    const held = incoming.method === 'GET' && incoming.url === path;
    const headers = { ...incoming.headers, host: upstream.host };
    // Held: asked for uncompressed, so the split falls between two pieces of readable HTML.
    if (held) headers['accept-encoding'] = 'identity';
    const forwarded = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: incoming.url,
        method: incoming.method,
        headers,
      },
      (answer) => {
        if (!held) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', async () => {
          const html = Buffer.concat(chunks).toString('utf8');
          const at = html.indexOf(splitAfter);
          if (at < 0) {
            outgoing.writeHead(500).end(`No ${splitAfter} in ${path}`);
            return;
          }
          const cut = at + splitAfter.length;
          outgoing.writeHead(answer.statusCode ?? 200, answer.headers);
          // Sent on its own and flushed: the browser parses this much before the rest exists.
          outgoing.write(html.slice(0, cut));
          await released;
          outgoing.end(html.slice(cut));
        });
      },
    );
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    release,
    close: () => {
      release();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
