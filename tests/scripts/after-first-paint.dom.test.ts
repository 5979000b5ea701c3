import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  afterFirstPaintLoader,
  beforeFirstPaintClasses,
  firstInputs,
  inlineIcon,
  liftedTags,
  liftedTagsId,
  loadAfterFirstPaint,
  noWebAuthnClass,
  returnTargetClass,
} from '../../scripts/build/after-first-paint';

const builtPage = [
  '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8" />',
  '<link rel="preload" href="/config.json" as="fetch" crossorigin fetchpriority="low" />',
  '<link rel="manifest" href="/manifest.webmanifest" />',
  '<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />',
  '<title>Entrar · gofy</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">',
  '<script defer src="/static/js/lib-react.1.js"></script>',
  '<script defer src="/static/js/index.2.js?v=1&amp;x=2"></script>',
  '<style>body{margin:0}</style>',
  '<link rel="preload" href="/static/js/async/messages-pt-br.3.js" as="script" fetchpriority="low">',
  '</head><body><div id="root"><form></form></div></body></html>',
].join('\n');

describe('a prerendered page as built', () => {
  const page = loadAfterFirstPaint(builtPage);
  const head = /<head>[\s\S]*<\/head>/.exec(page)?.[0] ?? '';

  it('runs no script from its head but the root element’s classes, and asks there for nothing but its own script', () => {
    expect(head.replace(`<script>${beforeFirstPaintClasses}</script>`, '')).not.toMatch(
      /<script|rel="manifest"|config\.json|messages/,
    );
    expect([...head.matchAll(/<link rel="preload"[^>]*>/g)].map((link) => link[0])).toEqual([
      '<link rel="preload" href="/static/js/lib-react.1.js" as="script" fetchpriority="low">',
      '<link rel="preload" href="/static/js/index.2.js?v=1&#38;x=2" as="script" fetchpriority="low">',
    ]);
  });

  it('keeps what the first paint needs, and what no browser fetches on load', () => {
    expect(head).toContain('<style>body{margin:0}</style>');
    expect(head).toContain('<title>Entrar · gofy</title>');
    expect(head).toContain('rel="apple-touch-icon"');
    expect(page).toContain('<div id="root"><form></form></div>');
  });

  it('lists the lifted tags scripts first, in their order, with their attributes', () => {
    expect(liftedTags(page)).toEqual([
      ['script', { src: '/static/js/lib-react.1.js' }],
      ['script', { src: '/static/js/index.2.js?v=1&x=2' }],
      [
        'link',
        {
          rel: 'preload',
          href: '/config.json',
          as: 'fetch',
          crossorigin: '',
          fetchpriority: 'low',
        },
      ],
      [
        'link',
        {
          rel: 'preload',
          href: '/static/js/async/messages-pt-br.3.js',
          as: 'script',
          fetchpriority: 'low',
        },
      ],
      ['link', { rel: 'manifest', href: '/manifest.webmanifest' }],
    ]);
  });

  it('gives the root element its classes in the head, before anything can be painted', () => {
    expect(page).toContain(`<script>${beforeFirstPaintClasses}</script></head>`);
    expect(afterFirstPaintLoader).not.toContain('className');
  });

  it('ends its body with the list and the loader', () => {
    expect(page).toMatch(
      new RegExp(`<script type="application/json" id="${liftedTagsId}">[^<]*</script><script>`),
    );
    expect(page).toContain(`<script>${afterFirstPaintLoader}</script></body>`);
  });

  it('refuses a page that loads no script: it would never come to life', () => {
    expect(() => loadAfterFirstPaint('<html><head></head><body></body></html>')).toThrow(
      /no script/,
    );
  });
});

describe('the icon written into the page', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="#0b5cad"/></svg>\n';

  it('replaces the link to the file by a data: URL of the same image', () => {
    const page = inlineIcon(builtPage, 'favicon.svg', svg);
    const href = /<link rel="icon" href="([^"]+)" type="image\/svg\+xml">/.exec(page)?.[1] ?? '';
    expect(href.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(href.slice('data:image/svg+xml,'.length))).toBe(svg.trim());
    expect(page).not.toContain('/favicon.svg');
  });

  it('fails the build when the page links no such icon', () => {
    expect(() => inlineIcon('<head></head>', 'favicon.svg', svg)).toThrow(/favicon\.svg/);
  });
});

