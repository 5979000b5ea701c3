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

/**
 * The words and numbers the page breaks inside themselves ("Entr / ar", "e- / mail",
 * "0001- / 81"), each with the column it is in: a layout that gives way keeps every word whole
 * and moves it to the next line. A line may end at a space, a dash or after a slash (a CNPJ,
 * "11.222.333/ 0001-81", wider than a phone's column with text at 200%), and at a hyphen
 * between two words ("two- / step", "conecte- / se"); never at a hyphen inside a word, after a
 * one-letter prefix or before a one-letter pronoun ("e- / mail", "Digite- / o"), nor inside a
 * number or a code ("98765- / 4321", "k7m2p- / x9q4r"). Words are read across the inline
 * elements of their line ("e-m" kept whole in a span of its own is still part of "e-mail").
 * The one break forgiven is the last resort: an email address or a link wider than its column,
 * where that column already has at least half the screen.
 *
 * Runs in the page, in any engine (`EnginePage.evaluate`): it uses nothing from this module.
 */
export function brokenWordsInPage(): string[] {
  const screenWidth = document.documentElement.clientWidth;
  const blockOf = (element: Element) => {
    let box: Element | null = element;
    while (box && /^(inline|contents)$/.test(getComputedStyle(box).display))
      box = box.parentElement;
    return box;
  };
  const widthOf = (box: Element) => {
    const style = getComputedStyle(box);
    return Math.round(
      box.clientWidth -
        Number.parseFloat(style.paddingLeft) -
        Number.parseFloat(style.paddingRight),
    );
  };
  const shown = (element: Element) =>
    element.checkVisibility({ visibilityProperty: true }) &&
    // Read by screen readers only, in a 1 px box: every letter its own line, unseen.
    !element.closest('.visually-hidden, script, style, noscript, option, template');

  // The text of each block, its characters each with the node and offset they are at.
  const blocks = new Map<Element, { text: string; at: [Text, number][] }>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  let lastBlock: Element | undefined;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const block = parent && blockOf(parent);
    if (!parent || !block) continue;
    const text = blocks.get(block) ?? { text: '', at: [] };
    blocks.set(block, text);
    // What is not shown, or a block of its own, between two pieces of a block's text parts
    // them, as a space would.
    const parted = !shown(parent) || (block !== lastBlock && text.text !== '');
    lastBlock = block;
    if (parted) {
      text.text += ' ';
      text.at.push([node as Text, -1]);
    }
    if (!shown(parent)) continue;
    const value = node.textContent ?? '';
    for (let offset = 0; offset < value.length; offset += 1) {
      text.text += value[offset];
      text.at.push([node as Text, offset]);
    }
  }

  const lineOf = (node: Text, offset: number) => {
    const range = document.createRange();
    range.setStart(node, offset);
    range.setEnd(node, offset + 1);
    const rect = [...range.getClientRects()].find((box) => box.width > 0);
    return rect ? Math.round(rect.bottom) : undefined;
  };
  const allowed = (before: string, after: string) =>
    /[/\u2013\u2014]$/.test(before) || (/\p{L}{2}-$/u.test(before) && /^\p{L}{2}/u.test(after));

  const broken: string[] = [];
  for (const [block, { text, at }] of blocks) {
    for (const word of text.matchAll(/[^\s\u00ad]+/g)) {
      const lines: { index: number; line: number }[] = [];
      for (let index = word.index; index < word.index + word[0].length; index += 1) {
        const [node, offset] = at[index] ?? [];
        if (!node || offset === undefined || offset < 0) continue;
        const line = lineOf(node, offset);
        if (line !== undefined) lines.push({ index: index - word.index, line });
      }
      const breaks = lines.filter(
        ({ line }, position) => position > 0 && line !== lines[position - 1]?.line,
      );
      const wrong = breaks.filter(
        ({ index }) => !allowed(word[0].slice(0, index), word[0].slice(index)),
      );
      if (wrong.length === 0) continue;
      const width = widthOf(block);
      const address = /@|:\/\//.test(word[0]);
      if (address && width >= screenWidth / 2) continue;
      const shownAs = breaks.reduce(
        (parts, { index }, position) =>
          `${parts}${word[0].slice(breaks[position - 1]?.index ?? 0, index)} / `,
        '',
      );
      const rest = word[0].slice(breaks.at(-1)?.index ?? 0);
      broken.push(
        `"${shownAs}${rest}" in ${block.tagName.toLowerCase()}.${block.className} (${width} px wide)`,
      );
    }
  }
  return broken;
}

