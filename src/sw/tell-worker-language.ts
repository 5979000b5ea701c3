import type { Locale } from '../i18n/locale';

/**
 * Tells the service worker the language the reader chose with the switch, so the pages the
 * browser answers while the worker is stopped come in it (see page-routes.ts). Nothing to tell
 * without a worker in charge.
 */
export function tellWorkerTheLanguage(locale: Locale): void {
  navigator.serviceWorker?.controller?.postMessage({ type: 'LANGUAGE', locale });
}
