import { describe, expect, it } from 'vitest';
import { authPaths } from '../../src/config/portal-paths';
import { followPageActivity, pageSettled } from './support/page-activity';
import { setUpPortal } from './support/portal-page';

const shared = setUpPortal();

describe('the foot of every public page', () => {
  it('links to the privacy policy, the terms of use and support, in pt-BR', async () => {
    const context = await shared.browser.newContext({ locale: 'pt-BR' });
    const page = await context.newPage();
    await followPageActivity(page);
    const found: Record<string, [string, string | null][]> = {};
    try {
      for (const path of [...authPaths, '/no-such-page']) {
        await page.goto(`${shared.portal.url}${path}`);
        await page.locator('h1').first().waitFor();
        await pageSettled(page);
        const links = page.getByRole('contentinfo').getByRole('link');
        // They come once the page is usable, with their own small script.
        await links.first().waitFor();
        found[path] = await links.evaluateAll((anchors) =>
          anchors.map(
            (a) => [a.textContent ?? '', a.getAttribute('href')] as [string, string | null],
          ),
        );
      }
    } finally {
      await context.close();
    }
    const expected: [string, string | null][] = [
      ['Privacidade (abre em nova aba)', 'https://gofy.example/privacidade'],
      ['Termos de uso (abre em nova aba)', 'https://gofy.example/termos'],
      ['Suporte', 'mailto:suporte@gofy.example'],
    ];
    expect(found).toEqual(
      Object.fromEntries([...authPaths, '/no-such-page'].map((path) => [path, expected])),
    );
  });
});
