/**
 * How every catalogue of the portal is written, typed and read. A catalogue is an object of
 * messages written `as const` in English (the reference), whose literal types give each message
 * its placeholders: `t('tour.progress', { step, total })` does not compile without both values.
 * The pt-BR catalogue has the same keys and the same kind of message for each (the compiler
 * checks the keys; tests/i18n checks the placeholders agree).
 */

/** The forms of a message that depends on a number, one per plural category of the language. */
export interface PluralForms {
  readonly one?: string;
  readonly two?: string;
  readonly few?: string;
  readonly many?: string;
  /** Every language has it; the form for a category a language lacks a message for. */
  readonly other: string;
}

export type Message = string | PluralForms;

/** The names of the `{name}` placeholders in a message's text. */
export type Placeholders<Text> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

type PlaceholdersOf<M> = M extends PluralForms
  ? 'count' | Placeholders<M[keyof M]>
  : Placeholders<M>;

/** The values a message needs: none for plain text, one per placeholder, `count` for plurals. */
export type MessageValues<M> = [PlaceholdersOf<M>] extends [never]
  ? []
  : [values: Readonly<Record<PlaceholdersOf<M>, string | number>>];

/** What a translation must give for each message of the English catalogue `Reference`. */
export type TranslationOf<Reference> = {
  readonly [Key in keyof Reference]: Reference[Key] extends PluralForms ? PluralForms : string;
};

type IsUnion<T, All = T> = T extends unknown ? ([All] extends [T] ? false : true) : never;

type Value = string | number;

// A key written out takes exactly the values its message names. A key chosen at run time (from
// a table of failures, say) may name any of several messages: it takes the values any of them
// might use, each optional, as the caller cannot know which one it gets.
type ValuesOf<Reference, Key extends keyof Reference> =
  true extends IsUnion<Key>
    ? [values?: Readonly<Partial<Record<PlaceholdersOf<Reference[Key]>, Value>>>]
    : MessageValues<Reference[Key]>;

/** A catalogue's messages in one language, its placeholders checked at each call. */
export type TranslateWith<Reference> = <Key extends keyof Reference>(
  key: Key,
  ...values: ValuesOf<Reference, Key>
) => string;

export type Values = Readonly<Record<string, string | number>>;

/** `{name}` placeholders of a text filled from `values`; unknown ones are left as they are. */
export function fillPlaceholders(text: string, values?: Values): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    values && name in values ? String(values[name]) : placeholder,
  );
}

/**
 * Reads a catalogue whose messages are all plain text, as the portal-wide one is: it ships with
 * the sign-in page, so it carries no plural forms and the page none of their code. A message
 * that depends on a number goes into the catalogue of the feature that shows it.
 */
export function textTranslator<Reference>(
  messages: Readonly<Record<keyof Reference, string>>,
): TranslateWith<Reference> {
  return ((key: keyof Reference, values?: Values) =>
    fillPlaceholders(messages[key] ?? String(key), values)) as TranslateWith<Reference>;
}
