import { reloadIfRestoredBefore } from './app/reload-if-restored';
import { arrive } from './app/start-up/arrival';
import { startReadingConfig } from './app/start-up/read-config';
import { renderWhenConfigured } from './app/start-up/render-when-configured';
import { startServiceWorker } from './app/start-up/service-worker';
import { listenForInstallOffer } from './hooks/install-offer';
// The portal's styles, in cascade order (later files may override earlier ones).
import './styles/base.css';
import './styles/frame.css';
import './styles/fields.css';
import './styles/actions.css';
import './styles/forms.css';
import './styles/foot.css';

// The portal's start, phase by phase (each module in app/start-up/ says why it runs when it
// does). The prerendered page is on screen before any of it: what runs with this script is
// kept short, so the form answers a tap; the rest comes in tasks of its own.

// 1. The configuration's rules, asked for at once: hydration waits for them.
const readConfig = startReadingConfig();

// 2. The browser may offer installation at any moment from now on.
listenForInstallOffer();

// 3. Until the portal is on screen it waits on code and settings it fetches on demand; a page
// restored from the back/forward cache meanwhile may never get them (see the module).
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
