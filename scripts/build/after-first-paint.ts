/**
 * A prerendered page runs no script before its first paint but a few statements that give its
 * root element the classes its first frame is laid out by, and asks for nothing but its
 * scripts before it.
 *
 * A `defer` script runs before the first paint whenever it arrives first: on a fast
 * connection the broker waited for React and the page's hydration before seeing a form that
 * was already in the HTML. So the page's script is still fetched as soon as the parser meets
 * the head (a low-priority preload, as a `defer` script is fetched), and on a slow connection
 * it downloads while the page paints, as before; but it runs only once the page has painted.
 * The small files it needs besides (config.json, the page's words) and the manifest are
 * requested then: they arrive long before the script on a slow connection, and until the
 * paint the page has the connection to itself. The build lifts those
 * tags out of the page's head into a JSON list, and one inline script, the same on every page
 * (one CSP hash), adds them to the head once the browser reports the first paint.
 */

import { escapeHtml } from './escape-html';
import { stalledAfterMs, stalledLoaderPart } from './stalled-page';

/** One lifted tag: its name and its attributes, in order. */
export type LiftedTag = readonly [name: 'script' | 'link', attributes: Record<string, string>];

export const liftedTagsId = 'after-first-paint';

/**
 * The loader, kept in ES5 and small: it runs in every browser that opens the page, before any
 * bundle. Scripts are inserted with `async = false` so they run in the order the list gives,
 * as `defer` scripts would.
 *
 * It waits for the browser's first report of the page's largest paint (the form, painted in
 * the first frame), which Chromium makes after the first paint's own; elsewhere for the Paint
 * Timing API's first entry. Where neither API is there, a timer queued from an animation frame
 * runs after that frame is painted. A hidden page paints nothing until
 * shown: one opened in a background tab, or left before its first paint, loads at once, so a
 * sign-out page still signs out and a sign-in page is ready when the broker comes back. No
 * timer stands in for the paint: on a loaded phone it would fire first and undo the point.
 * The broker's first input does: a key, a tap or a scroll ends the browser's reports of the
 * largest paint, and one made before the first report (a tap on a page still arriving) left
 * the page waiting for a report that never came, the form saying "loading" for good. One
 * made before this script ran is in the browser's count of events (`performance.eventCounts`,
 * which counts no scrolls: nothing is on screen to scroll before this script has run). Read
 * warily: a page whose `performance` was replaced (a test's fake clock) must still load.
 */
/** The broker's inputs that end the browser's reports of the largest paint. */
export const firstInputs = ['keydown', 'pointerdown', 'mousedown', 'touchstart', 'wheel', 'scroll'];

/**
 * The class the page's root element gets in a browser without WebAuthn (WebKitGTK, older
 * engines), before the first paint (`beforeFirstPaintClasses`): the sign-in page then holds no room for a passkey
 * button that will never come (styles/fields.css). Given back only once the script had run, that room
 * moved every link below it up under a broker's finger: a tap meant for "Ask for an account"
 * landed on the page.
 */
export const noWebAuthnClass = 'no-webauthn';

/**
 * The class the page's root element gets before the first paint (`beforeFirstPaintClasses`)
 * when the address
 * has a return target outside the portal (`?redirect=https://...`, as a suite application sends
 * the broker): the sign-in page then holds the room of the sentence that says where signing in
 * leads (src/features/sign-in/return-hint.tsx), which the script can only say once it has read
 * and judged the target.
 */
export const returnTargetClass = 'has-return-target';

/**
 * The classes above, given in the head, before anything can be painted. Given by the loader at
 * the end of the body, they came after the page's foot, whose arrival lets the first frame be
 * painted: on a busy phone the parser could stop between the two, paint without them, and then
 * move the form when the room they hold appeared.
 */
export const beforeFirstPaintClasses = [
  '(function(){var e=document.documentElement;',
  `if(!window.PublicKeyCredential)e.className+=" ${noWebAuthnClass}";`,
  `if(/[?&]redirect=https?(:|%3a)/i.test(location.search))e.className+=" ${returnTargetClass}"`,
  '})()',
].join('');

export const afterFirstPaintLoader = [
  '(function(){',
  'var d=document,w=window,P=w.PerformanceObserver,done=false;',
  stalledLoaderPart,
  'function load(){if(done)return;done=true;',
  `var tags=JSON.parse(d.getElementById("${liftedTagsId}").textContent);`,
  'for(var i=0;i<tags.length;i++){var t=tags[i],e=d.createElement(t[0]);',
  'for(var k in t[1])e.setAttribute(k,t[1][k]);',
  'if(t[0]==="script"){e.async=false;e.onerror=stalled;e.onload=ran}d.head.appendChild(e)}',
  `w.setTimeout(stalled,${stalledAfterMs})}`,
  'function ifHidden(){if(d.visibilityState==="hidden")load()}',
  'ifHidden();d.addEventListener("visibilitychange",ifHidden);',
  `var inputs=${JSON.stringify(firstInputs)},counts=w.performance&&performance.eventCounts;`,
  'function made(n){try{return counts.get(n)>0}catch(e){return false}}',
  'for(var j=0;j<inputs.length;j++){if(made(inputs[j]))load();',
  'w.addEventListener(inputs[j],load,{capture:true,passive:true,once:true})}',
  'var types=P&&P.supportedEntryTypes||[],',
  'type=types.indexOf("largest-contentful-paint")>=0?"largest-contentful-paint":',
  'types.indexOf("paint")>=0?"paint":null;',
  'if(type)new P(function(l,o){o.disconnect();load()}).observe({type:type,buffered:true});',
  'else w.requestAnimationFrame(function(){w.setTimeout(load,0)})',
  '})()',
].join('');

