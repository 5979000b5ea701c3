import { mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningService, rawRequest, startService } from './support';

// A build laid out as Rsbuild writes it, inside a folder that also holds a file the service
// must never reach.
const scratch = mkdtempSync(join(tmpdir(), 'gofy-static-'));
const build = join(scratch, 'build');
const secret = 'outside-the-build-directory';

function write(path: string, content: string | Buffer) {
  const file = join(build, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, content);
}

const shell = `<!doctype html><html><head><title>gofy</title></head><body>${'<p>shell</p>'.repeat(200)}</body></html>`;
const script = `console.log(${JSON.stringify('gofy '.repeat(400))});`;
const notFoundPage = '<!doctype html><title>Página não encontrada</title>';
const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

let service: RunningService;
beforeAll(async () => {
  write('index.html', shell);
  write('login/index.html', '<!doctype html><title>Entrar</title>');
  write('about.html', '<!doctype html><title>Sobre</title>');
  write('404.html', notFoundPage);
  write('static/js/index.4f2a9c1b.js', script);
  write('static/css/index.8e1d2f3a.css', 'body{margin:0}');
  write('static/image/logo.5a6b7c8d.png', png);
  write('manifest.webmanifest', '{"name":"gofy"}');
  write('sw.js', 'self.addEventListener("fetch", () => {});');
  write('.env', 'REACT_APP_SECRET=1');
  writeFileSync(join(scratch, 'secret.txt'), secret);
  symlinkSync(join(scratch, 'secret.txt'), join(build, 'linked.txt'));
  service = await startService({ staticDir: build });
});
afterAll(async () => {
  await service.close();
  rmSync(scratch, { recursive: true, force: true });
});

