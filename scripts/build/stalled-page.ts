import { stalledNoticeId } from '../../src/early/stalled-notice-id';
import { escapeHtml } from './escape-html';

export { stalledNoticeId };

/**
 * A prerendered page whose script never starts (a filter that blocks /static/js/, a proxy that
 * refuses it, a connection that stalls) would show its form for good with a disabled "Loading…"
 * button and no word of why. Each page carries a hidden notice in its language, outside the
 * part its script takes over. The page's loader (after-first-paint.ts), which asks for the
 * script, shows it when the script fails to load, or when it has not run some seconds after it
 * was asked for, and hides it again should the script run after all. The loader alone does it:
 * not a byte of the page's own script.
 */

export interface StalledWords {
  readonly text: string;
  readonly reload: string;
}

/**
 * How long after its scripts were asked for a page that has not started says so. Long enough
 * for the first script on a poor mobile connection (about 60 kB: under a second at 1.5 Mbit/s),
 * short enough that a broker looking at a dead button is told before giving up.
 */
export const stalledAfterMs = 10_000;

/**
 * The notice, hidden: the alert, then the button, with nothing between (the loader finds them
 * as its first and last child). Its words wait in an attribute: the loader writes them into
 * the alert as it shows it, which screen readers announce.
 */
export function stalledNotice(words: StalledWords): string {
  return [
    `<div id="${stalledNoticeId}" class="page-stalled" hidden>`,
    `<p role="alert" data-words="${escapeHtml(words.text)}"></p>`,
    `<button type="button" class="button button-primary">${escapeHtml(words.reload)}</button>`,
    '</div>',
  ].join('');
}

/**
 * The loader's part (ES5): `stalled()` shows the notice, once, and makes its button reload;
 * `ran()`, the script's `load` (it fires once the script has run), hides it again.
 */
export const stalledLoaderPart = [
  `var ok=0;function note(){return d.getElementById("${stalledNoticeId}")}`,
  'function stalled(){var n=note();if(ok||!n||!n.hidden)return;n.hidden=false;',
  'var p=n.firstChild;p.textContent=p.getAttribute("data-words");',
  'n.lastChild.onclick=function(){location.reload()}}',
  'function ran(){var n=note();ok=1;if(n)n.hidden=true}',
].join('');
