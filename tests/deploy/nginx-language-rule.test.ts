import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  nginxLanguageRule,
  portalConf,
  shippedLanguageRule,
} from '../../deploy/nginx-language-rule.js';
import { localizedFile, negotiateLocale } from '../../src/config/languages';

/**
 * The generated rule run as nginx runs it, on one request: its `set`s and `if`s in order,
 * `~*` as a case-insensitive match, `=` as equality of the cookie's value.
 */
function suffixByRule(rule: string, request: { cookie?: string; acceptLanguage?: string }) {
  const cookieValue = (name: string) =>
    request.cookie
      ?.split(';')
      .map((pair) => pair.trim().split('='))
      .find(([key]) => key === name)?.[1] ?? '';
  let suffix = '';
  const lines = rule.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    const set = /^set \$gofy_page_language "([^"]*)";$/.exec(line);
    if (set) suffix = set[1] ?? '';
    const header = /^if \(\$http_accept_language ~\* "(.*)"\) \{$/.exec(line);
    const cookie = /^if \(\$cookie_(\w+) = "([^"]*)"\) \{$/.exec(line);
    const holds = header
      ? new RegExp(header[1] ?? '', 'i').test(request.acceptLanguage ?? '')
      : cookie
        ? cookieValue(cookie[1] ?? '') === cookie[2]
        : false;
    const inner = /^ {4}set \$gofy_page_language "([^"]*)";$/.exec(lines[index + 1] ?? '');
    if (holds && inner) suffix = inner[1] ?? '';
  }
  return suffix;
}

const readers = [
  {},
  { acceptLanguage: 'en-US,en;q=0.9' },
  { acceptLanguage: 'pt-BR,pt;q=0.9,en;q=0.8' },
  { acceptLanguage: 'es-AR, es;q=0.9, en;q=0.5' },
  { acceptLanguage: 'fr-FR,fr;q=0.9,pt;q=0.6,en;q=0.5' },
  { acceptLanguage: 'EN-gb' },
  { acceptLanguage: 'de' },
  { acceptLanguage: 'english' },
  { cookie: 'gofy_locale=en', acceptLanguage: 'pt-BR' },
  { cookie: 'theme=dark; gofy_locale=pt-BR', acceptLanguage: 'en-US' },
  { cookie: 'gofy_locale=fr', acceptLanguage: 'en' },
];

describe('nginx’s language rule', () => {
  it('is shipped as the language module generates it', async () => {
    const shipped = shippedLanguageRule(await readFile(portalConf, 'utf8'));
    expect(shipped, 'run `node deploy/nginx-language-rule.js`').toBe(nginxLanguageRule());
  });

  it.each(readers)('chooses the page file the module chooses for %o', (reader) => {
    const expected = localizedFile('page.html', negotiateLocale(reader));
    expect(`page${suffixByRule(nginxLanguageRule(), reader)}.html`).toBe(expected);
  });
});
