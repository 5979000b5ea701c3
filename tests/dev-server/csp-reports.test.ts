import { afterEach, describe, expect, it } from 'vitest';
import type { SsoServiceOptions } from '../../dev-server/app.js';
import { contractSchemas } from '../support/contract/schema-validator';
import { sendFrom } from './client-address';
import { type RunningService, rawRequest, startService } from './support';

let running: RunningService | undefined;
let logs: string[] = [];

afterEach(async () => {
  await running?.close();
  running = undefined;
});

async function start(options: SsoServiceOptions = {}) {
  logs = [];
  running = await startService({ log: (line) => logs.push(line), ...options });
  return running;
}

/** A `report-uri` report as Chromium 156 sends it for an inline script it blocked. */
function cspReport(service: RunningService, blocked = 'inline') {
  return {
    'csp-report': {
      'document-uri': `${service.url}/login`,
      referrer: '',
      'violated-directive': 'script-src-elem',
      'effective-directive': 'script-src-elem',
      'original-policy': "default-src 'self'; script-src 'self'; report-uri /api/csp-reports",
      disposition: 'enforce',
      'blocked-uri': blocked,
      'line-number': 1,
      'column-number': 32,
      'source-file': `${service.url}/login`,
      'status-code': 200,
      'script-sample': '',
    },
  };
}

/** The Reporting API's form of the same report (`report-to`). */
function reportingApiReport(service: RunningService) {
  return {
    type: 'csp-violation',
    age: 10,
    url: `${service.url}/login`,
    user_agent: 'Mozilla/5.0 HeadlessChrome/156.0.0.0',
    body: {
      documentURL: `${service.url}/login`,
      referrer: '',
      effectiveDirective: 'script-src-elem',
      originalPolicy: "default-src 'self'; report-to csp",
      disposition: 'enforce',
      blockedURL: 'inline',
      lineNumber: 1,
      columnNumber: 32,
      sourceFile: `${service.url}/login`,
      statusCode: 200,
      sample: '',
    },
  };
}

/**
 * A `report-uri` report as WebKitGTK 2.50.6 sends it for an inline script it blocked: the
 * Reporting API's `type` and `url` beside `csp-report`. Captured verbatim but for the page's URL.
 */
function webKitReport(page: string) {
  return {
    type: 'csp-violation',
    url: page,
    'csp-report': {
      'document-uri': page,
      referrer: '',
      'violated-directive': 'script-src-elem',
      'effective-directive': 'script-src-elem',
      'original-policy': "default-src 'self'; script-src 'self'; report-uri /api/csp-reports",
      'blocked-uri': 'inline',
      'status-code': 200,
    },
  };
}

/**
 * Posts as WebKitGTK 2.50.6 does for a page of the service, with every header it was seen to
 * send but Host, Connection and Content-Length: `Origin: null` even from the service's own
 * page, so only `Sec-Fetch-Site` says where the report comes from. `undefined` leaves one out.
 */
function postAsWebKit(
  service: RunningService,
  body: unknown,
  headers: Record<string, string | undefined> = {},
) {
  const sent: Record<string, string | undefined> = {
    'Content-Type': 'application/csp-report',
    Origin: 'null',
    'User-Agent':
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/60.5 Safari/605.1.15',
    Referer: `${service.url}/login`,
    Accept: '*/*',
    'Cache-Control': 'max-age=0',
    'Accept-Encoding': 'gzip, deflate',
    'Accept-Language': 'C',
    'Sec-Fetch-Dest': 'empty',
    'Sec-Fetch-Mode': 'no-cors',
    'Sec-Fetch-Site': 'same-origin',
    ...headers,
  };
  return rawRequest(service.url, {
    method: 'POST',
    path: '/api/csp-reports',
    headers: Object.fromEntries(
      Object.entries(sent).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ),
    body: JSON.stringify(body),
  });
}

/** Posts as Chromium does for a page of the service: same origin, its content type. */
function post(
  service: RunningService,
  body: unknown,
  headers: Record<string, string> = {},
  from?: string,
) {
  const request = {
    path: '/api/csp-reports',
    headers: {
      'content-type': 'application/csp-report',
      origin: service.url,
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'no-cors',
      ...headers,
    },
  };
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  if (from) return sendFrom(from, service.url, { ...request, rawBody: text });
  return fetch(`${service.url}/api/csp-reports`, {
    method: 'POST',
    headers: request.headers,
    body: text,
  });
}

