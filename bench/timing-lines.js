// @ts-check
/**
 * The report's lines for what is timed beside Lighthouse: the build, the repeat visit, the
 * sign-ins on a slow connection and the bot challenge.
 */
import { cell, milliseconds, seconds, single } from './number-formats.js';
import { spread } from './stats.js';
import { mark, targets } from './targets.js';

/**
 * @param {import('./stats.js').Spread | undefined} build
 */
export function buildLine(build) {
  return build
    ? `- Production build (\`npm run build\`, ${build.count} builds, npm start-up included): ` +
        `${cell(build, seconds)}; ${mark(build.median < targets.buildMs)} target < ${targets.buildMs / 1000} s`
    : '- Production build: not timed (`--skip-build`)';
}

/**
 * @param {import('./repeat-visit.js').RepeatVisit | undefined} repeat
 */
export function repeatVisitLine(repeat) {
  if (!repeat) return '- Repeat visit: not measured';
  if (repeat.status === 'no-service-worker') {
    return `- Repeat visit, sign-in form on screen: n/a (no service worker)`;
  }
  const cold = spread(repeat.coldWorkerMs);
  const warm = spread(repeat.warmWorkerMs);
  const met = cold ? mark(cold.median <= targets.repeatVisitMs) : 'n/a';
  const skipped =
    repeat.uncontrolledVisits > 0
      ? `; ${repeat.uncontrolledVisits} visits not answered by the worker were left out`
      : '';
  return (
    `- Repeat visit, service worker in control, navigation start to sign-in form on screen: ` +
    `${cell(cold, milliseconds)} with the worker stopped first (as after idling), ` +
    `${cell(warm, milliseconds)} with it running; ${met} target ≤ ${targets.repeatVisitMs} ms ` +
    `(judged on the first; ${repeat.coldWorkerMs.length + repeat.warmWorkerMs.length} visits, ` +
    `no throttling${skipped})`
  );
}

/**
 * "1 request", "2 requests", "1 or 2 requests": how many SSO requests the sign-ins started.
 *
 * @param {number[]} counts
 */
function ssoRequestCount(counts) {
  const distinct = [...new Set(counts)];
  return `${distinct.join(' or ')} ${distinct.length === 1 && distinct[0] === 1 ? 'request' : 'requests'}`;
}

/**
 * @param {import('./sign-in-time.js').SignInTime | undefined} signIn
 */
export function signInLine(signIn) {
  if (!signIn) return '- Sign-in on a slow mobile connection: not measured';
  const requests = ssoRequestCount(signIn.ssoRequests);
  return (
    `- Sign-in on a slow mobile connection (${signIn.roundTripMs} ms added to each request, ` +
    `the portal's files from its worker), "Sign in" pressed to the greeting on screen: ` +
    `${cell(spread(signIn.clickToGreetingMs), milliseconds)}, with ${requests} to the ` +
    `SSO (${signIn.clickToGreetingMs.length} sign-ins)`
  );
}

/**
 * @param {import('./passkey-sign-in-time.js').PasskeySignInTime} signIn
 */
export function passkeySignInLine(signIn) {
  const requests = ssoRequestCount(signIn.ssoRequests);
  return (
    `- Passkey sign-in on the same connection (Chromium's virtual authenticator), "Sign in with ` +
    `a passkey" pressed to the greeting on screen: ` +
    `${cell(spread(signIn.clickToGreetingMs), milliseconds)}, with ${requests} to the ` +
    `SSO (${signIn.clickToGreetingMs.length} sign-ins)`
  );
}

/**
 * The bot challenge met with the CPU slowed (challenge-solve-time.js), as a table of its own at
 * the report's end.
 *
 * @param {import('./challenge-solve-time.js').ChallengeSolveTime} result
 * @returns {string[]}
 */
export function challengeSolveLines(result) {
  const times = spread(result.solveMs);
  const s = (/** @type {number | undefined} */ ms) =>
    ms === undefined ? 'n/a' : single(ms, seconds);
  return [
    '',
    `### The bot challenge, CPU ${result.cpuSlowdown}× slower`,
    '',
    '| from the refusal to the sign-in sent again | median | fastest | slowest | runs |',
    '| --- | --- | --- | --- | --- |',
    `| default difficulty | ${s(times?.median)} | ${s(times?.min)} | ${s(times?.max)} | ${times?.count ?? 0} |`,
  ];
}
