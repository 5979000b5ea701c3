// @ts-check
/**
 * `npm run screenshots`: pictures of the sign-in page, the main screen, the sign-up form, the
 * broker's own account (the password section of /security, recent activity, "Your data") and
 * "Choose a brokerage" as a
 * broker sees them, on a 320 px phone in Portuguese and a 1280 px desktop in English, and all
 * but sign-up on that phone with its text at 200%, light and dark, from the production build
 * served by the local SSO service. Written to docs/screenshots/ and listed in the README; run it
 * again after changing what they show.
 *
 *   npm run screenshots                 build first, then take them
 *   npm run screenshots -- --skip-build take them of the build already in build/
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { generate } from 'otplib';
import { launchChromium } from '../bench/browser.js';
import { defaultUsersFile } from '../dev-server/accounts/users.js';
import { createSsoService } from '../dev-server/app.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.join(root, 'build');
export const screenshotsDir = path.join(root, 'docs', 'screenshots');

export const pictures = /** @type {const} */ ([
  'login',
  'main-screen',
  'sign-up',
  'password',
  'activity',
  'your-data',
  'choose-brokerage',
  'brokerage-switch',
]);

/**
 * The signed-in pages of the broker's own account, and what of each is pictured: the password
 * section alone, since the whole of /security is several screens tall on a phone.
 *
 * @type {readonly { picture: (typeof pictures)[number], path: string, ready: string,
 *   part?: string }[]}
 */
const accountPictures = [
  {
    picture: 'password',
    path: '/security',
    ready: '#password-title',
    part: 'section[aria-labelledby="password-title"]',
  },
  { picture: 'activity', path: '/security/activity', ready: '.activity-list li' },
  { picture: 'your-data', path: '/your-data', ready: '.your-data-requests li' },
];

/**
 * The devices, each with the language its broker most likely reads, and the pictures taken on
 * it: a phone with its text at 200% (`textSize`) shows how the pages give way to it.
 *
 * @type {readonly { name: string, viewport: { width: number, height: number }, phone: boolean,
 *   locale: string, textSize?: string, pictures: readonly (typeof pictures)[number][] }[]}
 */
export const screens = [
  {
    name: '320-pt-BR',
    viewport: { width: 320, height: 640 },
    phone: true,
    locale: 'pt-BR',
    // The brokerage switch is pictured where its list is tightest (200%) and widest.
    pictures: pictures.filter((picture) => picture !== 'brokerage-switch'),
  },
  {
    name: '320-pt-BR-200',
    viewport: { width: 320, height: 640 },
    phone: true,
    locale: 'pt-BR',
    textSize: '200%',
    pictures: pictures.filter((picture) => picture !== 'sign-up'),
  },
  {
    name: '1280-en',
    viewport: { width: 1280, height: 800 },
    phone: false,
    locale: 'en-US',
    pictures,
  },
];
export const colorSchemes = /** @type {const} */ (['light', 'dark']);

/** Every picture's file under docs/screenshots/. */
export const screenshotFiles = screens.flatMap((screen) =>
  screen.pictures.flatMap((picture) =>
    colorSchemes.map((scheme) => `${picture}-${screen.name}-${scheme}.png`),
  ),
);

const demo = { email: 'ana.souza@gofy.example', password: 'gofy-demo-2026' };
// The demo broker in two brokerages, for "Choose a brokerage": her code is her app's now.
const carla = { email: 'carla.mendes@gofy.example', password: 'gofy-demo-2026' };
const carlaSecret =
  /** @type {{ users: { email: string, authenticator?: { secret: string } }[] }} */ (
    JSON.parse(readFileSync(defaultUsersFile, 'utf8'))
  ).users.find((user) => user.email === carla.email)?.authenticator?.secret;

async function main() {
  const { values } = parseArgs({ options: { 'skip-build': { type: 'boolean', default: false } } });
  if (!values['skip-build']) {
    const built = spawnSync('npx', ['rsbuild', 'build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('The build failed.');
  }
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error('No production build in build/: run `npm run build` first.');
  }

  // Tours done: the main screen as a broker sees it every day, not a first visit's dialog. A
  // new service for each picture's set: the activity page shows the demo's weeks, not the
  // sign-ins of the sets taken before it.
  const startService = async () => {
    const service = createSsoService({
      staticDir: buildDir,
      log: () => {},
      tourist: { initialState: 'completed' },
    });
    return { service, origin: (await service.listen(0, '127.0.0.1')).replace(/\/$/, '') };
  };
  const browser = await launchChromium();
  await rm(screenshotsDir, { recursive: true, force: true });
  await mkdir(screenshotsDir, { recursive: true });
  try {
    for (const screen of screens) {
      for (const colorScheme of colorSchemes) {
        const { service, origin } = await startService();
        const context = await browser.newContext({
          viewport: screen.viewport,
          isMobile: screen.phone,
          hasTouch: screen.phone,
          locale: screen.locale,
          colorScheme,
          reducedMotion: 'reduce',
        });
        const page = await context.newPage();
        const shoot = async (
          /** @type {(typeof pictures)[number]} */ picture,
          /** @type {string | undefined} */ part = undefined,
        ) => {
          if (!screen.pictures.includes(picture)) return;
          await page.locator('h1').first().waitFor();
          await page.waitForLoadState('networkidle');
          // On the page's root, as the tests' `enlargeText` does: the browser's own setting
          // (Page.setFontSizes) is undone by a full-page screenshot.
          if (screen.textSize)
            await page.evaluate((size) => {
              document.documentElement.style.fontSize = size;
            }, screen.textSize);
          const file = path.join(screenshotsDir, `${picture}-${screen.name}-${colorScheme}.png`);
          if (part) await page.locator(part).screenshot({ path: file, animations: 'disabled' });
          else await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
          console.log(path.relative(root, file));
        };

        await page.goto(`${origin}/login`);
        await shoot('login');
        await page.goto(`${origin}/signup`);
        await shoot('sign-up');
        // Signed in through the API: the pictures are of the pages, not of typing.
        await page.evaluate(async (user) => {
          await fetch('/api/sso/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ ...user, rememberMe: false, applicationId: 7 }),
          });
        }, demo);
        await page.goto(`${origin}/`);
        await page.locator('.launcher-grid').waitFor();
        await shoot('main-screen');
        for (const { picture, path: pagePath, ready, part } of accountPictures) {
          await page.goto(`${origin}${pagePath}`);
          await page.locator(ready).first().waitFor();
          await shoot(picture, part);
        }
        // Carla, signed in with her password and her code, has a brokerage to choose.
        await context.clearCookies();
        const code = await generate({
          secret: carlaSecret ?? '',
          epoch: Math.floor(Date.now() / 1000),
        });
        await page.evaluate(
          async ({ user, code }) => {
            const post = (/** @type {string} */ path, /** @type {object} */ body) =>
              fetch(path, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify(body),
              });
            await post('/api/sso/login', { ...user, rememberMe: false, applicationId: 7 });
            await post('/api/sso/login/second-factor', { code });
          },
          { user: carla, code },
        );
        await page.goto(`${origin}/choose-brokerage`);
        await page.locator('.choice-list').waitFor();
        await shoot('choose-brokerage');
        // Then her main screen with "Switch brokerage" open: her other brokerage, its masked
        // CNPJ and her role there.
        if (screen.pictures.includes('brokerage-switch')) {
          await page.locator('.choice-list button', { hasText: 'Mendes Corretora' }).click();
          await page.locator('.brokerage-active button').click();
          await page.locator('.brokerage-list').waitFor();
          await shoot('brokerage-switch');
        }
        await context.close();
        await service.close();
      }
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
