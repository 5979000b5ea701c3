import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../src/app/app';
import { I18nProvider } from '../../src/i18n/i18n-context';
import type { Locale } from '../../src/i18n/locale';

/**
 * Renders the whole portal at `url` in a memory router, so a test sees what a user sees and
 * reads where the portal navigated from the recorded history.
 */
export function renderPortal(url: string, { locale = 'en' }: { locale?: Locale } = {}) {
  const [path = '/', search = ''] = url.split('?');
  const location = memoryLocation({ path, searchPath: search, record: true });
  const view = render(
    <I18nProvider initialLocale={locale}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <App />
      </Router>
    </I18nProvider>,
  );
  return { ...view, history: location.history };
}