describe('policy violation reports', () => {
  it('are received, kept and logged as Chromium sends them for report-uri', async () => {
    const service = await start();
    const report = cspReport(service);
    expect((await post(service, report)).status).toBe(204);
    expect(service.service.cspReports()).toEqual([report]);
    expect(logs.some((line) => line.includes('CSP violation'))).toBe(true);
  });

  it('are received from the Reporting API, each report of a batch kept', async () => {
    const service = await start();
    const report = reportingApiReport(service);
    const response = await post(service, [report, report], {
      'content-type': 'application/reports+json',
    });
    expect(response.status).toBe(204);
    expect(service.service.cspReports()).toEqual([report, report]);
  });

  it('are received and kept as WebKit sends them: Origin null, Sec-Fetch-Site same-origin, type and url beside csp-report', async () => {
    const service = await start();
    const report = webKitReport(`${service.url}/login`);
    expect((await postAsWebKit(service, report)).status).toBe(204);
    expect(service.service.cspReports()).toEqual([report]);
  });

  it("are replayed from WebKit in the contract's WebKitCspReport shape", () => {
    // The service tests' contract checks read answers only, and would pass over an
    // application/csp-report body anyway (not a JSON media type): this is what holds the
    // replay to docs/openapi.yaml.
    const report = webKitReport('http://127.0.0.1:3000/login');
    expect(contractSchemas().problems('/components/schemas/WebKitCspReport', report)).toEqual([]);
  });

  it.each([
    [
      "WebKit's cross-site report, Sec-Fetch-Site: cross-site",
      { 'Sec-Fetch-Site': 'cross-site', Referer: 'https://evil.example/' },
    ],
    ['a sibling site, Sec-Fetch-Site: same-site', { 'Sec-Fetch-Site': 'same-site' }],
    ['the address bar, Sec-Fetch-Site: none', { 'Sec-Fetch-Site': 'none' }],
    ['a browser that sends no Sec-Fetch-Site', { 'Sec-Fetch-Site': undefined }],
  ])(
    'are refused with 403 when Origin is null and the report comes from %s',
    async (_label, headers) => {
      const service = await start();
      const response = await postAsWebKit(service, webKitReport(`${service.url}/login`), headers);
      expect(response.status).toBe(403);
      expect(JSON.parse(response.body.toString()).error.code).toBe('forbidden_origin');
      expect(service.service.cspReports()).toEqual([]);
    },
  );

  it.each(['application/json', 'text/plain', 'application/x-www-form-urlencoded'])(
    'are refused with 415 when sent as %s, which browsers never send them as',
    async (type) => {
      const service = await start();
      const response = await post(service, cspReport(service), { 'content-type': type });
      expect(response.status).toBe(415);
      expect((await response.json()).error.code).toBe('unsupported_media_type');
      expect(service.service.cspReports()).toEqual([]);
    },
  );

  it.each([
    ['a cross-site request', { 'sec-fetch-site': 'cross-site' }],
    ['another origin', { origin: 'https://evil.example', 'sec-fetch-site': 'same-site' }],
  ])('are refused with 403 from %s', async (_label, headers) => {
    const service = await start();
    const response = await post(service, cspReport(service), headers);
    expect(response.status).toBe(403);
    expect(service.service.cspReports()).toEqual([]);
  });

  it('are refused with 413 past 8 KiB, far more than a report takes', async () => {
    const service = await start();
    const response = await post(
      service,
      cspReport(service, `https://x.example/${'y'.repeat(9000)}`),
    );
    expect(response.status).toBe(413);
    expect(service.service.cspReports()).toEqual([]);
  });

  it.each([
    ['not JSON', 'not json', 'application/csp-report'],
    ['not a report', { x: 'y' }, 'application/csp-report'],
    [
      'a report without its document',
      { 'csp-report': { 'blocked-uri': 'inline' } },
      'application/csp-report',
    ],
    [
      'a report with nested data',
      { 'csp-report': { 'document-uri': 'x', 'effective-directive': 'y', extra: { a: 1 } } },
      'application/csp-report',
    ],
    [
      "WebKit's framing with another type",
      { ...webKitReport('http://127.0.0.1/login'), type: 'deprecation' },
      'application/csp-report',
    ],
    [
      "WebKit's framing without its url",
      { type: 'csp-violation', 'csp-report': webKitReport('x')['csp-report'] },
      'application/csp-report',
    ],
    ['an empty batch', [], 'application/reports+json'],
    [
      'a batch of another type',
      [{ type: 'deprecation', url: 'x', body: {} }],
      'application/reports+json',
    ],
  ])('are refused with 400 when the body is %s', async (_label, body, type) => {
    const service = await start();
    const response = await post(service, body, { 'content-type': type });
    expect(response.status).toBe(400);
    expect(service.service.cspReports()).toEqual([]);
  });

  it('are answered 429 with Retry-After past twenty a minute from one address', async () => {
    const service = await start();
    const statuses: number[] = [];
    for (let report = 0; report < 21; report++) {
      statuses.push((await post(service, cspReport(service), {}, '127.0.0.2')).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 204)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another address is not held back.
    expect((await post(service, cspReport(service), {}, '127.0.0.3')).status).toBe(204);
  });

  it('do not count refused bodies against the limit, so junk cannot get a real report refused', async () => {
    const service = await start();
    for (let attempt = 0; attempt < 30; attempt++) {
      await post(service, { x: 'y' }, {}, '127.0.0.2');
    }
    expect((await post(service, cspReport(service), {}, '127.0.0.2')).status).toBe(204);
    expect(service.service.cspReports()).toHaveLength(1);
  });

  it('are never pushed out by later ones, so a flood cannot hide a real report', async () => {
    const service = await start();
    const real = cspReport(service);
    await post(service, real);
    for (let address = 2; address <= 12; address++) {
      for (let report = 0; report < 20; report++) {
        await post(
          service,
          cspReport(service, 'https://forged.example/'),
          {},
          `127.0.0.${address}`,
        );
      }
    }
    expect(service.service.cspReports()[0]).toEqual(real);
  });
});
