/// <reference lib="webworker" />
import { type Locale, localeCookie, readerLocale } from '../config/languages';

declare const self: ServiceWorkerGlobalScope & {
  /** The Cookie Store API, which not every browser gives a worker. */
  cookieStore?: { get(name: string): Promise<{ name: string; value: string } | null> };
};

/**
 * The reader's language, by the host's rule (config/languages.js): the language switch's
 * cookie where the browser lets a worker read cookies, else the browser's languages, which
 * are what it sends the host as `Accept-Language`.
 */
export async function workerReaderLocale(): Promise<Locale> {
  let cookie: string | undefined;
  try {
    const chosen = await self.cookieStore?.get(localeCookie);
    if (chosen) cookie = `${chosen.name}=${chosen.value}`;
  } catch {
    // No cookies for this worker: the browser's languages decide.
  }
  return readerLocale({
    cookie,
    languages: self.navigator.languages ?? [self.navigator.language],
  });
}