function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${service.url}${path}`, { headers });
}

describe('content types', () => {
  it.each([
    ['/', 'text/html; charset=utf-8'],
    ['/static/js/index.4f2a9c1b.js', 'text/javascript; charset=utf-8'],
    ['/static/css/index.8e1d2f3a.css', 'text/css; charset=utf-8'],
    ['/static/image/logo.5a6b7c8d.png', 'image/png'],
    ['/manifest.webmanifest', 'application/manifest+json; charset=utf-8'],
  ])('serves %s as %s', async (path, type) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
  });
});

describe('caching', () => {
  it('lets browsers keep hashed assets under /static/ for a year', async () => {
    const response = await get('/static/js/index.4f2a9c1b.js');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/', '/login', '/sw.js', '/manifest.webmanifest'])(
    'makes browsers revalidate %s on every use',
    async (path) => {
      expect((await get(path)).headers.get('cache-control')).toBe('no-cache');
    },
  );

  it('never caches a page for a year when it answers a path under /static/', async () => {
    const response = await get('/static/reports');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(notFoundPage);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 304 when the browser already has the current version', async () => {
    const etag = (await get('/')).headers.get('etag') ?? '';
    const response = await get('/', { 'if-none-match': etag });
    expect(response.status).toBe(304);
    expect(await response.text()).toBe('');
  });
});

describe('compression', () => {
  it('sends brotli when the browser accepts it', async () => {
    const response = await get('/static/js/index.4f2a9c1b.js', { 'accept-encoding': 'gzip, br' });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(await response.text()).toBe(script);
  });

  it('sends gzip to a browser that accepts only gzip', async () => {
    const response = await get('/', { 'accept-encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(shell);
  });

  it('honours a q-value that rules brotli out', async () => {
    const response = await get('/', { 'accept-encoding': 'br;q=0, gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('sends the bytes as they are to a client that asks for no encoding', async () => {
    const response = await rawRequest(service.url, { path: '/static/js/index.4f2a9c1b.js' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(response.body.toString('utf8')).toBe(script);
  });

  it('leaves already compressed images alone', async () => {
    const response = await get('/static/image/logo.5a6b7c8d.png', { 'accept-encoding': 'br' });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBeNull();
  });
});

describe('routes of the single-page app', () => {
  it('serves the prerendered page of a route from its folder', async () => {
    expect(await (await get('/login')).text()).toContain('Entrar');
  });

  it('serves a route with a trailing slash as the route', async () => {
    expect(await (await get('/login/')).text()).toContain('Entrar');
  });

  it('serves the app shell for a route of the portal that was not prerendered', async () => {
    const response = await get('/signup?ref=x');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(shell);
  });

  it.each(['/about', '/apps/pipeline', '/login/extra', '/wp-login.php'])(
    'answers %s, which is no page of the portal, with the 404 page',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toBe(notFoundPage);
    },
  );

  it('answers 404 for a missing file with an extension', async () => {
    expect((await get('/static/js/missing.js')).status).toBe(404);
  });

  it('answers 405 to methods other than GET and HEAD', async () => {
    const response = await fetch(`${service.url}/`, { method: 'PUT', body: 'x' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('staying inside the build directory', () => {
  it.each([
    '/../secret.txt',
    '/static/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/static/..%2f..%2fsecret.txt',
    '/..%5csecret.txt',
    '/static/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/secret.txt%00.js',
  ])('never serves a file outside it for %s', async (path) => {
    const response = await rawRequest(service.url, { path });
    expect(response.status).not.toBe(200);
    expect(response.body.toString('utf8')).not.toContain(secret);
  });

  it('does not follow a symbolic link out of it', async () => {
    const response = await get('/linked.txt');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(secret);
  });

  it('does not serve hidden files', async () => {
    expect((await get('/.env')).status).toBe(404);
  });
});

describe('security headers', () => {
  const csp =
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
    "font-src 'self'; connect-src 'self'; manifest-src 'self'; worker-src 'self'; " +
    "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'; " +
    'report-uri /api/csp-reports';

  it.each(['/', '/login', '/static/js/index.4f2a9c1b.js', '/static/js/missing.js'])(
    'sends the strict policy and its companions with %s',
    async (path) => {
      const { headers } = await get(path);
      expect(headers.get('content-security-policy')).toBe(csp);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(headers.get('permissions-policy')).toMatch(/camera=\(\)/);
      expect(headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
      expect(headers.get('x-frame-options')).toBe('DENY');
    },
  );

  it('sends the reset page, whose link carries a token, with no referrer and no storing', async () => {
    const { headers } = await get('/reset-password?token=abc');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
    expect(headers.get('cache-control')).toBe('no-store');
  });

  /**
   * A service of its own serving a build with the page shell and `files` besides, closed
   * after `use`.
   */
  async function withBuild(
    name: string,
    files: Record<string, unknown>,
    use: (other: RunningService, directory: string) => Promise<void>,
  ) {
    const directory = join(scratch, name);
    mkdirSync(directory);
    writeFileSync(join(directory, 'index.html'), shell);
    for (const [file, json] of Object.entries(files)) {
      writeFileSync(join(directory, file), JSON.stringify(json));
    }
    const other = await startService({ staticDir: directory });
    try {
      await use(other, directory);
    } finally {
      await other.close();
    }
  }

  it('adds the sources the build lists in csp.json to their directives', async () => {
    const csp = { 'style-src': ["'sha256-abc123='"], 'script-src': ["'sha256-def456='"] };
    await withBuild('build-with-csp', { 'csp.json': csp }, async (other) => {
      const policy = (await fetch(`${other.url}/`)).headers.get('content-security-policy');
      expect(policy).toContain("style-src 'self' 'sha256-abc123='");
      expect(policy).toContain("script-src 'self' 'sha256-def456='");
      expect(policy).toContain("default-src 'self';");
    });
  });

  it('lets the page call the services its deployment’s config.json names, as it changes', async () => {
    const config = (tourist: string) => ({
      REACT_APP_SSO_API_URL: '/api/sso',
      REACT_APP_TOURIST_API_URL: tourist,
    });
    const files = { 'config.json': config('https://tourist.qa.gofy.example/v1') };
    await withBuild('build-deployed', files, async (other, deployed) => {
      const policy = async () =>
        (await fetch(`${other.url}/`)).headers.get('content-security-policy') ?? '';
      expect(await policy()).toContain("connect-src 'self' https://tourist.qa.gofy.example;");
      const configFile = join(deployed, 'config.json');
      writeFileSync(configFile, JSON.stringify(config('https://tourist.gofy.example')));
      // A later modification time, as a deployment writing the file anew gives it, without
      // depending on the file system's clock resolution.
      const later = new Date(Date.now() + 60_000);
      utimesSync(configFile, later, later);
      expect(await policy()).toContain("connect-src 'self' https://tourist.gofy.example;");
      const served = await fetch(`${other.url}/config.json`);
      expect(served.headers.get('cache-control')).toBe('no-cache');
    });
  });

  it('refuses a csp.json source that would smuggle in a directive', async () => {
    const csp = { 'style-src': ["'self'; script-src *"] };
    await withBuild('build-with-bad-csp', { 'csp.json': csp }, async (other) => {
      expect((await fetch(`${other.url}/`)).status).toBe(500);
    });
  });
});

describe('a sign-in form posted before the page script loaded', () => {
  it('sends the browser back to the page with 303 and without reading the password', async () => {
    const response = await rawRequest(service.url, {
      method: 'POST',
      path: '/login?redirectTo=%2Fapps',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=ana.souza%40gofy.example&password=gofy-demo-2026',
    });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/login?redirectTo=%2Fapps&loading=1');
    expect(response.body.toString('utf8')).toBe('');
  });

  it('does the same for the sign-out page', async () => {
    const response = await rawRequest(service.url, {
      method: 'POST',
      path: '/logout',
      body: 'x=1',
    });
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/logout?loading=1');
  });
});
