import type { Page } from 'playwright-core';

/**
 * Text enlarged to 200%, as a broker who turned the phone's or the browser's font size up has
 * it: the root font size doubles, and with it everything sized in rem or em.
 */
export async function enlargeText(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.documentElement.style.fontSize = '200%';
  });
}

/**
 * What would make the page scroll sideways, described so a failure names the culprit: the
 * page's width, and each element reaching past the viewport's right edge.
 */
export function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return {
      scrollWidth: document.documentElement.scrollWidth,
      pastTheEdge: [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > width + 1)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
    };
  });
}

/**
 * Text at 200% from the page's first paint, as the browser's own font size setting gives it
 * (Chromium's default font size, doubled): `enlargeText` only applies once the page is there.
 */
export async function enlargeTextFromTheStart(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Page.enable');
  await session.send('Page.setFontSizes', { fontSizes: { standard: 32 } });
}
