import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiResponseHeaders } from '../../deploy/http-headers.js';
import { apiLocationFor, exampleApiLocation, shippedNginxDir } from './support/nginx-example';

/** The directives of an nginx file or block, without its comments. */
const directives = (conf: string) => conf.replace(/#.*$/gm, '');

const apiInclude = directives(readFileSync(path.join(shippedNginxDir, 'gofy-api.conf'), 'utf8'));
const exampleLocation = directives(exampleApiLocation());

describe('what nginx does with an API answer (gofy-api.conf)', () => {
  it('adds the headers configure wrote for API answers, not the pages’', () => {
    expect(apiInclude).toContain('include gofy-portal/api-security-headers.conf;');
    expect(apiInclude).not.toContain('gofy-portal/security-headers.conf');
    expect(apiInclude).not.toMatch(/add_header/);
  });

  it('drops the upstream’s copy of exactly the headers it adds, so each is sent once', () => {
    const hidden = [...apiInclude.matchAll(/proxy_hide_header ([\w-]+);/g)].map((m) => m[1]);
    expect(hidden.sort()).toEqual(Object.keys(apiResponseHeaders()).sort());
  });

  it('leaves the upstream’s Host to the site and never passes on the client’s', () => {
    expect(apiInclude).not.toMatch(/proxy_set_header Host|\$(?:http_)?host\b/);
  });
});

describe('the example site’s location /api/', () => {
  it('includes gofy-api.conf and nothing of the pages’', () => {
    expect(exampleLocation).toContain('include gofy-portal/api.conf;');
    expect(exampleLocation).not.toMatch(/security-headers\.conf|add_header|proxy_hide_header/);
  });

  it('names the upstream’s Host itself instead of passing on the client’s', () => {
    expect(exampleLocation).toMatch(/proxy_set_header Host portal\.gofy\.example;/);
    expect(exampleLocation).not.toMatch(/\$(?:http_)?host\b/);
  });

  it('is what the test nginx runs, with only its upstream and name replaced', () => {
    const adapted = apiLocationFor({ upstream: 'http://127.0.0.1:4000', host: '127.0.0.1:8080' });
    expect(adapted).toContain('proxy_pass http://127.0.0.1:4000;');
    expect(adapted).toContain('proxy_set_header Host 127.0.0.1:8080;');
    expect(adapted).not.toMatch(/sso\.internal\.gofy\.example;|portal\.gofy\.example;/);
  });
});
