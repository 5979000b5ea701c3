import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheControl, referrerPolicy } from '../../deploy/http-headers.js';
import { type Locale, locales, localizedFile } from '../../src/config/languages';
import {
  formPostPaths,
  notFoundPage,
  pagesWithSecrets,
  portalRoutes,
  prerenderedPages,
} from '../../src/config/portal-paths';
import { shippedNginxDir } from './support/nginx-example';
import {
  addedHeader,
  locationFor,
  type NginxLocation,
  nginxLocations,
} from './support/nginx-locations';

// nginx cannot read src/config/portal-paths.js, so gofy-portal.conf spells the portal's paths
// in its own regular expressions; these tests hold the two to the same list.
const conf = readFileSync(path.join(shippedNginxDir, 'gofy-portal.conf'), 'utf8');
const locations = nginxLocations(conf);

function location(requestPath: string): NginxLocation {
  const found = locationFor(locations, requestPath);
  if (!found) throw new Error(`gofy-portal.conf has no location for ${requestPath}`);
  return found;
}

/**
 * What the conf's `$gofy_page_language` holds for a reader of `locale`: the part of a page's
 * file name that names its language (`.en` in `login/index.en.html`). Which reader gets which
 * is tested against nginx itself (tests/e2e/nginx.test.ts).
 */
const languageSuffix = (locale: Locale) => localizedFile('page.html', locale).slice(4, -5);

/**
 * The files `try_files` looks for, in order, for `requestPath` asked by a reader of `locale`
 * (its last entry is a status).
 */
function filesTried(requestPath: string, locale: Locale = 'pt-BR'): string[] {
  const tried = /^\s*try_files ([^;]+);/m.exec(location(requestPath).body)?.[1] ?? '';
  return tried
    .split(/\s+/)
    .map((file) =>
      file
        .replaceAll('$uri', requestPath)
        .replaceAll('$gofy_page_language', languageSuffix(locale)),
    );
}

/** Whether nginx answers `requestPath` with the portal's shell when no file of its own is there. */
const answersWithPage = (requestPath: string) => filesTried(requestPath).includes('/index.html');

const pageRoutes = portalRoutes.filter((route) => route !== '/');

describe('the portal’s pages behind nginx (gofy-portal.conf)', () => {
  it('answers every route of the portal with a page, with or without a trailing slash', () => {
    for (const route of portalRoutes) {
      expect(answersWithPage(route), route).toBe(true);
      expect(answersWithPage(`${route.replace(/\/$/, '')}/`), `${route}/`).toBe(true);
    }
  });

  it('answers no other path with a page', () => {
    // Every name a location's regular expression spells is tried as a path of its own too.
    const spelled = locations
      .filter((l) => l.modifier.startsWith('~'))
      .flatMap((l) => l.pattern.match(/[a-z][a-z0-9-]*/gi) ?? [])
      .map((name) => `/${name}`)
      .filter((candidate) => !portalRoutes.includes(candidate));
    const others = [
      ...spelled,
      '/no-such-page',
      notFoundPage.path,
      '/static/app',
      ...pageRoutes.flatMap((route) => [
        `${route}x`,
        `${route}/x`,
        `/x${route}`,
        route.toUpperCase(),
      ]),
    ];
    for (const other of others) expect(answersWithPage(other), other).toBe(false);
  });

  it('looks for a prerendered page in the reader’s language, then in Portuguese, then the shell', () => {
    for (const page of prerenderedPages.filter((p) => p !== notFoundPage)) {
      for (const locale of locales) {
        const tried = filesTried(page.path, locale).map((file) => file.replace(/\/+/g, '/'));
        const inLanguage = tried.indexOf(`/${localizedFile(page.file, locale)}`);
        const label = `${page.path} in ${locale}`;
        expect(inLanguage, label).toBeGreaterThanOrEqual(0);
        expect(inLanguage, label).toBeLessThanOrEqual(tried.indexOf(`/${page.file}`));
        expect(tried.indexOf(`/${page.file}`), label).toBeLessThan(tried.indexOf('/index.html'));
      }
    }
  });

  it('sends a form posted before the script ran back to its page, on exactly the pages that take one', () => {
    for (const route of portalRoutes) {
      const sendsBack = /if \(\$request_method = POST\) \{\s*return 303 /.test(
        location(route).body,
      );
      expect(sendsBack, route).toBe(formPostPaths.includes(route));
    }
  });

  it('keeps no copy of a page with a secret and sends no referrer from it; revalidates the others', () => {
    for (const route of portalRoutes) {
      const secret = pagesWithSecrets.includes(route);
      expect(addedHeader(location(route), 'Cache-Control'), route).toBe(
        secret ? cacheControl.pageWithSecret : cacheControl.revalidate,
      );
      expect(addedHeader(location(route), 'Referrer-Policy'), route).toBe(
        secret ? referrerPolicy.pageWithSecret : referrerPolicy.default,
      );
    }
  });

  it('answers an unknown path with the build’s not-found page, in the reader’s language', () => {
    const page = /^error_page 404 (\S+);$/m.exec(conf)?.[1] ?? '';
    for (const locale of locales) {
      expect(page.replaceAll('$gofy_page_language', languageSuffix(locale)), locale).toBe(
        `/${localizedFile(notFoundPage.file, locale)}`,
      );
    }
  });
});
