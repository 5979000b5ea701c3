import { createRoot, hydrateRoot } from 'react-dom/client';
import { PortalRoot } from './app/portal-root';
import { prerenderedPageCode } from './app/prerendered-page-code';
import { reloadIfRestoredBefore } from './app/reload-if-restored';
import { getConfig, loadDeployConfig } from './config/config';
import { listenForInstallOffer } from './hooks/install-offer';
import { defaultLocale, detectLocale, isLocale, loadCatalogue } from './i18n/locale';
import { finishPendingSignOut } from './session/finish-sign-out';
import { registerServiceWorkerLater } from './sw/register-later';
import './styles/global.css';

listenForInstallOffer();

// Until the portal is on screen it waits on code and settings it fetches on demand; a page
// restored from the back/forward cache meanwhile may never get them (see the module).
const restoredTooEarly = reloadIfRestoredBefore();

const container = document.getElementById('root');
const preferred = detectLocale();

function renderPortal(): void {
  if (container?.hasChildNodes()) {
    // Prerendered HTML is hydrated in the language it was built in, then switched to the user's
    // language: hydrating straight into another language would not match the markup.
    const built = document.documentElement.lang;
    const locale = isLocale(built) ? built : preferred;
    hydrateRoot(container, <PortalRoot locale={locale} preferredLocale={preferred} />);
    restoredTooEarly.stop();
  } else if (container) {
    // Pages that are not prerendered wait for their language's catalogue: a moment's blank is
    // better than a flash of the other language. If it cannot load, the default one is used.
    const root = createRoot(container);
    loadCatalogue(preferred)
      .then(
        () => root.render(<PortalRoot locale={preferred} />),
        () => root.render(<PortalRoot locale={defaultLocale} />),
      )
      // The route's own code, if it loads on demand, is the lazy page's to watch.
      .finally(() => restoredTooEarly.stop());
  }
}

// The deployment's settings arrive (preloaded beside this script) before anything reads them.
// The prerendered page is already on screen meanwhile; only its hydration waits.
// The development server has no config.json: there, `.env` is the whole configuration.
const deployConfigLoaded =
  process.env.NODE_ENV === 'production' ? loadDeployConfig() : Promise.resolve();
// A page's code that cannot load is left to the page: its lazy route says so, with a Reload.
const pageCodeLoaded = container?.hasChildNodes()
  ? prerenderedPageCode(window.location.pathname).catch(() => {})
  : Promise.resolve();
Promise.all([deployConfigLoaded, pageCodeLoaded]).then(() => {
  renderPortal();
  if (hasUsableConfig()) finishSignOutWhenOnline();
});

// A sign-out the server never heard about (the device was offline) is finished now, or as
// soon as the connection returns. Errors are already folded into the result.
function finishSignOutWhenOnline(): void {
  finishPendingSignOut().then((result) => {
    if (result === 'still-pending') {
      window.addEventListener('online', finishSignOutWhenOnline, { once: true });
    }
  });
}

function hasUsableConfig(): boolean {
  try {
    getConfig();
    return true;
  } catch {
    // The configuration error page is on screen; there is no SSO to reach.
    return false;
  }
}

if (process.env.NODE_ENV === 'production') {
  registerServiceWorkerLater(() => import('./sw/register-service-worker'));
}
