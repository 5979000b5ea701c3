import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { forgetSession } from '../src/api/known-session';
import { loadCatalogue } from '../src/i18n/locale';
import { clearPendingLogout } from '../src/session/local-state';
import { installDialogPolyfill } from './support/dialog-polyfill';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // jsdom keeps its cookies for the whole file; the language choice is one (locale.ts).
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
  // As a page load would: no test starts from a session another one saw, nor owes a logout
  // another one queued (the queue keeps a copy in memory when storage refuses it).
  forgetSession();
  clearPendingLogout();
  // The history entry's state carries an email from page to page (use-carried-email.ts).
  history.replaceState(null, '');
});

// Two cores shared with a build and a browser: give asynchronous UI a little more room than
// testing-library's one second before calling it a failure.
configure({ asyncUtilTimeout: 3000 });

// jsdom has no showModal(): the tour's dialog needs it (see the module for what it covers).
installDialogPolyfill();

// Tests render in both languages; the portal fetches each catalogue on demand.
await Promise.all([loadCatalogue('pt-BR'), loadCatalogue('en')]);