/** `brokenWordsInPage` in a page Playwright drives. */
export function wordsBrokenInside(page: Page): Promise<string[]> {
  return page.evaluate(brokenWordsInPage);
}

/**
 * The fields (text boxes, menus) narrower than half the screen, each with its width: beside a
 * button or a label grown with the text, a field shrank to a few letters' room.
 */
export function narrowFields(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const half = document.documentElement.clientWidth / 2;
    const notTyped = /^(checkbox|radio|hidden|submit|button|reset|image|file|range|color)$/;
    return [...document.querySelectorAll('input, select, textarea')]
      .filter(
        (field) =>
          !(field instanceof HTMLInputElement && notTyped.test(field.type)) &&
          field.checkVisibility({ visibilityProperty: true }),
      )
      .map((field) => ({ field, width: Math.round(field.getBoundingClientRect().width) }))
      .filter(({ width }) => width > 0 && width < half)
      .map(({ field, width }) => {
        const name = field.getAttribute('name') ?? field.id;
        return `${field.tagName.toLowerCase()}[${name}] ${width} px wide`;
      });
  });
}

/**
 * The menus whose shown choice is cut off: a native menu cannot wrap its text, so what it shows
 * as the page arrives (its prompt) must fit beside its arrow (Chromium's takes 20 px at 200%:
 * half an em is allowed, so a menu sized to its text by the browser always fits).
 */
export function clippedMenus(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return ['no canvas to measure menus with'];
    return [...document.querySelectorAll('select')]
      .filter((menu) => menu.checkVisibility({ visibilityProperty: true }))
      .flatMap((menu) => {
        const style = getComputedStyle(menu);
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const shown = menu.options[menu.selectedIndex]?.text ?? '';
        const room =
          menu.clientWidth -
          Number.parseFloat(style.paddingLeft) -
          Number.parseFloat(style.paddingRight) -
          Number.parseFloat(style.fontSize) / 2;
        const wide = context.measureText(shown).width;
        return wide > room
          ? [
              `select[${menu.name || menu.id}] shows "${shown}" (${Math.round(wide)} px) in ${Math.round(room)} px`,
            ]
          : [];
      });
  });
}

/**
 * Everything that goes wrong on a page with enlarged text, named so a failure says where:
 * scrolling sideways, words broken inside themselves, fields squeezed, a menu cut off, a skip
 * link peeking in.
 */
export async function reflowProblems(page: Page): Promise<string[]> {
  const { scrollWidth, pastTheEdge } = await sidewaysOverflow(page);
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  const skipLinkShows = await page.evaluate(() => {
    const link = document.querySelector('.skip-link');
    return (
      link !== null && link !== document.activeElement && link.getBoundingClientRect().bottom > 0
    );
  });
  return [
    ...(scrollWidth > width ? [`${scrollWidth} px wide`, ...pastTheEdge] : []),
    ...(await wordsBrokenInside(page)),
    ...(await narrowFields(page)),
    ...(await clippedMenus(page)),
    ...(skipLinkShows ? ['the skip link shows'] : []),
  ];
}

/**
 * What a tour's step shows wrong, once painted: its title cut off (out of the window, or
 * scrolled out of the dialog's text), the dialog over the element it points at, or that
 * element not whole on screen.
 */
