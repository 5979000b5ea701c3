import { describe, expect, it } from 'vitest';
import { authPaths } from '../../src/config/portal-paths';
import { axeViolations } from './support/axe';
import { followPageActivity, pageSettled } from './support/page-activity';
import { setUpPortal } from './support/portal-page';

const shared = setUpPortal();

const expected = [
  ['Privacidade (abre em nova aba)', 'https://gofy.example/privacidade'],
  ['Termos de uso (abre em nova aba)', 'https://gofy.example/termos'],
  ['Suporte', 'mailto:suporte@gofy.example'],
  ['Seus dados', '/your-data'],
];

describe('the foot of every public page', () => {
  // One test per page: with axe on each, all of them in one test came near its time limit.
  it.each([...authPaths, '/no-such-page'])(
    '%s links to the privacy policy, the terms of use, support and "Your data", and axe finds no violation',
    async (path) => {
      const context = await shared.browser.newContext({ locale: 'pt-BR' });
      try {
        const page = await context.newPage();
        await followPageActivity(page);
        await page.goto(`${shared.portal.url}${path}`);
        await page.locator('h1').first().waitFor();
        await pageSettled(page);
        const links = page.getByRole('contentinfo').getByRole('link');
        // They come once the page is usable, with their own small script.
        await links.first().waitFor();
        expect(
          await links.evaluateAll((anchors) =>
            anchors.map((anchor) => [anchor.textContent, anchor.getAttribute('href')]),
          ),
        ).toEqual(expected);
        expect(await axeViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
