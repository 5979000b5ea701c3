// @ts-check
import { defaultOf } from './setting-values.js';

/**
 * The controller's encarregado (data protection officer), whom requests about personal data
 * are sent to, and the language of those messages: given, or the setting table's defaults.
 */

/** @param {import('./service-options.js').SsoServiceOptions} options */
export function resolveEncarregado(options) {
  const email =
    options.encarregado?.email ?? /** @type {string} */ (defaultOf('encarregado.email'));
  const locale = options.encarregado?.locale ?? defaultOf('encarregado.locale');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new Error(`encarregado.email must be an email address: "${email}"`);
  }
  if (locale !== 'pt-BR' && locale !== 'en')
    throw new Error('encarregado.locale must be pt-BR or en');
  return { email, locale: /** @type {'pt-BR' | 'en'} */ (locale) };
}
