/// <reference lib="webworker" />
import type { Locale } from '../config/languages';

/**
 * The page a navigation gets when the worker has no copy of it and the network cannot be
 * reached: the worker's caches were emptied (WebKit empties them after a sign-out and keeps
 * the worker running), or a deep link was never precached. Without it the broker reads the
 * engine's raw error ("FetchEvent.respondWith received an error"). It is built here, in the
 * worker's own code, so it needs nothing from a cache; no script, so a plain link retries.
 * Its words are exported for the glossary's test, which holds them to the catalogues' rules.
 */
export const offlinePageWords: Record<
  Locale,
  { title: string; heading: string; body: string; retry: string }
> = {
  'pt-BR': {
    title: 'Sem conexão · gofy',
    heading: 'Você está sem conexão',
    body: 'Não foi possível abrir o gofy. Verifique sua conexão e tente novamente.',
    retry: 'Tentar novamente',
  },
  en: {
    title: 'Offline · gofy',
    heading: 'You are offline',
    body: 'gofy could not be opened: check your connection and try again.',
    retry: 'Try again',
  },
};

const style =
  'body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1f2933;background:#f5f7fa}' +
  'main{max-width:28rem;margin:4rem auto;padding:1.5rem;background:#fff;border-radius:8px}' +
  'h1{font-size:1.5rem;margin:0 0 .5rem}a{color:#0b57d0;font-weight:600}' +
  '@media (prefers-color-scheme:dark){body{color:#e4e7eb;background:#12171c}' +
  'main{background:#1c232b}a{color:#8ab4f8}}';

let styleHash: Promise<string> | undefined;

/** The style's hash, for a policy that allows this one style and nothing else. */
function hashOfStyle(): Promise<string> {
  styleHash ??= crypto.subtle
    .digest('SHA-256', new TextEncoder().encode(style))
    .then((digest) => `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`);
  return styleHash;
}

export async function offlinePage(locale: Locale): Promise<Response> {
  const text = offlinePageWords[locale];
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text.title}</title><link rel="icon" href="/favicon.svg"><style>${style}</style></head>
<body><main><h1>${text.heading}</h1><p>${text.body}</p>
<p><a href="">${text.retry}</a></p></main></body></html>`;
  return new Response(html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Language': locale,
      'Cache-Control': 'no-store',
      'Content-Security-Policy': `default-src 'none'; img-src 'self'; style-src ${await hashOfStyle()}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    },
  });
}
