// @ts-check
/**
 * When a page's sign-in form would act on a submit: its submit control on screen and enabled,
 * and the page's handler for it attached. Seen from inside the page, on the page's own clock
 * (milliseconds from navigation start, as FCP and LCP are), by a watcher installed before the
 * page's own scripts. Also keeps the page's first and largest paints.
 *
 * How "attached" is seen depends on what draws the form, named per page (peers/peers.js, and
 * run.js for the portal):
 * - `react`: React keeps each element's props on the element (`__reactProps$…`) and marks the
 *   container it listens on (`_reactListening…`); the form has an `onSubmit` there, or the
 *   control an `onClick`, and React is listening above them. React sets both before it puts
 *   a new element in the page, and on hydration before it enables a control it had disabled.
 * - `jquery`: jQuery keeps an element's handlers under its expando (`jQuery<digits>`); the form
 *   has a `submit` handler there, or the control a `click` one (the Okta widget's Backbone
 *   views bind theirs this way).
 * - `early`: the page's first script has taken charge of the form before React has come (an
 *   event contract, as Google's JSAction keeps one): it sets `gofyEarlySubmit` on the form as
 *   it attaches its submit handler, which catches a submit and hands it to React once React is
 *   in charge. The portal's prerendered button is disabled until that script has run
 *   (src/early/early-submit.ts), which enables it; the probe wants both.
 */

/**
 * @typedef {object} Readiness
 * @property {string} submit The form's submit control (CSS).
 * @property {'react' | 'jquery' | 'early'} handler What attaches the handler.
 */

/**
 * @typedef {object} PageTimes
 * @property {number} [fcpMs]
 * @property {number} [lcpMs] The latest largest-paint candidate.
 * @property {number} [readyMs]
 */

/**
 * Runs in the page, before its scripts (Playwright's `addInitScript`): nothing from outside
 * this function is in scope there. Checks on every change to the page and every 50 ms besides,
 * since attaching a handler changes nothing in the page; a check is a few property reads.
 *
 * @param {Readiness} readiness
 */
export function watchReadiness(readiness) {
  /** @type {PageTimes} */
  const times = {};
  /** @type {any} */ (window).__benchTimes = times;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') times.fcpMs = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) times.lcpMs = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });

  /** @param {any} element @param {RegExp} name */
  const own = (element, name) =>
    element ? Object.keys(element).flatMap((key) => (name.test(key) ? [element[key]] : [])) : [];
  /** @param {HTMLInputElement | HTMLButtonElement} control */
  const handled = (control) => {
    // The portal's `earlySubmitMark`, named here: nothing from outside is in scope in the page.
    if (readiness.handler === 'early')
      return /** @type {any} */ (control.form)?.gofyEarlySubmit === true;
    if (readiness.handler === 'jquery') {
      const events = (/** @type {any} */ element) =>
        own(element, /^jQuery\d+$/).map((data) => data?.events ?? {});
      return events(control.form).some((on) => on.submit) || events(control).some((on) => on.click);
    }
    const props = (/** @type {any} */ element) => own(element, /^__reactProps\$/);
    const handler =
      props(control.form).some((p) => typeof p?.onSubmit === 'function') ||
      props(control).some((p) => typeof p?.onClick === 'function');
    let listening = false;
    for (
      let element = control.parentElement;
      element && !listening;
      element = element.parentElement
    ) {
      listening = own(element, /^_reactListening/).some(Boolean);
    }
    return handler && listening;
  };
  const check = () => {
    if (times.readyMs !== undefined) return;
    const control = /** @type {HTMLInputElement | HTMLButtonElement | null} */ (
      document.querySelector(readiness.submit)
    );
    if (!control || control.disabled || control.getAttribute('aria-disabled') === 'true') return;
    if (!control.checkVisibility() || !handled(control)) return;
    times.readyMs = performance.now();
    observer.disconnect();
    clearInterval(timer);
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, attributes: true });
  const timer = setInterval(check, 50);
}
