import { demoUser, secondDemoUser } from '../../support/portal-server';
import type { JourneyPage } from '../journey-page';
import type { Credentials } from '../journey-steps';
import type { Journey } from '../run-journeys';

/**
 * The bot challenge as a broker meets it (docs/openapi.yaml, tag `bot-challenge`): after three
 * wrong passwords for an email (the local service's default), the SSO asks the next sign-in
 * for a proof of work; the page solves it in a worker, says so, and signs in with nothing more
 * to press. Each journey with its own demo account: the journeys of a run share one SSO.
 */

/** The form's words, in the language the journey's browser asks for. */
const words = {
  en: {
    heading: 'Sign in to gofy',
    email: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    incorrect: 'The email or password is incorrect.',
    checking: 'Checking this browser…',
    hello: (name: string) => `Hello, ${name}`,
  },
  'pt-BR': {
    heading: 'Entrar no gofy',
    email: 'E-mail',
    password: 'Senha',
    signIn: 'Entrar',
    incorrect: 'E-mail ou senha incorretos.',
    checking: 'Verificando este navegador…',
    hello: (name: string) => `Olá, ${name}`,
  },
} as const;

/** Starts keeping every text the page shows from now on, even for a moment. */
function keepShownTexts(page: JourneyPage): Promise<void> {
  return page.evaluate(() => {
    const shown = new Set<string>();
    (window as unknown as { shownTexts: Set<string> }).shownTexts = shown;
    new MutationObserver(() => {
      for (const region of document.querySelectorAll('[role="status"]')) {
        if (region.textContent) shown.add(region.textContent);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, null);
}

/** Whether the page showed `text` since `keepShownTexts`. */
function wasShown(page: JourneyPage, text: string): Promise<boolean> {
  return page.evaluate(
    (wanted) => (window as unknown as { shownTexts: Set<string> }).shownTexts.has(wanted),
    text,
  );
}

/** The origins the page fetched anything from (its resource timing), other than its own. */
function otherOrigins(page: JourneyPage): Promise<string[]> {
  return page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).origin)
        .filter((origin) => origin !== location.origin),
    null,
  );
}

/**
 * Wrong passwords, as a bot trying a list would send them, each refused. In the language
 * picked in the switch: WebKitGTK here takes no language from its environment.
 */
async function failThreeTimes(page: JourneyPage, language: keyof typeof words, user: Credentials) {
  const w = words[language];
  await page.open('/login');
  if (language !== 'en') {
    await page.choose('Language', language);
    await page.seeHeading(w.heading);
  }
  await page.fill(w.email, user.email);
  for (const wrong of ['summer-2026', 'gofy-2025', 'corretora123']) {
    await page.fill(w.password, wrong);
    await page.press(w.signIn);
    await page.see(w.incorrect);
  }
}

function signsInAfterFailures(
  language: keyof typeof words,
  user: Credentials & { readonly firstName: string },
): Journey {
  const w = words[language];
  return {
    name: `meets the browser check after three wrong passwords and signs in without pressing again (${language})`,
    // The refusal that carries the challenge, which the browser reports as any 403.
    expectedProblems: /status of 403 .*\/api\/sso\/login/,
    async run(page) {
      await failThreeTimes(page, language, user);
      await keepShownTexts(page);
      // The password was cleared after the last refusal; the right one this time.
      await page.fill(w.password, user.password);
      await page.press(w.signIn);
      await page.seeHeading(w.hello(user.firstName));
      if (!(await wasShown(page, w.checking))) {
        throw new Error(`The page never said "${w.checking}"`);
      }
      const others = await otherOrigins(page);
      if (others.length > 0) throw new Error(`Fetched from other origins: ${others.join(', ')}`);
    },
  };
}

export const stuffingJourneys: readonly Journey[] = [
  signsInAfterFailures('en', demoUser),
  signsInAfterFailures('pt-BR', secondDemoUser),
];
