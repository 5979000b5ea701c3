import { accountEn } from '../../../src/i18n/account-messages-en';
import { accountPtBR } from '../../../src/i18n/account-messages-pt-br';
import { activityEn } from '../../../src/i18n/activity-messages-en';
import { activityPtBR } from '../../../src/i18n/activity-messages-pt-br';
import { answerEn } from '../../../src/i18n/answer-messages-en';
import { answerPtBR } from '../../../src/i18n/answer-messages-pt-br';
import { authenticatorEn } from '../../../src/i18n/authenticator-messages-en';
import { authenticatorPtBR } from '../../../src/i18n/authenticator-messages-pt-br';
import { codeStepEn } from '../../../src/i18n/code-step-messages-en';
import { codeStepPtBR } from '../../../src/i18n/code-step-messages-pt-br';
import { companyEn } from '../../../src/i18n/company-messages-en';
import { companyPtBR } from '../../../src/i18n/company-messages-pt-br';
import { launcherEn } from '../../../src/i18n/launcher-messages-en';
import { launcherPtBR } from '../../../src/i18n/launcher-messages-pt-br';
import { en } from '../../../src/i18n/messages-en';
import { ptBR } from '../../../src/i18n/messages-pt-br';
import { proofEn } from '../../../src/i18n/proof-messages-en';
import { proofPtBR } from '../../../src/i18n/proof-messages-pt-br';
import { securityEn } from '../../../src/i18n/security-messages-en';
import { securityPtBR } from '../../../src/i18n/security-messages-pt-br';
import { tourEn } from '../../../src/i18n/tour-messages-en';
import { tourPtBR } from '../../../src/i18n/tour-messages-pt-br';

const english = {
  ...en,
  ...accountEn,
  ...activityEn,
  ...answerEn,
  ...authenticatorEn,
  ...codeStepEn,
  ...companyEn,
  ...launcherEn,
  ...proofEn,
  ...securityEn,
  ...tourEn,
};

type WordKey = {
  [Key in keyof typeof english]: (typeof english)[Key] extends string ? Key : never;
}[keyof typeof english];

/**
 * The words the portal shows in a language, read from its own catalogues: a test that walks
 * the pages in both languages finds a button by the name it has in either, and keeps finding
 * it when the words change.
 */
export function portalWords(locale: 'pt-BR' | 'en'): (key: WordKey) => string {
  const catalogue: Record<string, unknown> =
    locale === 'en'
      ? english
      : {
          ...ptBR,
          ...accountPtBR,
          ...activityPtBR,
          ...answerPtBR,
          ...authenticatorPtBR,
          ...codeStepPtBR,
          ...companyPtBR,
          ...launcherPtBR,
          ...proofPtBR,
          ...securityPtBR,
          ...tourPtBR,
        };
  return (key) => {
    const words = catalogue[key];
    if (typeof words !== 'string') throw new Error(`No words for ${key} in ${locale}`);
    return words;
  };
}

/** `words` as the whole name of an element, for `getByRole(..., { name })`. */
export function exactly(words: string): RegExp {
  return new RegExp(`^${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
