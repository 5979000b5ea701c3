import { request } from 'node:http';

/**
 * Sends a request from another client address on this machine. Linux routes the whole of
 * 127.0.0.0/8 to loopback, so a service listening on 127.0.0.1 sees a request sent from
 * 127.0.0.2 as coming from 127.0.0.2: per-address limits can be tested with several clients.
 */
export function sendFrom(
  address: string,
  url: string,
  options: {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    /** Sent as JSON. */
    body?: unknown;
    /** Sent exactly as written, with the content type `headers` names. */
    rawBody?: string;
  },
): Promise<Response> {
  const { hostname, port } = new URL(url);
  const body =
    options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname,
        port,
        localAddress: address,
        method: options.method ?? 'POST',
        path: options.path,
        headers: {
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            for (const item of [value ?? []].flat()) headers.append(name, item);
          }
          const status = res.statusCode ?? 0;
          const content = status === 204 || status === 304 ? null : Buffer.concat(chunks);
          resolve(new Response(content, { status, headers }));
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
