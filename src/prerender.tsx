/**
 * Build-time entry: renders the pages that need no user to HTML, so the sign-in form paints
 * before any script runs. Used only by the prerender step of the build (scripts/build/).
 */
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { PortalRoot } from './app/portal-root';
import { documentTitle } from './hooks/use-document-title';
import { defaultLocale, translator } from './i18n/locale';
import type { MessageKey } from './i18n/messages-en';

/** Prerendered pages, the file each is written to, and its title. */
export const prerenderedPages: readonly {
  readonly path: string;
  readonly file: string;
  readonly title: MessageKey;
}[] = [
  { path: '/login', file: 'login/index.html', title: 'title.signIn' },
  { path: '/logout', file: 'logout/index.html', title: 'title.signOut' },
  { path: '/404', file: '404.html', title: 'title.notFound' },
];

export function renderPage(path: string): { html: string; title: string; lang: string } {
  const t = translator(defaultLocale);
  const page = prerenderedPages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`${path} is not a prerendered page`);
  const html = renderToString(
    <Router ssrPath={path}>
      <PortalRoot locale={defaultLocale} />
    </Router>,
  );
  return { html, title: documentTitle(t(page.title)), lang: defaultLocale };
}
