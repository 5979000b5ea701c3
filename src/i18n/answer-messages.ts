import { answerEn } from './answer-messages-en';
import { answerPtBR } from './answer-messages-pt-br';
import { addPortalWords } from './locale';

/**
 * Puts the answers' words (answer-messages-en.ts) among the portal's messages. Called by the
 * code that reads the SSO's answers (api/answer-reader.ts), so they come in its chunk, loaded
 * before any answer can be read.
 */
export function addAnswerWords(): void {
  addPortalWords({ en: answerEn, 'pt-BR': answerPtBR });
}
