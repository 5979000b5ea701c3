import { listenForInstallOffer } from '../../hooks/install-offer';
import { reloadIfRestoredBefore } from '../reload-if-restored';
import { arrive } from './arrival';
import { startReadingConfig } from './read-config';
import { renderWhenConfigured } from './render-when-configured';
import { startServiceWorker } from './service-worker';

/**
 * The portal's start, phase by phase (each module in app/start-up/ says why it runs when it
 * does), in the app's chunk: the page's first script (src/main.tsx) has already taken charge of
 * the prerendered form and asked for this chunk at once. What runs here is kept short, so the
 * form answers a tap; the rest comes in tasks of its own.
 */
export function startApp(): void {
  // 1. The configuration's rules, asked for at once: hydration waits for them.
  const readConfig = startReadingConfig();

  // 2. The browser may offer installation at any moment from now on.
  listenForInstallOffer();

  // 3. Until the portal is on screen it waits on code and settings it fetches on demand; a
  // page restored from the back/forward cache meanwhile may never get them (see the module).
  const restoredTooEarly = reloadIfRestoredBefore();
  const container = document.getElementById('root');
  const prerendered = container?.hasChildNodes() ?? false;

  // 4. In a task after this one: the reader's language, the page's code and words; then the
  // portal renders (or hydrates) once configured, and a sign-out left pending is finished.
  setTimeout(() =>
    renderWhenConfigured(readConfig, arrive({ container, prerendered, restoredTooEarly })),
  );

  // 5. The service worker, once the page has loaded and the browser is idle.
  if (process.env.NODE_ENV === 'production') startServiceWorker();
}
