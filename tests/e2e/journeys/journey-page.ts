import { type EnginePage, type InPage, inPageWith } from '../engines/engine';
import { findByRole, type NameMatch, pattern, type RoleQuery, shownText } from '../engines/in-page';
import { step } from '../support/steps';

/** How long a journey waits for the page to show what it expects: well above a loaded machine's need. */
const waitMs = 10_000;
const pollEveryMs = 100;

/** What `work` resolves to, or false if it fails or takes over `ms`. */
async function withinMs<T>(ms: number, work: Promise<T>): Promise<T | false> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), Math.max(ms, 0));
  });
  try {
    return await Promise.race([work.catch(() => false as const), late]);
  } finally {
    clearTimeout(timer);
  }
}

const toMatch = (name: string | RegExp): NameMatch =>
  typeof name === 'string' ? name : pattern(name);

/**
 * A page as a journey uses it: what a person does (types in a field named by its label,
 * presses a button or a link by its name, picks from a menu) and what they wait to see. The
 * same in every engine; the engine only supplies the input.
 */
export interface JourneyPage {
  readonly engine: EnginePage['engine'];
  /** Opens `path` of the portal, as a typed address or a bookmark would. */
  open(path: string): Promise<void>;
  /**
   * Opens `path` of the portal in another tab of the same browser profile (cookies, storage
   * and BroadcastChannel shared), as a broker does with the portal already open.
   */
  newTab(path: string): Promise<JourneyPage>;
  reload(): Promise<void>;
  fill(label: string | RegExp, text: string): Promise<void>;
  press(name: string | RegExp, role?: 'button' | 'link'): Promise<void>;
  choose(label: string | RegExp, value: string): Promise<void>;
  /** Ticks the checkbox labelled `label`, and waits until it shows ticked. */
  tick(label: string | RegExp): Promise<void>;
  /** Waits until the page shows `text` (a part of what it reads) or a match of it. */
  see(text: string | RegExp): Promise<void>;
  seeHeading(name: string | RegExp): Promise<void>;
  /** Waits until `check` holds in the page; `what` names it when it never does. */
  until<Arg>(what: string, check: InPage<Arg, boolean>, arg: Arg): Promise<void>;
  evaluate<Arg, Result>(script: InPage<Arg, Result>, arg: Arg): Promise<Result>;
  /** The page's address, path and query. */
  location(): Promise<string>;
  /** The value of the field labelled `label`. */
  valueOf(label: string | RegExp): Promise<string>;
}

const shown = inPageWith(findByRole, (query: RoleQuery, find) => find(query) !== null);
const usable = inPageWith(findByRole, (query: RoleQuery, find) => {
  const found = find(query);
  return found !== null && !(found as HTMLButtonElement).disabled;
});
const ticked = inPageWith(
  findByRole,
  (query: RoleQuery, find) => (find(query) as HTMLInputElement | null)?.checked === true,
);
const fieldValue = inPageWith(
  findByRole,
  (query: RoleQuery, find) => (find(query) as HTMLInputElement | null)?.value ?? '',
);

export function journeyPage(page: EnginePage, portalUrl: string): JourneyPage {
  const describe = async () => {
    const [where, text] = await Promise.all([
      withinMs(
        2_000,
        page.evaluate(() => location.href, null),
      ),
      withinMs(2_000, page.evaluate(shownText, undefined)),
    ]);
    return `${where || '(address unknown)'} shows: ${(text || '(the page could not be read)').slice(0, 400)}`;
  };
  /**
   * Runs one thing the engine does within the journey's bound: an engine that never answers
   * (a navigation stuck on a service worker) fails the step by name, with what the page shows,
   * rather than the whole test by its time limit.
   */
  const bounded = <T>(what: string, work: () => Promise<T>): Promise<T> =>
    step(what, work, { timeoutMs: waitMs, describe });
  const until = async <Arg>(what: string, check: InPage<Arg, boolean>, arg: Arg) => {
    const deadline = Date.now() + waitMs;
    for (;;) {
      // A check made while the page changes documents fails, or is never answered: it is
      // made again, within what is left of the wait.
      if (await withinMs(deadline - Date.now(), page.evaluate(check, arg))) return;
      if (Date.now() > deadline) {
        throw new Error(`Waited ${waitMs} ms for ${what}. ${await describe()}`);
      }
      await new Promise((resolve) => setTimeout(resolve, pollEveryMs));
    }
  };
  const field = (label: string | RegExp) => ({ role: 'field' as const, name: toMatch(label) });
  return {
    engine: page.engine,
    open: (path) => bounded(`Opening ${path}`, () => page.goto(`${portalUrl}${path}`)),
    async newTab(path) {
      const tab = journeyPage(
        await bounded('Opening another tab', () => page.openTab()),
        portalUrl,
      );
      await tab.open(path);
      return tab;
    },
    reload: () => bounded('Reloading', () => page.reload()),
    async fill(label, text) {
      await until(`a field labelled ${label}`, shown, field(label));
      await bounded(`Typing in ${label}`, () => page.type(findByRole, field(label), text));
    },
    async press(name, role = 'button') {
      const query = { role, name: toMatch(name) };
      await until(`a ${role} named ${name} that can be used`, usable, query);
      await bounded(`Pressing ${name}`, () => page.click(findByRole, query));
    },
    async choose(label, value) {
      await until(`a menu labelled ${label}`, shown, field(label));
      await bounded(`Choosing ${value} in ${label}`, () =>
        page.choose(findByRole, field(label), value),
      );
    },
    async tick(label) {
      await until(`a checkbox labelled ${label}`, shown, field(label));
      await bounded(`Ticking ${label}`, () => page.click(findByRole, field(label)));
      await until(`${label} ticked`, ticked, field(label));
    },
    see: (text) =>
      until(
        `the text ${text}`,
        (wanted) => {
          // biome-ignore lint/performance/useDomNodeTextContent: what is shown is what a person reads.
          const shown = (document.body?.innerText ?? '').replace(/\s+/g, ' ');
          return typeof wanted === 'string'
            ? shown.includes(wanted)
            : new RegExp(wanted.source, wanted.flags).test(shown);
        },
        toMatch(text),
      ),
    seeHeading: (name) =>
      until(`a heading ${name}`, shown, { role: 'heading' as const, name: toMatch(name) }),
    until,
    evaluate: (script, arg) => bounded('A script in the page', () => page.evaluate(script, arg)),
    location: () =>
      bounded('Reading the address', () =>
        page.evaluate(() => location.pathname + location.search, null),
      ),
    valueOf: (label) => bounded(`Reading ${label}`, () => page.evaluate(fieldValue, field(label))),
  };
}
