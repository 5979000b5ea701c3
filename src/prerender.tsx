/**
 * Build-time entry: renders the pages that need no user to HTML, once per language, so the
 * sign-in form paints in the reader's language before any script runs. Used only by the
 * prerender step of the build (scripts/build/), which takes the list of pages and their files
 * from config/portal-paths.js and the languages from config/languages.js.
 */
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { PortalRoot } from './app/portal-root';
import { prerenderedPageCode } from './app/prerendered-page-code';
import { loadConfig } from './config/config';
import { notFoundPage, paths } from './config/portal-paths';
import { wantCompanyButtons } from './features/sign-in/company-sign-in/company-sign-in-slot';
import { documentTitle } from './hooks/use-document-title';
import { type Locale, loadCatalogue, translator } from './i18n/locale';
import type { MessageKey } from './i18n/messages-en';

/** The title of each prerendered page, by its path. */
const titles: Readonly<Record<string, MessageKey>> = {
  [paths.login.path]: 'title.signIn',
  [paths.logout.path]: 'title.signOut',
  [notFoundPage.path]: 'title.notFound',
};

export interface RenderedPage {
  readonly html: string;
  readonly title: string;
  readonly description: string;
  readonly lang: Locale;
}

// How renderToString writes a boundary that suspended: rendered by the browser instead.
const suspendedBoundary = '<!--$!-->';

/**
 * The page with every part in it. A part of a page whose code loads on demand (the company
 * providers' buttons on /login, which the browser takes over once their code has come)
 * suspends the first time React meets it, and renderToString writes its fallback: the page is
 * rendered again once that code is here, a few times at most. A part still missing then fails
 * the build rather than ship a page without it.
 */
async function renderWhole(page: ReactElement): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const html = renderToString(page);
    if (!html.includes(suspendedBoundary)) return html;
    if (attempt === 5) throw new Error('A part of the page never finished loading its code');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The page at `path` as a reader of `locale` gets it before any script runs. */
export async function renderPage(path: string, locale: Locale): Promise<RenderedPage> {
  // The build's own settings: a deployment's config.json is read by the page as it hydrates.
  await loadConfig({ fromDeployment: false });
  await loadCatalogue(locale);
  const t = translator(locale);
  const title = titles[path];
  if (!title) throw new Error(`${path} is not a prerendered page`);
  // As the browser does before hydrating: the page's code first, so nothing suspends. The
  // company providers' buttons, which the browser takes over later, are rendered too.
  await prerenderedPageCode(path);
  wantCompanyButtons();
  const html = await renderWhole(
    <Router ssrPath={path}>
      <PortalRoot locale={locale} />
    </Router>,
  );
  return {
    html,
    title: documentTitle(t(title)),
    description: t('meta.description'),
    lang: locale,
  };
}
