import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** deploy/nginx/, the configuration the portal ships for nginx. */
export const shippedNginxDir = fileURLToPath(new URL('../../../deploy/nginx/', import.meta.url));

/**
 * What example-site.conf's `location /api/` names as the site's own: the SSO it proxies to and
 * the portal's public name, sent upstream as `Host`. Everything else in the block is what every
 * deployment runs, so a test nginx takes the block as written and replaces only these two.
 */
export const exampleSiteOwn = Object.freeze({
  upstream: 'https://sso.internal.gofy.example',
  host: 'portal.gofy.example',
});

/** The example's `location /api/ { ... }` block as written, comments included. */
export function exampleApiLocation(): string {
  const site = readFileSync(path.join(shippedNginxDir, 'example-site.conf'), 'utf8');
  const block = /^[ \t]*location \/api\/ \{[^}]*\}/m.exec(site)?.[0];
  if (!block) throw new Error('deploy/nginx/example-site.conf has no `location /api/ { ... }`');
  return block;
}

/**
 * The example's `location /api/` for a site of `host` in front of the API at `upstream`.
 * Throws if the example no longer names its own upstream and host exactly once each, rather
 * than running a test against a block that was not adapted.
 */
export function apiLocationFor(site: { upstream: string; host: string }): string {
  let block = exampleApiLocation();
  const replacements: [string, string][] = [
    [`proxy_pass ${exampleSiteOwn.upstream};`, `proxy_pass ${site.upstream};`],
    [`proxy_set_header Host ${exampleSiteOwn.host};`, `proxy_set_header Host ${site.host};`],
  ];
  for (const [line, replacement] of replacements) {
    if (block.split(line).length !== 2) {
      throw new Error(`example-site.conf's location /api/ must have \`${line}\` exactly once`);
    }
    block = block.replace(line, replacement);
  }
  return block;
}
