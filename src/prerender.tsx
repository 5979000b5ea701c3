/**
 * Build-time entry: renders the pages that need no user to HTML, once per language, so the
 * sign-in form paints in the reader's language before any script runs. Used only by the
 * prerender step of the build (scripts/build/), which takes the list of pages and their files
 * from config/portal-paths.js and the languages from config/languages.js.
 */
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { PortalRoot } from './app/portal-root';
import { prerenderedPageCode } from './app/prerendered-page-code';
import { loadConfig } from './config/config';
import { notFoundPage, paths } from './config/portal-paths';
import { documentTitle } from './hooks/use-document-title';
import { type Locale, loadCatalogue, translator } from './i18n/locale';
import type { MessageKey } from './i18n/messages-en';
import { pageDescriptionEn } from './i18n/page-description-messages-en';
import { pageDescriptionPtBR } from './i18n/page-description-messages-pt-br';
import { stalledPageEn } from './i18n/stalled-page-messages-en';
import { stalledPagePtBR } from './i18n/stalled-page-messages-pt-br';

// Written into the page by the build, never part of a script: see scripts/build/stalled-page.ts.
const stalledWords = { en: stalledPageEn, 'pt-BR': stalledPagePtBR } as const;
// Likewise the page's description, in its head.
const descriptions = { en: pageDescriptionEn, 'pt-BR': pageDescriptionPtBR } as const;

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
  readonly stalled: { readonly text: string; readonly reload: string };
}

/** The page at `path` as a reader of `locale` gets it before any script runs. */
export async function renderPage(path: string, locale: Locale): Promise<RenderedPage> {
  // The build's own settings: a deployment's config.json is read by the page as it hydrates.
  await loadConfig({ fromDeployment: false });
  await loadCatalogue(locale);
  const t = translator(locale);
  const title = titles[path];
  if (!title) throw new Error(`${path} is not a prerendered page`);
  // As the browser does before hydrating: the page's code first, so nothing suspends.
  await prerenderedPageCode(path);
  const html = renderToString(
    <Router ssrPath={path}>
      <PortalRoot locale={locale} />
    </Router>,
  );
  return {
    html,
    title: documentTitle(t(title)),
    description: descriptions[locale]['meta.description'],
    lang: locale,
    stalled: {
      text: stalledWords[locale]['stalled.text'],
      reload: stalledWords[locale]['stalled.reload'],
    },
  };
}