describe('the loader, in the page', () => {
  let paintObserved: (() => void) | undefined;
  let visibility: DocumentVisibilityState;

  let observedType: string | undefined;

  class PaintObserver {
    static supportedEntryTypes = ['largest-contentful-paint', 'paint', 'navigation'];
    constructor(private readonly callback: (list: unknown, observer: PaintObserver) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options.buffered).toBe(true);
      observedType = options.type;
      paintObserved = () => this.callback({}, this);
    }
    disconnect() {
      paintObserved = undefined;
    }
  }

  const headTags = () =>
    [...document.head.children].map((element) =>
      element instanceof HTMLScriptElement
        ? `script ${element.getAttribute('src')} async=${element.async}`
        : `link ${element.getAttribute('rel')} ${element.getAttribute('href')}`,
    );
  const runLoader = () => new Function(afterFirstPaintLoader)();
  const runClasses = () => new Function(beforeFirstPaintClasses)();
  // The browser's count of the events dispatched so far, which jsdom does not keep.
  const countedEvents = (counts: Map<string, number>) =>
    Object.defineProperty(performance, 'eventCounts', { value: counts, configurable: true });

  beforeEach(() => {
    visibility = 'visible';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    document.head.innerHTML = '';
    document.body.innerHTML = `<script type="application/json" id="${liftedTagsId}">${JSON.stringify(
      [
        ['script', { src: '/a.js' }],
        ['script', { src: '/b.js' }],
        ['link', { rel: 'preload', href: '/config.json', as: 'fetch', crossorigin: '' }],
      ],
    )}</script>`;
  });

  afterEach(() => {
    PaintObserver.supportedEntryTypes = ['largest-contentful-paint', 'paint', 'navigation'];
    observedType = undefined;
    Reflect.deleteProperty(performance, 'eventCounts');
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
    paintObserved = undefined;
  });

  it('adds nothing before the largest paint, then everything once, scripts in order', () => {
    runLoader();
    expect(observedType).toBe('largest-contentful-paint');
    expect(headTags()).toEqual([]);
    paintObserved?.();
    expect(headTags()).toEqual([
      'script /a.js async=false',
      'script /b.js async=false',
      'link preload /config.json',
    ]);
    expect(document.head.querySelector('link')?.getAttribute('crossorigin')).toBe('');
    // The observer is gone, and hiding the page afterwards adds nothing twice.
    expect(paintObserved).toBeUndefined();
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(headTags()).toHaveLength(3);
  });

  it('waits for the first paint where the browser does not report the largest', () => {
    PaintObserver.supportedEntryTypes = ['paint'];
    runLoader();
    expect(observedType).toBe('paint');
    expect(headTags()).toEqual([]);
    paintObserved?.();
    expect(headTags()).toHaveLength(3);
  });

  it('marks a browser without WebAuthn before the first paint, so no passkey room is held', () => {
    document.documentElement.className = '';
    runClasses();
    expect(document.documentElement.classList.contains(noWebAuthnClass)).toBe(true);
  });

  it('leaves a browser with WebAuthn as it is: the passkey button will come', () => {
    document.documentElement.className = '';
    vi.stubGlobal('PublicKeyCredential', class {});
    runClasses();
    expect(document.documentElement.className).toBe('');
  });

  it.each([
    ['/login?redirect=https%3A%2F%2Fpipeline.qa.gofy.example%2Fdeals', true],
    ['/login?ended=1&redirect=HTTP://pipeline.qa.gofy.example/', true],
    ['/login?redirect=%2Fsecurity', false],
    ['/login?noredirect=https%3A%2F%2Fpipeline.qa.gofy.example', false],
    ['/login', false],
  ])('holds the return hint’s room before the first paint for %s: %s', (address, held) => {
    document.documentElement.className = '';
    vi.stubGlobal('PublicKeyCredential', class {});
    history.replaceState(null, '', address);
    try {
      runClasses();
      expect(document.documentElement.classList.contains(returnTargetClass)).toBe(held);
    } finally {
      history.replaceState(null, '', '/');
    }
  });

  it('loads at once in a tab opened in the background, which paints nothing', () => {
    visibility = 'hidden';
    runLoader();
    expect(headTags()).toHaveLength(3);
  });

  it('loads when the page is left before it paints, so a sign-out still happens', () => {
    runLoader();
    expect(headTags()).toEqual([]);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(headTags()).toHaveLength(3);
    paintObserved?.();
    expect(headTags()).toHaveLength(3);
  });

  // A broker's input ends the browser's reports of the largest paint: no report may follow.
  it.each(firstInputs)('loads at the first %s before the largest paint is reported', (input) => {
    runLoader();
    expect(headTags()).toEqual([]);
    document.body.dispatchEvent(new Event(input, { bubbles: input !== 'scroll' }));
    expect(headTags()).toHaveLength(3);
    paintObserved?.();
    document.body.dispatchEvent(new Event(input));
    expect(headTags()).toHaveLength(3);
  });

  it('loads at once when the broker pressed or tapped before it ran', () => {
    countedEvents(new Map([['pointerdown', 1]]));
    runLoader();
    expect(headTags()).toHaveLength(3);
  });

  it('waits for the largest paint when only the pointer moved before it ran', () => {
    countedEvents(new Map([['pointermove', 3]]));
    runLoader();
    expect(headTags()).toEqual([]);
    paintObserved?.();
    expect(headTags()).toHaveLength(3);
  });

  it('waits for the largest paint where the count of events is not the browser’s', () => {
    countedEvents({} as Map<string, number>);
    runLoader();
    expect(headTags()).toEqual([]);
    paintObserved?.();
    expect(headTags()).toHaveLength(3);
  });

  it('waits for a painted frame where the browser does not report paints', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('PerformanceObserver', undefined);
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    runLoader();
    expect(frames).toHaveLength(1);
    frames[0]?.(0);
    // The frame's callbacks run before it is painted; the timer they queue runs after.
    expect(headTags()).toEqual([]);
    vi.runAllTimers();
    expect(headTags()).toHaveLength(3);
  });
});