const liftedTagPatterns: readonly RegExp[] = [
  /<script\b[^>]*\bsrc="[^"]*"[^>]*><\/script>/g,
  /<link\b[^>]*\brel="(?:preload|modulepreload|manifest)"[^>]*>/g,
];

function decodeAttribute(value: string): string {
  return value
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function parseTag(tag: string): LiftedTag {
  const name = tag.startsWith('<script') ? 'script' : 'link';
  const attributes: Record<string, string> = {};
  const opening = tag.slice(name.length + 1, tag.indexOf('>'));
  for (const match of opening.matchAll(/([a-zA-Z][\w-]*)(?:="([^"]*)")?/g)) {
    const attribute = match[1]?.toLowerCase();
    // `defer` means nothing on an inserted script; the order is kept by `async = false`.
    if (!attribute || attribute === 'defer') continue;
    attributes[attribute] = decodeAttribute(match[2] ?? '');
  }
  return [name, attributes];
}

// Scripts first: they are what the form waits for; then what they will ask for; the
// manifest, which nothing on the page waits for, last.
const rank = ([name, attributes]: LiftedTag) =>
  name === 'script' ? 0 : attributes.rel === 'manifest' ? 2 : 1;

/** The page with its script run, and what else it asks for requested, after its first paint. */
export function loadAfterFirstPaint(html: string): string {
  const head = /<head>[\s\S]*?<\/head>/.exec(html)?.[0];
  if (!head) throw new Error('The page has no <head> to lift its scripts from');
  const tags: LiftedTag[] = [];
  // The page's script (one file: rsbuild.config.ts) is still fetched at once: these preloads
  // stand where its <script> tags were, and stay.
  const scriptPreloads = new Set<string>();
  let rest = head;
  for (const pattern of liftedTagPatterns) {
    rest = rest.replace(pattern, (tag) => {
      if (scriptPreloads.has(tag)) return tag;
      const lifted = parseTag(tag);
      tags.push(lifted);
      const [name, attributes] = lifted;
      if (name !== 'script') return '';
      const preload = `<link rel="preload" href="${escapeHtml(attributes.src ?? '')}" as="script" fetchpriority="low">`;
      scriptPreloads.add(preload);
      return preload;
    });
  }
  if (!tags.some(([name]) => name === 'script')) {
    throw new Error('The page loads no script to start after its first paint');
  }
  tags.sort((a, b) => rank(a) - rank(b));
  // `<` escaped so no URL can close the data block early.
  const list = JSON.stringify(tags).replace(/</g, '\\u003c');
  const scripts = [
    `<script type="application/json" id="${liftedTagsId}">${list}</script>`,
    `<script>${afterFirstPaintLoader}</script>`,
  ].join('');
  if (!html.includes('</body>')) throw new Error('The page has no </body> to load from');
  const classes = `<script>${beforeFirstPaintClasses}</script>`;
  return html
    .replace(head, () => rest.replace('</head>', () => `${classes}</head>`))
    .replace('</body>', () => `${scripts}</body>`);
}

/** What a page built by `loadAfterFirstPaint` adds to its head after its first paint. */
export function liftedTags(html: string): LiftedTag[] {
  const pattern = new RegExp(
    `<script type="application/json" id="${liftedTagsId}">([\\s\\S]*?)</script>`,
  );
  const list = pattern.exec(html)?.[1];
  return list === undefined ? [] : (JSON.parse(list) as LiftedTag[]);
}

/**
 * The page with its SVG icon written into it as a `data:` URL: the browser would otherwise
 * fetch the icon (or, before a script adds a link, guess at /favicon.ico) while the page
 * loads, and the icon is smaller than a request's headers.
 */
export function inlineIcon(html: string, iconFile: string, svg: string): string {
  const link = new RegExp(`<link\\b[^>]*\\brel="icon"[^>]*\\bhref="[^"]*${iconFile}"[^>]*>`);
  if (!link.test(html)) throw new Error(`The page links no ${iconFile} to write into it`);
  const url = `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
  return html.replace(link, () => `<link rel="icon" href="${url}" type="image/svg+xml">`);
}
