/** Every path of the portal, so no page spells one inline. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: {
    path: '/login',
    /** `redirect` is where to go after signing in; it is validated again when read. */
    getHref: (redirect?: string) =>
      redirect && redirect !== '/' ? `/login?${new URLSearchParams({ redirect })}` : '/login',
    /** Where a session that ended under the user lands: sign in, then back to `redirect`. */
    afterSessionEnded: (redirect: string) =>
      `/login?${new URLSearchParams({ redirect, ended: '1' })}`,
    /** Where a successful password reset lands: the sign-in page, saying so. */
    afterPasswordReset: () => '/login?reset=1',
  },
  logout: { path: '/logout', getHref: () => '/logout' },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  /** Reached from the emailed link, `/reset-password?token=...`; never linked to directly. */
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  signUp: { path: '/signup', getHref: () => '/signup' },
} as const;

/**
 * Pages for signed-out visitors: never a destination after signing in (they would loop, sign
 * out, or reset a password), and not left when another tab signs out (a half-typed form there
 * belongs to nobody's session).
 */
export const authPaths: readonly string[] = [
  paths.login.path,
  paths.logout.path,
  paths.forgotPassword.path,
  paths.resetPassword.path,
  paths.signUp.path,
];
