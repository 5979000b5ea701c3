import {
  fillPlaceholders,
  type Message,
  type PluralForms,
  type TranslateWith,
  type TranslationOf,
  type Values,
} from './catalogue';

// Apart from catalogue.ts so that only the pages with a feature catalogue, all loaded on
// demand, carry plural rules: the sign-in page's own messages are plain text.

const pluralRules = new Map<string, Intl.PluralRules>();

/** The form of `forms` that `count` takes in `locale` ("1 aplicativo", "2 aplicativos"). */
export function pluralForm(locale: string, count: number, forms: PluralForms): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  const category = rules.select(count);
  return (category !== 'zero' && forms[category]) || forms.other;
}

/** One message of `locale` with its values in it. */
export function formatMessage(locale: string, message: Message, values?: Values): string {
  if (typeof message === 'string') return fillPlaceholders(message, values);
  const count = Number(values?.count);
  return fillPlaceholders(pluralForm(locale, count, message), values);
}

/** Reads `messages`, written in `locale`, with the reference catalogue's types. */
export function translatorFor<Reference>(
  locale: string,
  messages: TranslationOf<Reference>,
): TranslateWith<Reference> {
  const table = messages as Readonly<Record<PropertyKey, Message>>;
  return ((key: keyof Reference, values?: Values) =>
    formatMessage(
      locale,
      table[key as PropertyKey] ?? String(key),
      values,
    )) as TranslateWith<Reference>;
}
