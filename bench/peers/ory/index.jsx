// Ory Elements' login card (the default theme, with its stylesheet), given a login flow that
// would normally come from Ory's API. The flow is written out in flow.js and the SDK points at
// this page's own origin, so the form draws without a request to Ory.
import { Login } from '@ory/elements-react/theme';
import '@ory/elements-react/theme/styles.css';
import { createRoot } from 'react-dom/client';
import { passwordLoginFlow } from './flow.js';

const origin = window.location.origin;

/** @type {import('@ory/elements-react').OryClientConfiguration} */
const config = {
  sdk: { url: origin },
  project: {
    name: 'Bench',
    default_redirect_url: `${origin}/`,
    error_ui_url: `${origin}/error`,
    login_ui_url: `${origin}/`,
    recovery_enabled: true,
    recovery_ui_url: `${origin}/recovery`,
    registration_enabled: true,
    registration_ui_url: `${origin}/registration`,
    settings_ui_url: `${origin}/settings`,
    verification_enabled: false,
    verification_ui_url: `${origin}/verification`,
  },
};

const root = document.getElementById('root');
if (root) createRoot(root).render(<Login flow={passwordLoginFlow(origin)} config={config} />);
