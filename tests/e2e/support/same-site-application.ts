import http from 'node:http';
import { freePort } from './free-port';

/**
 * A stand-in suite application on another origin of the portal's site: the portal is reached
 * at `http://127.0.0.1:<its port>`, the application at `http://127.0.0.1:<another port>`, as
 * `https://pipeline.gofy.example` stands beside `https://gofy.example` (a site ignores the
 * port). Its page reads the session from the portal's whoami with `credentials: 'include'`
 * and says which brokerage it works for; its CSP lets it connect to the portal and nowhere else.
 *
 * The port is chosen before the SSO starts, since the SSO must be told the origin
 * (`returnOrigins`), and listened on only while a journey uses it.
 */
export async function sameSiteApplicationOrigin(): Promise<string> {
  return `http://127.0.0.1:${await freePort()}`;
}

/**
 * Run in the application's page: whoami's active brokerage, in words. No function is named
 * inside (the test's compiler would wrap it in a helper the page does not have).
 */
function readBrokerage(portalUrl: string): void {
  fetch(`${portalUrl}/api/sso/whoami`, { credentials: 'include' })
    .then((answer) => {
      if (!answer.ok) throw new Error(`whoami answered ${answer.status}`);
      return answer.json();
    })
    .then(
      (body: {
        user: { brokerages?: { id: string; name: string }[] };
        session: { activeBrokerageId?: string | null };
      }) => {
        const active = body.user.brokerages?.find((b) => b.id === body.session.activeBrokerageId);
        return active ? `Brokerage: ${active.name}` : 'No brokerage chosen';
      },
    )
    .catch((error: unknown) => `The session could not be read: ${String(error)}`)
    .then((text) => {
      const status = document.getElementById('brokerage');
      if (status) status.textContent = text;
    });
}

/** Serves the application at `origin` for a portal reached at `portalUrl`, until closed. */
export async function startSameSiteApplication(origin: string, portalUrl: string) {
  const page =
    '<!doctype html><html lang="en"><title>Sales pipeline</title><link rel="icon" href="data:,">' +
    '<h1>Sales pipeline</h1><p id="brokerage" role="status">Reading the session…</p>' +
    '<script src="/app.js"></script>';
  const script = `(${readBrokerage.toString()})(${JSON.stringify(portalUrl)});`;
  const policy = [
    "default-src 'none'",
    "script-src 'self'",
    `connect-src ${new URL(portalUrl).origin}`,
    'img-src data:',
  ].join('; ');
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', origin).pathname;
    const [type, body] =
      path === '/app.js' ? ['text/javascript', script] : path === '/' ? ['text/html', page] : [];
    res.writeHead(body ? 200 : 404, {
      'Content-Type': `${type ?? 'text/plain'}; charset=utf-8`,
      'Content-Security-Policy': policy,
      'Cache-Control': 'no-store',
    });
    res.end(body ?? '');
  });
  const { port } = new URL(origin);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(port), '127.0.0.1', () => resolve());
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
