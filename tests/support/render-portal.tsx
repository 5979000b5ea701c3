import { render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../src/app/app';
import { ClockProvider } from '../../src/hooks/use-clock';
import { I18nProvider } from '../../src/i18n/i18n-context';
import type { Locale } from '../../src/i18n/locale';
import { deviceClock } from '../../src/session/clock';
import type { ManualClock } from '../session/manual-clock';

/**
 * Renders the whole portal at `url` in a memory router, so a test sees what a user sees and
 * reads where the portal navigated from the recorded history. With `clock`, the forms' waits
 * and countdowns run on it (`tests/session/manual-clock.ts`): the test moves time on instead
 * of waiting for it. The session watch keeps its own clock (`useSessionWatch({ clock })`).
 */
export function renderPortal(
  url: string,
  { locale = 'en', clock }: { locale?: Locale; clock?: ManualClock } = {},
) {
  const [path = '/', search = ''] = url.split('?');
  const location = memoryLocation({ path, searchPath: search, record: true });
  const view = render(
    <ClockProvider value={clock ?? deviceClock}>
      <I18nProvider initialLocale={locale}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <App />
        </Router>
      </I18nProvider>
    </ClockProvider>,
  );
  return { ...view, history: location.history };
}
