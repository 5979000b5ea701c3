// @ts-check
/**
 * Every path the portal routes, and what each asks of whoever builds, serves or renders it.
 *
 * Plain JavaScript with JSDoc types, like env-variables.js: the page, the build (the prerender
 * step, the dev server's proxy), the local service behind `npm run serve` and the deployment
 * tool read this one module, so no path is spelled twice. nginx cannot read it:
 * tests/deploy/nginx-portal-locations.test.ts holds deploy/nginx/gofy-portal.conf to it.
 */

/** Every page of the portal, so no page spells a path inline. */
export const paths = /** @type {const} */ ({
  home: { path: '/', getHref: () => '/' },
  login: {
    path: '/login',
    /**
     * `redirect` is where to go after signing in; it is validated again when read.
     *
     * @param {string} [redirect]
     */
    getHref: (redirect) =>
      redirect && redirect !== '/' ? `/login?${new URLSearchParams({ redirect })}` : '/login',
    /**
     * Where a session that ended under the user lands: sign in, then back to `redirect`.
     *
     * @param {string} redirect
     */
    afterSessionEnded: (redirect) => `/login?${new URLSearchParams({ redirect, ended: '1' })}`,
    /** Where a successful password reset lands: the sign-in page, saying so. */
    afterPasswordReset: () => '/login?reset=1',
  },
  /**
   * The code after the password, for an account with a second factor. It keeps the sign-in
   * page's query, so the return target comes along.
   */
  signInCode: {
    path: '/login/code',
    /** @param {string} search The sign-in page's `location.search`, `?` included. */
    getHref: (search) => `/login/code${search}`,
  },
  logout: {
    path: '/logout',
    getHref: () => '/logout',
    /**
     * Where a tab goes when the user signed out in another: the sign-out page says so, and its
     * "Sign in again" leads back to `redirect`.
     *
     * @param {string} redirect
     */
    afterSignOutElsewhere: (redirect) =>
      `/logout?${new URLSearchParams({ elsewhere: '1', redirect })}`,
  },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  /** Reached from the emailed link, `/reset-password?token=...`; never linked to directly. */
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  signUp: { path: '/signup', getHref: () => '/signup' },
  /** The signed-in user's passkeys, two-step verification and sessions on every device. */
  security: {
    path: '/security',
    /**
     * `section` opens the page at that section, its heading taking the keyboard once shown.
     *
     * @param {'two-step'} [section]
     */
    getHref: (section) => (section ? `/security#${section}` : '/security'),
  },
  /**
   * "Your data" (LGPD): who answers for the broker's data, and, signed in, what the SSO keeps
   * about them and their requests about it. Open to everyone, signed in or not.
   */
  yourData: { path: '/your-data', getHref: () => '/your-data' },
  /** The signed-in user's sign-ins and security changes of the last 30 days. */
  activity: { path: '/security/activity', getHref: () => '/security/activity' },
  /**
   * "Choose a brokerage", for a broker of several whose session acts for none yet. Its query
   * (`redirect`, `brokerage`) is made where it is followed (brokerage-choice/choice-address.ts).
   */
  chooseBrokerage: { path: '/choose-brokerage' },
});

/**
 * A list made and frozen only where it is read. Each list below is `frozen(() => [...])`
 * marked pure: unread, the call goes with everything inside it. A mark in front of the list
 * itself covered only its outer call, and the page's first script kept what the list was made
 * of (each `paths.x.path` read, each `pageFile` call, the `map` of `Object.values`).
 *
 * @template T
 * @param {() => T} make
 * @returns {Readonly<T>}
 */
function frozen(make) {
  return Object.freeze(make());
}

/**
 * The paths a host answers with a page: the prerendered one where the build has it, else the
 * shell that routes in the browser. Any other path without a file is the not-found page, with
 * status 404.
 *
 * @type {readonly string[]}
 */
export const portalRoutes = /* @__PURE__ */ frozen(() =>
  Object.values(paths).map((page) => page.path),
);

/**
 * Pages for signed-out visitors: never a destination after signing in (they would loop, sign
 * out, or reset a password), and not left when another tab signs out (a half-typed form there
 * belongs to nobody's session).
 *
 * @type {readonly string[]}
 */
export const authPaths = /* @__PURE__ */ frozen(() => [
  paths.login.path,
  paths.signInCode.path,
  paths.logout.path,
  paths.forgotPassword.path,
  paths.resetPassword.path,
  paths.signUp.path,
]);

/**
 * Pages whose form works without script, and may therefore be posted before the script has
 * loaded. The post carries a password or a session and is never read: hosts answer it with
 * 303 back to the page (`?loading=1`), where the script asks the user to send it again.
 *
 * @type {readonly string[]}
 */
export const formPostPaths = /* @__PURE__ */ frozen(() => [paths.login.path, paths.logout.path]);

/**
 * Pages opened from a link that carries a secret (`/reset-password?token=...`): the token must
 * not leave in a Referer header (`no-referrer`), nor stay in the HTTP cache under its URL
 * (`no-store`).
 *
 * @type {readonly string[]}
 */
export const pagesWithSecrets = /* @__PURE__ */ frozen(() => [paths.resetPassword.path]);

/**
 * The file of the build a host looks for first when answering `path` with a page.
 *
 * @param {string} path A portal route other than `/`, whose file is the shell itself.
 */
export function pageFile(path) {
  return `${path.replace(/^\//, '')}/index.html`;
}

/**
 * The not-found page, rendered at a path no route matches into the file hosts answer every
 * unknown path with.
 */
export const notFoundPage = /* @__PURE__ */ Object.freeze({ path: '/404', file: '404.html' });

/**
 * The pages that need no user, rendered to HTML at build time so they paint before any
 * script runs, and the file of the build each is written to.
 *
 * @type {readonly { readonly path: string, readonly file: string }[]}
 */
export const prerenderedPages = /* @__PURE__ */ frozen(() => [
  { path: paths.login.path, file: pageFile(paths.login.path) },
  { path: paths.logout.path, file: pageFile(paths.logout.path) },
  notFoundPage,
]);
