// Auth0 Lock, embedded. Before it draws the form, Lock loads two scripts from Auth0's CDN: the
// application's connections and the English dictionary. Both are served beside this page
// instead (see dictionary.js), so the page needs no network beyond its own origin and the
// bytes still count.
import Auth0Lock from 'auth0-lock';

const lock = new Auth0Lock('bench-client', window.location.host, {
  configurationBaseUrl: window.location.origin,
  languageBaseUrl: window.location.origin,
  container: 'root',
  auth: { redirect: false, sso: false },
  rememberLastLogin: false,
  allowSignUp: false,
  language: 'en',
  theme: { logo: '/logo.svg' },
});
lock.show();
