import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phoneScreen } from '../support/browser';
import { asNextBuild } from '../support/next-version';
import type { PortalPage } from '../support/portal-page';
import { buildDir, demoUser, startPortal } from '../support/portal-server';
import { waitForServiceWorkerControl } from '../support/service-worker';
import { step as boundedStep } from '../support/steps';

/**
 * The controls of the page that lie under the new-version prompt once the page is scrolled
 * to its end, by their text: none, if the page keeps room for the prompt.
 */
function controlsUnderPrompt(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    const prompt = document.querySelector('.update-prompt');
    if (!prompt) return ['(no prompt)'];
    const box = prompt.getBoundingClientRect();
    return [...document.querySelectorAll('a[href], button, input, select, textarea')]
      .filter((control) => !prompt.contains(control))
      .filter((control) => {
        const area = control.getBoundingClientRect();
        return (
          area.width > 1 &&
          area.height > 1 &&
          area.bottom > box.top &&
          area.top < box.bottom &&
          area.right > box.left &&
          area.left < box.right
        );
      })
      .map((control) => control.textContent?.trim() || control.getAttribute('name') || '?');
  });
}

/** A new version deployed while the portal is open: offered, never forced. */
export function newVersionTests(e2e: PortalPage) {
  describe('a new version', () => {
    it('is offered without covering the page or reloading it by itself, and can wait', async () => {
      const step = <T>(name: string, action: () => Promise<T>) =>
        boundedStep(name, action, { page: e2e.page });
      const copy = await mkdtemp(path.join(tmpdir(), 'gofy-build-'));
      await cp(buildDir, copy, { recursive: true });
      const served = await startPortal({ staticDir: copy });
      // What the page asks workers to do: taking over (SKIP_WAITING) is what would reload the
      // page. Questions (its build) and the first worker's claim of the page change nothing.
      await e2e.context.addInitScript(() => {
        const asked: unknown[] = [];
        (window as unknown as { askedOfWorkers: unknown[] }).askedOfWorkers = asked;
        const postMessage = ServiceWorker.prototype.postMessage;
        ServiceWorker.prototype.postMessage = function (this: ServiceWorker, ...args: unknown[]) {
          const type = (args[0] as { type?: unknown } | null)?.type;
          if (type !== 'GET_BUILD' && type !== 'TAKE_CHARGE') asked.push(args[0]);
          return (postMessage as (...rest: unknown[]) => void).apply(this, args);
        };
      });
      const offer = (page: Page) => page.getByText('A new version of gofy is available.');
      try {
        // A phone, where the prompt at the foot of the screen could hide the form's links.
        await e2e.page.setViewportSize(phoneScreen);
        await step('open /login', () => e2e.page.goto(`${served.url}/login`));
        await step('first worker in control', () => waitForServiceWorkerControl(e2e.page));
        await e2e.page.evaluate(() => {
          (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
        });
        await e2e.page.getByRole('textbox', { name: 'Email' }).fill(demoUser.email);
        await e2e.page.getByLabel('Password', { exact: true }).fill(demoUser.password);

        // The next deployment: another build, whose worker says so when asked.
        const sw = path.join(copy, 'sw.js');
        await writeFile(sw, asNextBuild(await readFile(sw, 'utf8')));
        await step('update found', () =>
          e2e.page.evaluate(async () => {
            await (await navigator.serviceWorker.getRegistration())?.update();
          }),
        );

        await step('new version offered', () => offer(e2e.page).waitFor());
        await expect.poll(() => controlsUnderPrompt(e2e.page)).toEqual([]);
        await e2e.page.getByRole('button', { name: 'Reload' }).click();
        // Refusing and telling happen in the same click: once the note shows, the page has
        // decided, and a page that decided to switch would have asked the worker already.
        await step('told to finish the form first', () =>
          e2e.page.getByText('Finish or clear the form before updating').waitFor(),
        );
        expect(
          await e2e.page.evaluate(
            () => (window as unknown as { askedOfWorkers: unknown[] }).askedOfWorkers,
          ),
        ).toEqual([]);
        expect(
          await e2e.page.evaluate(
            () => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage,
          ),
        ).toBe(true);
        expect(await e2e.page.getByLabel('Password', { exact: true }).inputValue()).toBe(
          demoUser.password,
        );
        // Grown by its note, the prompt still leaves every control reachable.
        await expect.poll(() => controlsUnderPrompt(e2e.page)).toEqual([]);

        await e2e.page.getByRole('button', { name: 'Later' }).click();
        await expect.poll(() => offer(e2e.page).count()).toBe(0);

        // Another tab offers it again. With only an email typed there is nothing to lose: the
        // switch happens, and the email is still in the form after it.
        const other = await e2e.context.newPage();
        await other.goto(`${served.url}/login`);
        await other.getByRole('textbox', { name: 'Email' }).fill(demoUser.email);
        await step('offered in another tab', () => offer(other).waitFor());
        await other.evaluate(() => {
          (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
        });
        await other.getByRole('button', { name: 'Reload' }).click();
        await expect
          .poll(() =>
            other.evaluate(
              () => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage ?? false,
            ),
          )
          .toBe(false);
        await expect
          .poll(() => other.getByRole('textbox', { name: 'Email' }).inputValue())
          .toBe(demoUser.email);
      } finally {
        await served.close();
        await rm(copy, { recursive: true, force: true });
      }
    });
  });
}
