import { StrictMode, Suspense } from 'react';
import { getConfig } from '../config/config';
import { ConfigError } from '../config/config-error';
import { I18nProvider } from '../i18n/i18n-context';
import type { Locale } from '../i18n/locale';
import { tellWorkerTheLanguage } from '../sw/tell-worker-language';
import { App } from './app';
import { ConfigErrorPage } from './lazy-pages';

/** The whole portal, or the configuration error page when it cannot run. */
export function PortalRoot({
  locale,
  preferredLocale = locale,
  chosenBeforeScript,
}: {
  readonly locale: Locale;
  readonly preferredLocale?: Locale;
  readonly chosenBeforeScript?: (() => Locale | undefined) | undefined;
}) {
  let configError: ConfigError | undefined;
  try {
    getConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    configError = error;
  }
  return (
    <StrictMode>
      <I18nProvider
        initialLocale={locale}
        preferredLocale={preferredLocale}
        chosenBeforeScript={chosenBeforeScript}
        onChosen={tellWorkerTheLanguage}
      >
        {configError ? (
          <Suspense fallback={null}>
            <ConfigErrorPage error={configError} />
          </Suspense>
        ) : (
          <App />
        )}
      </I18nProvider>
    </StrictMode>
  );
}
