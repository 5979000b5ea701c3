/**
 * What a journey needs of a browser, whatever drives it: Chromium through Playwright, Firefox
 * through WebDriver BiDi (puppeteer-core), WebKitGTK through classic WebDriver
 * (selenium-webdriver). Each journey is written once against these two interfaces and run in
 * every engine (tests/e2e/journeys/).
 *
 * Elements are found in the page, by role and accessible name, with the same code in every
 * engine (`in-page.ts`); an engine only turns what was found into its own handle, so a click
 * or a key is the browser's real input, not a script's imitation of it.
 */

export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** The language the browser is set to, which it sends as `Accept-Language`. */
export type BrowserLanguage = 'en-US' | 'pt-BR';

export interface Viewport {
  readonly width: number;
  readonly height: number;
}

/**
 * A function run in the page with one argument that JSON can carry. It is sent as its source
 * text: it may use nothing from the test's module scope. `inPageWith` composes one that calls
 * other such functions.
 */
export type InPage<Arg, Result> =
  | ((arg: Arg) => Result | Promise<Result>)
  | InPageSource<Arg, Result>;

/** The source of an in-page function, put together from others' sources. */
export class InPageSource<Arg, Result> {
  declare readonly arg: Arg;
  declare readonly result: Result;
  constructor(private readonly source: string) {}
  toString(): string {
    return this.source;
  }
}

/**
 * `body`, called in the page with its argument and `helper`: how an in-page check uses a
 * finder without the page knowing this module.
 */
export function inPageWith<Arg, Result, Helper extends (...args: never[]) => unknown>(
  helper: Helper,
  body: (arg: Arg, helper: Helper) => Result | Promise<Result>,
): InPageSource<Arg, Result> {
  return new InPageSource(`(arg) => (${body.toString()})(arg, ${helper.toString()})`);
}

/** The expression that runs `script` with `arg` in the page. */
export function callExpression<Arg, Result>(script: InPage<Arg, Result>, arg: Arg): string {
  return `(${script.toString()})(${JSON.stringify(arg) ?? 'undefined'})`;
}

export interface BrowserEngine {
  readonly name: EngineName;
  /**
   * A page in a fresh profile of its own: no cookies, storage, caches or service workers from
   * any page opened before.
   */
  openPage(options: {
    readonly language: BrowserLanguage;
    /**
     * The size of the page's window in CSS pixels, as a phone's, as near as the engine's window
     * can be (WebKitGTK's is no narrower than its toolbar, 447 px); the engine's own otherwise.
     */
    readonly viewport?: Viewport;
  }): Promise<EnginePage>;
  /** Closes the browser and whatever the engine started for it. */
  close(): Promise<void>;
}

export interface EnginePage {
  readonly engine: EngineName;
  /** Loads `url` and resolves once the document has loaded. */
  goto(url: string): Promise<void>;
  /** Reloads the document and resolves once it has loaded again. */
  reload(): Promise<void>;
  /** Runs `script` in the page's current document and returns what it resolves to. */
  evaluate<Arg, Result>(script: InPage<Arg, Result>, arg: Arg): Promise<Result>;
  /** Clicks, with the engine's own input, the element `find` returns. */
  click<Arg>(find: InPage<Arg, Element | null>, arg: Arg): Promise<void>;
  /** Replaces the text of the field `find` returns by typing `text` into it, key by key. */
  type<Arg>(find: InPage<Arg, Element | null>, arg: Arg, text: string): Promise<void>;
  /** Picks the option of value `value` in the menu (a `<select>`) `find` returns. */
  choose<Arg>(find: InPage<Arg, Element | null>, arg: Arg, value: string): Promise<void>;
  /**
   * Another tab of this page's profile, as a broker opens one: cookies, storage and
   * BroadcastChannel shared with this page; blank until it is sent somewhere. Closing this
   * page closes it too.
   */
  openTab(): Promise<EnginePage>;
  /**
   * What went wrong in the documents this page, and every tab opened from its profile, has
   * shown: uncaught errors, console errors and policy violations, as far as the engine lets a
   * test see them (see each engine).
   */
  problems(): Promise<readonly string[]>;
  close(): Promise<void>;
}
