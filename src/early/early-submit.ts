import { stalledNoticeId } from './stalled-notice-id';

/**
 * The page's first script is this module and the bundler's runtime, a few KiB: the prerendered
 * forms answer Enter and a click as soon as it has run, long before React (some 45 KiB) has
 * arrived and hydrated them. It is an event contract, as Google's JSAction keeps one: a submit
 * made before React is in charge is caught (never sent natively: no password in a URL, even if
 * the app never comes), the broker is told it is under way, and React sends it once it is in
 * charge (the submit button's hand-off, src/components/submit-button.tsx), with what the
 * fields hold then. No React, no words of its own: the prerendered button carries them.
 */

/**
 * The property set (to `true`) on each form the early handler has taken charge of. The bench's
 * ready probe (bench/ready-probe.js) reads it: such a form acts on a submit from then on.
 */
export const earlySubmitMark = 'gofyEarlySubmit';

/** The class of the status line that says a caught submit is under way (styles/frame.css). */
export const earlyStatusClass = 'early-status';

/**
 * The prerendered submit button's attributes (SubmitButton writes them while not hydrated):
 * its label, for when the early handler enables it, and the words of a submit under way.
 */
export const earlyLabelAttribute = 'data-early-label';
export const earlySendingAttribute = 'data-early-sending';

interface EarlyState {
  inCharge: boolean;
  /** Asks for the app's code once more (`loadApp`); `undefined` while it is on its way. */
  retry: (() => void) | undefined;
  readonly pending: Set<HTMLFormElement>;
  status: HTMLElement | null;
}

const state: EarlyState = { inCharge: false, retry: undefined, pending: new Set(), status: null };

type MarkedForm = HTMLFormElement & { [earlySubmitMark]?: boolean };

/** Whether the early handler has enabled the prerendered submit buttons it found. */
export function earlyInCharge(): boolean {
  return state.inCharge;
}

/**
 * Takes charge of the prerendered forms: enables each one's submit button (its label in place
 * of "Loading…") and catches every submit React does not handle. Listens on the document, in
 * the bubbling phase: React listens on its root, below, and prevents the default of every
 * submit it handles; one that arrives here not prevented is one React is not in charge of yet.
 */
export function takeChargeOfForms(doc: Document = document): void {
  const buttons = doc.querySelectorAll<HTMLButtonElement>(
    `form button[type="submit"][${earlyLabelAttribute}]`,
  );
  for (const button of buttons) {
    const form = button.form as MarkedForm | null;
    if (!form) continue;
    button.textContent = button.getAttribute(earlyLabelAttribute);
    button.disabled = false;
    form[earlySubmitMark] = true;
  }
  // The status line, outside React's root (hydration neither sees nor removes it), there and
  // empty before anything is said in it: a live region announces a change, not its arrival.
  const root = doc.getElementById('root');
  if (root && buttons.length > 0) {
    const status = doc.createElement('p');
    status.className = earlyStatusClass;
    status.setAttribute('role', 'status');
    root.before(status);
    state.status = status;
  }
  doc.addEventListener('submit', catchSubmit);
  state.inCharge = true;
}

function catchSubmit(event: Event): void {
  const form = event.target as MarkedForm | null;
  if (!form?.[earlySubmitMark] || event.defaultPrevented) return;
  event.preventDefault();
  state.pending.add(form);
  stalledNotice(form.ownerDocument)?.setAttribute('hidden', '');
  say(form.querySelector(`[${earlySendingAttribute}]`)?.getAttribute(earlySendingAttribute));
  // After the app failed to arrive, each press is one more try.
  state.retry?.();
}

function say(words: string | null | undefined): void {
  if (state.status) state.status.textContent = words ?? '';
}

/**
 * Hands a submit caught before React was in charge over to React: `true` (once) when `form`
 * has one waiting. The status line then falls silent: the form's own button says "Signing
 * in…" from here on.
 */
export function takeEarlySubmit(form: HTMLFormElement): boolean {
  if (!state.pending.delete(form)) return false;
  if (state.pending.size === 0) say('');
  return true;
}

/**
 * Loads the app's code (`load`) and starts it (`start`); should its code not arrive (offline on
 * a first visit, a chunk refused or cut off), says so rather than leave a caught submit under
 * way for good: the notice the page carries for a script that never starts
 * (scripts/build/stalled-page.ts), in its language, with a Reload. A submit caught then was
 * not sent and is forgotten; the next press, or the browser's word that it is back online,
 * asks for the app again.
 */
export function loadApp<App>(
  load: () => Promise<App>,
  start: (app: App) => void,
  doc: Document = document,
): void {
  state.retry = undefined;
  load().then(start, () => {
    state.pending.clear();
    showStalled(doc);
    const retry = () => {
      doc.defaultView?.removeEventListener('online', retry);
      if (state.retry === retry) loadApp(load, start, doc);
    };
    state.retry = retry;
    doc.defaultView?.addEventListener('online', retry);
  });
}

const stalledNotice = (doc: Document) => doc.getElementById(stalledNoticeId);

function showStalled(doc: Document): void {
  say('');
  const notice = stalledNotice(doc);
  const alert = notice?.firstElementChild;
  if (!notice || !alert) return;
  notice.hidden = false;
  alert.textContent = alert.getAttribute('data-words');
  const reload = notice.lastElementChild as HTMLElement | null;
  if (reload) reload.onclick = () => doc.defaultView?.location.reload();
}

/** For tests: forgets every form, the status line and a failure. */
export function resetEarlySubmit(doc: Document = document): void {
  doc.removeEventListener('submit', catchSubmit);
  state.status?.remove();
  Object.assign(state, { inCharge: false, retry: undefined, status: null });
  state.pending.clear();
}
