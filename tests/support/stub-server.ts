import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { watchTraffic } from './contract/recorded-traffic';

export interface StubRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: string;
}

export interface StubResponse {
  readonly status?: number;
  readonly headers?: Readonly<Record<string, string>>;
  /** A string is sent as it is; anything else as JSON. */
  readonly body?: unknown;
  /**
   * Holds the answer back until the test lets it go: a request that is certainly still on its
   * way while the test looks, however slow the machine.
   */
  readonly until?: Promise<unknown>;
}

type Handler = (request: StubRequest) => StubResponse;

export interface StubServer {
  readonly origin: string;
  readonly requests: readonly StubRequest[];
  /** Requests no route expected: a test should end with none. */
  readonly unexpected: readonly StubRequest[];
  on(route: `${string} ${string}`, handler: Handler | StubResponse): void;
  close(): Promise<void>;
}

/**
 * A real HTTP server answering what a test scripts, for the answers the local SSO service
 * cannot give (a proxy's HTML page, a 502, a body of the wrong shape, a hang).
 */
export async function startStubServer(): Promise<StubServer> {
  const routes = new Map<string, Handler>();
  const requests: StubRequest[] = [];
  const unexpected: StubRequest[] = [];

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://stub').pathname;
      const request = { method: req.method ?? 'GET', path, headers: req.headers, body };
      requests.push(request);
      const handler = routes.get(`${request.method} ${path}`);
      if (!handler) {
        unexpected.push(request);
        res.writeHead(599).end();
        return;
      }
      const answer = handler(request);
      const send = () => {
        // The test may have ended, and the server closed, while the answer was held.
        if (res.destroyed) return;
        const payload =
          typeof answer.body === 'string' || answer.body === undefined
            ? (answer.body ?? '')
            : JSON.stringify(answer.body);
        res.writeHead(answer.status ?? 200, {
          'content-type': typeof answer.body === 'string' ? 'text/html' : 'application/json',
          ...answer.headers,
        });
        res.end(payload);
      };
      if (answer.until) answer.until.then(send, send);
      else send();
    });
  });

  // The portal's requests are checked against docs/openapi.yaml after each test; the scripted
  // answers are not, since broken ones are the point of a stub.
  watchTraffic(server, 'stub server');
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    unexpected,
    on(route, handler) {
      routes.set(route, typeof handler === 'function' ? handler : () => handler);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * An answer held until the server closes: for a portal that must stop waiting, a request that
 * is certainly unanswered when its timeout fires, however slow the machine.
 */
export const unanswered: Promise<never> = new Promise(() => {});

/**
 * A gate for answers held with `until`: the test says when the service answers (`release`),
 * so "while the answer is on its way" is a state the test is certainly in, not a race between
 * a fixed delay and the machine's speed.
 */
export function answerGate(): { readonly until: Promise<void>; readonly release: () => void } {
  let release = () => {};
  const until = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { until, release };
}

export const signedInBody = {
  user: { id: 'u1', email: 'ana.souza@gofy.example', name: 'Ana Souza', apps: ['pipeline'] },
  session: {
    id: 's1',
    expiresAt: '2030-01-01T00:00:00.000Z',
    absoluteExpiresAt: '2030-01-01T12:00:00.000Z',
    remembered: false,
  },
};
