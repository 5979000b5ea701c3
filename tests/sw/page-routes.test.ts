import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  keptLanguage,
  pagesCacheName,
  pageToKeep,
  removeOtherPageCaches,
  routeToCaches,
} from '../../src/sw/page-routes';

/** A stand-in for URLPattern, which Node 20 lacks: it keeps what it was built from. */
class FakeURLPattern {
  constructor(readonly init: { pathname: string; search: string }) {}
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the cache of the pages the browser answers by itself', () => {
  it('is named after the pages’ revisions, so a waiting version never changes the one in charge', () => {
    const current = pagesCacheName(['login/index.html@a1', 'logout/index.html@b2']);
    expect(current).toMatch(/^gofy-pages-[0-9a-z]+$/);
    expect(pagesCacheName(['login/index.html@a1', 'logout/index.html@b2'])).toBe(current);
    expect(pagesCacheName(['login/index.html@a2', 'logout/index.html@b2'])).not.toBe(current);
  });

  it('keeps a page as the build wrote it, marked with its language and without Vary', async () => {
    const built = new Response('<html lang="en">…</html>', {
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': "default-src 'self'",
        Vary: 'Cookie, Accept-Language',
      },
    });
    const kept = await pageToKeep(built, 'en');
    expect(kept.status).toBe(200);
    expect(keptLanguage(kept)).toBe('en');
    expect(kept.headers.get('Vary')).toBeNull();
    expect(kept.headers.get('Content-Security-Policy')).toBe("default-src 'self'");
    expect(await kept.text()).toBe('<html lang="en">…</html>');
    expect(keptLanguage(undefined)).toBeNull();
  });

  it('keeps a page without the preload of its script, which this device already holds', async () => {
    const head =
      '<head><link rel="preload" href="/static/js/index.1.js" as="script" fetchpriority="low">' +
      '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" /></head>';
    const kept = await pageToKeep(new Response(`<html>${head}<body></body></html>`), 'pt-BR');
    expect(await kept.text()).toBe(
      '<html><head><link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" /></head><body></body></html>',
    );
  });

  it('leaves the browser a rule per page: a plain GET of the path, while the worker is stopped', async () => {
    vi.stubGlobal('URLPattern', FakeURLPattern);
    const addRoutes = vi.fn(async () => {});
    const event = { addRoutes } as unknown as ExtendableEvent;
    const routes = [
      { pathname: '/login', cacheName: 'gofy-pages-x' },
      { pathname: '/logout', cacheName: 'gofy-pages-x' },
      { pathname: '/static/*', cacheName: 'workbox-precache-v2' },
    ];
    expect(await routeToCaches(event, routes)).toBe(true);
    expect(addRoutes).toHaveBeenCalledWith(
      routes.map(({ pathname, cacheName }) => ({
        condition: {
          urlPattern: new FakeURLPattern({ pathname, search: '' }),
          requestMethod: 'GET',
          runningStatus: 'not-running',
        },
        source: { cacheName },
      })),
    );
  });

  it('leaves the pages to the worker where the browser has no static routing, or refuses the rules', async () => {
    vi.stubGlobal('URLPattern', FakeURLPattern);
    const plain = {} as ExtendableEvent;
    const login = [{ pathname: '/login', cacheName: 'gofy-pages-x' }];
    expect(await routeToCaches(plain, login)).toBe(false);
    const refusing = {
      addRoutes: async () => {
        throw new TypeError('unknown condition');
      },
    } as unknown as ExtendableEvent;
    expect(await routeToCaches(refusing, login)).toBe(false);
  });

  it('removes the pages of earlier versions, and nothing else', async () => {
    const names = ['gofy-pages-old', 'gofy-pages-new', 'workbox-precache-v2', 'gofy-deploy-config'];
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      keys: async () => names,
      delete: async (name: string) => {
        deleted.push(name);
        return true;
      },
    });
    await removeOtherPageCaches('gofy-pages-new');
    expect(deleted).toEqual(['gofy-pages-old']);
  });
});
