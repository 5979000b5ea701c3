/** Every path of the portal, so no page spells one inline. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: {
    path: '/login',
    /** `redirect` is where to go after signing in; it is validated again when read. */
    getHref: (redirect?: string) =>
      redirect && redirect !== '/' ? `/login?${new URLSearchParams({ redirect })}` : '/login',
  },
  logout: { path: '/logout', getHref: () => '/logout' },
} as const;

/** Pages a user must never be sent back to after signing in: they would loop or sign out. */
export const authPaths: readonly string[] = [paths.login.path, paths.logout.path];
