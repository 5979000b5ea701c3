import { describe, expect, it } from 'vitest';
import { desktopScreen, englishContext, phoneContext, phoneScreen } from '../support/browser';
import { type Launcher, openCardTour, signInToMainScreen } from './launcher-page';

/** Where a tour's dialog and highlight stand on the screen, at each step, on every device. */
export function tourPlacementTests(launcher: Launcher) {
  describe('the welcome tour', () => {
    it.each([
      { device: 'a desktop', size: desktopScreen, touch: false, tour: 'welcome' },
      { device: 'a 360 px phone', size: phoneScreen, touch: true, tour: 'welcome' },
      { device: 'a 360 px phone', size: phoneScreen, touch: true, tour: 'card' },
      { device: 'a 320 px phone', size: { width: 320, height: 568 }, touch: true, tour: 'card' },
    ] as const)(
      'on $device, the $tour tour never covers what a step points at, nor cuts it off',
      async ({ size, touch, tour }) => {
        const url = await launcher.startWithTours(tour === 'welcome' ? 'pending' : 'completed');
        // The highlight then jumps to each step's part of the page instead of gliding there.
        const page = await launcher.newPage({
          ...englishContext,
          reducedMotion: 'reduce',
          viewport: size,
          isMobile: touch,
          hasTouch: touch,
        });
        await signInToMainScreen(page, url);
        if (tour === 'card') await openCardTour(page);
        const dialog = page.getByRole('dialog');
        const progress = dialog.locator('.tour-progress');
        await progress.waitFor();
        const total = Number((await progress.textContent())?.match(/of (\d+)/)?.[1]);
        // Touch screens are told to tap (or touch and hold) and are spared the keyboard step.
        expect(await dialog.locator('.tour-body').first().textContent()).toMatch(
          touch ? /\b[Tt]ap\b|\bTouch and hold\b/ : /\b[Cc]lick\b/,
        );
        expect(total).toBe(tour === 'welcome' ? 3 : touch ? 3 : 4);

        const next = dialog.getByRole('button', { name: /^(Next|Finish)$/ });
        for (let step = 1; step <= total; step++) {
          await dialog.getByText(`Step ${step} of ${total}`).waitFor();
          const seen = await page.evaluate(async () => {
            // What the broker sees is what gets painted (installAfterPaint). A change of the
            // page above the cards (a count or an offer arriving) is followed by the frame's
            // re-placing before the next paint; read in between, as a run on a loaded machine
            // once did from an animation callback, the layout is one no one ever sees. Such a
            // reading cannot repeat in the next frame, so the page is read until two frames
            // in a row agree.
            const box = (element: Element | null) => {
              const rect = element?.getBoundingClientRect();
              return rect && { top: rect.top, bottom: rect.bottom };
            };
            const look = () => ({
              dialog: box(document.querySelector('dialog[open]')),
              highlight: box(document.querySelector('.tour-spotlight')),
              height: window.innerHeight,
              scrollY: window.scrollY,
              pageHeight: document.documentElement.scrollHeight,
            });
            const { afterPaint } = window;
            if (!afterPaint) throw new Error('newPage installs afterPaint');
            let last = '';
            for (let frames = 0; frames < 30; frames += 1) {
              await afterPaint();
              const now = JSON.stringify(look());
              if (now === last) break;
              last = now;
            }
            return JSON.parse(last) as ReturnType<typeof look>;
          });
          const { dialog: shown, highlight, height } = seen;
          if (!shown || !highlight) throw new Error(`step ${step}: no dialog or no highlight`);
          // Should it fail, the whole picture: a number alone does not tell why.
          const picture = JSON.stringify(seen);
          const apart = shown.top >= highlight.bottom || shown.bottom <= highlight.top;
          expect(apart, `step ${step}: the dialog covers what it points at: ${picture}`).toBe(true);
          expect(
            highlight.top,
            `step ${step}: cut off at the top: ${picture}`,
          ).toBeGreaterThanOrEqual(0);
          expect(
            highlight.bottom,
            `step ${step}: cut off at the bottom: ${picture}`,
          ).toBeLessThanOrEqual(height);
          if (step < total) await next.click();
        }
      },
    );

    it('still frames its step in the first frame painted after the page above it grows', async () => {
      const url = await launcher.startWithTours('completed');
      const page = await launcher.newPage(phoneContext({ reducedMotion: 'reduce' }));
      await signInToMainScreen(page, url);
      await openCardTour(page);
      const dialog = page.getByRole('dialog');
      const next = dialog.getByRole('button', { name: 'Next' });
      // The card tour on a touch screen: what each step points at (tour-steps.ts).
      const targets = ['card', 'notifications-card', 'search'];
      for (const [index, target] of targets.entries()) {
        const step = index + 1;
        await dialog.getByText(`Step ${step} of ${targets.length}`).waitFor();
        const framing = await page.evaluate(async (name) => {
          const { afterPaint } = window;
          if (!afterPaint) throw new Error('newPage installs afterPaint');
          const element = document.querySelector(`[data-tour~="${name}"]`);
          const spotlight = document.querySelector('.tour-spotlight');
          if (!element || !spotlight) return 'no element or no frame';
          // How far the frame's top is from where it should be: 6 px above its element.
          const offset = () =>
            Math.round(
              element.getBoundingClientRect().top - 6 - spotlight.getBoundingClientRect().top,
            );
          await afterPaint();
          const before = offset();
          // A notice arrives at the top of the page, as an update or install offer does; the
          // page scrolled down keeps its place (scroll anchoring), the one at the top moves.
          const notice = document.createElement('p');
          notice.style.height = '40px';
          notice.style.margin = '0';
          document.body.prepend(notice);
          await afterPaint();
          const after = offset();
          notice.remove();
          await afterPaint();
          return { before, after };
        }, target);
        expect(framing, `step ${step}: how far the frame is from ${target}`).toEqual({
          before: 0,
          after: 0,
        });
        if (step < targets.length) await next.click();
      }
    });
  });
}
