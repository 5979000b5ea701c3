import { installationTests } from './offline/installation';
import { newVersionTests } from './offline/new-version';
import { serviceWorkerTests } from './offline/service-worker';
import { signOutOfflineTests } from './offline/sign-out-offline';
import { stoppedWorkerTests } from './offline/stopped-worker';
import { setUpPortalPage } from './support/portal-page';

const e2e = setUpPortalPage({
  // Offline, Chromium reports each failed fetch as a console error, the service worker's
  // update check among them: those are expected here.
  expectedProblems:
    /ERR_INTERNET_DISCONNECTED|Failed to fetch|error occurred when fetching the script/,
});

serviceWorkerTests(e2e);
stoppedWorkerTests(e2e);
signOutOfflineTests(e2e);
newVersionTests(e2e);
installationTests(e2e);