export function tourStepProblems(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const painted = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // The frame follows its element within a frame of a change (use-spotlight.ts): read what
    // two frames in a row agree on, as the broker sees it.
    const look = () => {
      const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
      const [dialog, title, text, spot] = [
        'dialog[open]',
        '.tour-title',
        '.tour-content',
        '.tour-spotlight',
      ].map(box);
      return { dialog, title, text, spot, height: window.innerHeight };
    };
    let seen = '';
    for (let frames = 0; frames < 30; frames += 1) {
      await painted();
      await painted();
      const now = JSON.stringify(look());
      if (now === seen) break;
      seen = now;
    }
    const { dialog, title, text, spot, height } = look();
    if (!dialog || !title || !text || !spot) return ['no dialog, title or highlight'];
    // Three lines of the step's words at least, before any scrolling: one line in a small
    // scroll area reads as a fault, however well the shade says more follows.
    const words = document.querySelector('.tour-content');
    const style = words ? getComputedStyle(words) : undefined;
    const line = style
      ? Number.parseFloat(style.lineHeight) || 1.2 * Number.parseFloat(style.fontSize)
      : 0;
    const shownWords = words?.clientHeight ?? 0;
    const fullWords = words?.scrollHeight ?? 0;
    const picture = `dialog ${Math.round(dialog.top)}–${Math.round(dialog.bottom)}, element ${Math.round(spot.top)}–${Math.round(spot.bottom)}, title ${Math.round(title.top)}–${Math.round(title.bottom)}, window ${height}`;
    const within = (inner: DOMRect, top: number, bottom: number) =>
      inner.top >= top - 0.5 && inner.bottom <= bottom + 0.5;
    return [
      ...(within(title, Math.max(0, text.top), Math.min(height, text.bottom))
        ? []
        : [`the title is cut off: ${picture}`]),
      ...(dialog.top >= spot.bottom || dialog.bottom <= spot.top
        ? []
        : [`the dialog covers its element: ${picture}`]),
      ...(within(spot, 0, height) ? [] : [`its element is not whole on screen: ${picture}`]),
      ...(shownWords >= Math.min(fullWords, 3 * line) - 0.5
        ? []
        : [
            `its words show ${Math.round(shownWords)} px, under three lines (${Math.round(3 * line)} px): ${picture}`,
          ]),
    ];
  });
}

/**
 * A tour step whose words go on below the dialog's edge with no sign of it. Words hidden by
 * more than the shade's height (0.75rem, tour.css; less shows as letters cut in half) must
 * have the shade along the edge, looked for in a picture of the middle of the edge: its
 * lightest pixel must be darker while they wait below than once they are scrolled to (text is
 * dark either way; only the shade darkens the background).
 */
export async function unhintedWords(page: Page): Promise<string[]> {
  const content = page.locator('.tour-content');
  const hiddenByMore = await content.evaluate((words) => {
    const range = document.createRange();
    range.selectNodeContents(words);
    const lowest = Math.max(...[...range.getClientRects()].map((rect) => rect.bottom));
    const shade = 0.75 * Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
    return lowest - words.getBoundingClientRect().bottom > shade;
  });
  if (!hiddenByMore) return [];
  const lightestAtEdge = async () => {
    const box = await content.boundingBox();
    if (!box) return Number.NaN;
    const picture = await page.screenshot({
      clip: {
        x: box.x + box.width * 0.4,
        y: box.y + box.height - 2,
        width: box.width * 0.2,
        height: 2,
      },
      animations: 'disabled',
    });
    return page.evaluate(async (png) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext('2d');
      if (!context) return Number.NaN;
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(0, 0, image.width, image.height).data;
      let lightest = 0;
      for (let at = 0; at < pixels.length; at += 4) {
        const [red = 0, green = 0, blue = 0] = pixels.subarray(at, at + 3);
        lightest = Math.max(lightest, 0.2126 * red + 0.7152 * green + 0.0722 * blue);
      }
      return lightest;
    }, picture.toString('base64'));
  };
  const waiting = await lightestAtEdge();
  await content.evaluate((words) => {
    words.scrollTop = words.scrollHeight;
  });
  const reached = await lightestAtEdge();
  await content.evaluate((words) => {
    words.scrollTop = 0;
  });
  return waiting < reached - 20
    ? []
    : [
        `words below the dialog's edge with no shade along it (${waiting} at the edge, ${reached} once scrolled)`,
      ];
}
