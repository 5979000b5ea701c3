import { loadApp, takeChargeOfForms } from './early/early-submit';
// The portal's styles, in cascade order (later files may override earlier ones). Here, in the
// first script, so a production build inlines them into every page's first paint.
import './styles/base.css';
import './styles/frame.css';
import './styles/fields.css';
import './styles/actions.css';
import './styles/forms.css';
import './styles/foot.css';

// The page's first script is small (src/early/early-submit.ts says why): it takes charge of the
// prerendered forms at once, so Enter and a click are caught and handed to React, and asks for
// the app (React, the portal, the configuration's rules) at once, in one chunk of its own.
takeChargeOfForms();

loadApp(
  () => import(/* webpackChunkName: "app" */ './app/start-up/start-app'),
  ({ startApp }) => startApp(),
);
