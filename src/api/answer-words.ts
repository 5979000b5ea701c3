import { addLaterWords, type Locale } from '../i18n/locale';

// Each language's in a chunk of its own, as the catalogues are: a reader downloads their own.
const chunks: Readonly<Record<Locale, () => Promise<Readonly<Record<string, string>>>>> = {
  'pt-BR': () =>
    import(/* webpackChunkName: "answers-pt-br" */ '../i18n/answer-messages-pt-br').then(
      (m) => m.answerPtBR,
    ),
  en: () =>
    import(/* webpackChunkName: "answers-en" */ '../i18n/answer-messages-en').then(
      (m) => m.answerEn,
    ),
};

const loading: Partial<Record<Locale, Promise<Readonly<Record<string, string>>>>> = {};
function load(locale: Locale) {
  loading[locale] ??= chunks[locale]().catch((error: unknown) => {
    delete loading[locale];
    throw error;
  });
  return loading[locale];
}

let ready: Promise<void> | undefined;

/**
 * The words for what an SSO answer refuses (i18n/answer-messages-*.ts), among the portal's
 * messages in the page's language: asked for with the first refusal (send-request.ts), which
 * waits for them before handing it on, so no page shows one without its words. Settles once
 * they are there, or could not come (asked again with the next refusal): it never fails.
 */
export function answerWordsReady(): Promise<void> {
  ready ??= addLaterWords(load).then(
    () => {},
    () => {
      ready = undefined;
    },
  );
  return ready;
}
