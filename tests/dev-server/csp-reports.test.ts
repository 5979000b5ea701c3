import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningService, startService } from './support';

let service: RunningService;
const logs: string[] = [];
beforeAll(async () => {
  service = await startService({ log: (line) => logs.push(line) });
});
afterAll(() => service.close());

const report = {
  'csp-report': {
    'document-uri': 'http://127.0.0.1/login',
    'violated-directive': 'script-src-elem',
    'blocked-uri': 'inline',
  },
};

function post(body: string, type = 'application/csp-report') {
  return fetch(`${service.url}/api/csp-reports`, {
    method: 'POST',
    headers: { 'content-type': type },
    body,
  });
}

describe('policy violation reports', () => {
  it('are received, kept and logged', async () => {
    const response = await post(JSON.stringify(report));
    expect(response.status).toBe(204);
    expect(service.service.cspReports()).toContainEqual(report);
    expect(logs.some((line) => line.includes('CSP violation'))).toBe(true);
  });

  it('refuse a body that is not JSON, or too large to be a report', async () => {
    expect((await post('not json')).status).toBe(400);
    expect((await post(JSON.stringify({ x: 'y'.repeat(20_000) }))).status).toBe(413);
  });
});
