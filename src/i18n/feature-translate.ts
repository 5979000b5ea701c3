import type { TranslateWith, TranslationOf } from './catalogue';
import type { PortalMessages } from './messages-en';

type WithPortalMessages<Reference> = {
  readonly [Key in keyof Reference | keyof PortalMessages]: Key extends keyof Reference
    ? Reference[Key]
    : Key extends keyof PortalMessages
      ? PortalMessages[Key]
      : never;
};

/** A feature's messages and the portal's own, placeholders checked at each call. */
export type FeatureTranslate<Reference> = TranslateWith<WithPortalMessages<Reference>>;

/** Both languages of a feature's catalogue: the English reference and its translation. */
export interface FeatureCatalogues<Reference> {
  readonly en: Reference;
  readonly 'pt-BR': TranslationOf<Reference>;
}

type Loose = (key: unknown, values?: unknown) => string;

/**
 * A feature's messages, read by `own`, with the portal's (`portal`) for every key the feature
 * does not have (`messages`, the feature's catalogue in the language read): a feature says "Try again" with the same words as every page. Apart from how
 * a feature's own messages are read, so that a catalogue of plain text carries no plural rules.
 */
export function withPortalMessages<Reference>(
  messages: object,
  own: TranslateWith<Reference>,
  portal: unknown,
): FeatureTranslate<Reference> {
  return ((key: PropertyKey, values?: unknown) =>
    Object.hasOwn(messages, key)
      ? (own as Loose)(key, values)
      : (portal as Loose)(key, values)) as FeatureTranslate<Reference>;
}
