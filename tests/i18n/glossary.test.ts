import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { offlinePageWords } from '../../src/sw/offline-page';
import { allCatalogues, type Catalogue, textsOf } from './all-catalogues';

interface Term {
  readonly thing: string;
  readonly en: RegExp | undefined;
  readonly ptBR: RegExp | undefined;
  readonly neverPtBR: RegExp | undefined;
  readonly neverEn: RegExp | undefined;
}

/** A pattern of the table as a whole-word, case-blind expression; empty cells give none. */
function wholeWords(cell: string): RegExp | undefined {
  const pattern = cell.trim().replace(/^`|`$/g, '').replaceAll('\\|', '|');
  return pattern ? new RegExp(`(?<![\\p{L}-])(?:${pattern})(?![\\p{L}])`, 'iu') : undefined;
}

/** The table of docs/glossary.md: the one place the portal's words are written down. */
function readGlossary(): Term[] {
  // Vitest runs from the repository's root; jsdom's import.meta.url is not a file URL.
  const text = readFileSync(path.resolve('docs/glossary.md'), 'utf8');
  const rows = text.split('\n').filter((line) => line.startsWith('|'));
  return rows.slice(2).map((row) => {
    // Cells split on the pipes that are not escaped inside a pattern.
    const [thing = '', en = '', ptBR = '', neverPtBR = '', neverEn = ''] = row
      .slice(1, -1)
      .split(/(?<!\\)\|/);
    return {
      thing: thing.trim(),
      en: wholeWords(en),
      ptBR: wholeWords(ptBR),
      neverPtBR: wholeWords(neverPtBR),
      neverEn: wholeWords(neverEn),
    };
  });
}

const glossary = readGlossary();

/**
 * What the portal says in Portuguese outside a catalogue: the page template's description and
 * the manifest's name and description, which an installed portal shows under its icon.
 */
function textsOutsideCatalogues(): Catalogue {
  const template = readFileSync(path.resolve('src/index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.resolve('manifest.webmanifest'), 'utf8')) as {
    readonly name: string;
    readonly description: string;
  };
  const description = /<meta name="description" content="([^"]+)"/.exec(template)?.[1];
  if (!description) throw new Error('src/index.html has no description to read');
  return {
    'index.html description': description,
    'manifest name': manifest.name,
    'manifest description': manifest.description,
  };
}

/** Every pattern of the table's "never" column for `locale` that `text` meets. */
const setAside = (text: string, locale: 'pt-BR' | 'en') =>
  glossary
    .map((term) => (locale === 'pt-BR' ? term.neverPtBR : term.neverEn))
    .filter((pattern) => pattern?.test(text));

// Placeholders are names for the code, not words for the reader: `{email}` is not "email".
const words = (text: string) => text.replace(/\{\w+\}/g, '');

describe('the glossary', () => {
  it('is read from docs/glossary.md, row by row', () => {
    expect(glossary.map((term) => term.thing)).toEqual(
      expect.arrayContaining(['signing in', 'password', 'passkey', 'device', 'insured person']),
    );
    expect(glossary.find((term) => term.thing === 'device')?.neverPtBR?.test('aparelho')).toBe(
      true,
    );
  });

  // Wordings the catalogues once had, each set aside by a rule of the table: if a rule is
  // loosened until it lets one through, this says which.
  it.each([
    ['pt-BR', 'Voltar ao login'],
    ['pt-BR', 'Todos os dispositivos vão solicitar o código no próximo login.'],
    ['pt-BR', 'Conferindo o seu acesso…'],
    ['pt-BR', 'Esta tentativa de entrar foi interrompida para proteger sua conta.'],
    ['pt-BR', 'Você cancelou o acesso na página da sua empresa.'],
    ['pt-BR', 'Contas corporativas que você pode usar para entrar no gofy'],
    ['pt-BR', 'O serviço de acesso está indisponível no momento.'],
    ['pt-BR', 'Acesso e segurança'],
    ['pt-BR', 'Códigos de recuperação da gofy'],
    ['pt-BR', 'Seis dígitos, como 123 456.'],
    ['pt-BR', 'Dez letras e números, como k7m2p-x9q4r.'],
    ['pt-BR', 'Para sua segurança, você será desconectado às 18:00.'],
    ['pt-BR', 'Você já está conectado. Redirecionando…'],
    ['pt-BR', 'Obrigado, Marina Albuquerque.'],
    ['pt-BR', 'Selecione o texto e copie você mesmo.'],
    ['pt-BR', 'espaços, acentos, símbolos e emoji são bem-vindos.'],
    ['pt-BR', 'Esse código não está certo.'],
    ['pt-BR', 'Muitos códigos errados seguidos'],
    ['pt-BR', 'A verificação em duas etapas está ativa.'],
    ['pt-BR', 'Solicitar o código novamente em todos os dispositivos'],
    ['pt-BR', 'Abra seu aplicativo autenticador e escaneie este QR code.'],
    ['pt-BR', 'Uma nova versão do portal está disponível.'],
    ['pt-BR', 'Cada cartão abre um aplicativo da plataforma.'],
    ['pt-BR', 'Gerenciar a plataforma'],
    ['pt-BR', 'Abrir no app autenticador'],
    ['pt-BR', 'Se esse e-mail pertence a uma conta gofy, enviamos um link.'],
    ['pt-BR', 'Se o seu aplicativo autenticador (Google Authenticator…) está instalado aqui'],
    ['pt-BR', 'Se ele está instalado em outro dispositivo'],
    ['pt-BR', 'Guarde os códigos em um lugar que só você pode ver.'],
    ['pt-BR', 'Esta conta foi bloqueada temporariamente após muitas tentativas sem sucesso.'],
    ['pt-BR', 'os códigos ficaram bloqueados por um tempo.'],
    ['en', 'Two-step verification is on since Nov 20, 2026.'],
    ['en', 'End any session you do not recognise.'],
    ['en', 'Save your recovery codes and tick the box first.'],
    ['en', 'The set-up took more than 10 minutes.'],
    ['en', 'Six digits, such as 123 456.'],
    ['en', 'A recovery code has ten letters and digits.'],
    ['en', 'We could not reach the server.'],
    ['en', 'A new version of the portal is available.'],
    ['en', 'gofy: sign in to the brokerage platform'],
    ['en', 'This account is locked for a while after too many failed attempts.'],
  ] as const)('sets aside, in %s, "%s"', (locale, text) => {
    expect(setAside(text, locale)).not.toEqual([]);
  });

  // And words the same rules must leave alone: a once, a pair, being let in, a passkey.
  it.each([
    ['pt-BR', 'O link pode ser usado uma vez e vale por 30 minutos.'],
    ['pt-BR', 'A verificação em duas etapas está ativada.'],
    ['pt-BR', 'As duas senhas não são iguais.'],
    ['pt-BR', 'Solicite acesso ao gofy'],
    ['pt-BR', 'Esta tentativa de acesso foi interrompida para proteger sua conta.'],
    ['pt-BR', 'Não tem acesso a nenhum aplicativo. Crie uma chave de acesso.'],
    ['pt-BR', 'Sua sessão foi encerrada.'],
    ['pt-BR', 'Entre para continuar no Portal do segurado'],
    ['pt-BR', 'gofy — Plataforma de corretagem'],
    ['pt-BR', 'Entrar no gofy, plataforma de corretagem'],
    ['pt-BR', 'Se esse e-mail pertencer a uma conta gofy, enviamos um link.'],
    ['pt-BR', 'Se ele estiver instalado em outro dispositivo'],
    ['pt-BR', 'Esta senha se repete ou segue uma sequência.'],
    ['pt-BR', 'Se não foi você quem alterou a senha, solicite um novo link.'],
    [
      'pt-BR',
      'Restam 2 tentativas antes de bloquearmos esta conta por um tempo, que aumenta a cada bloqueio.',
    ],
    ['en', 'Two-step verification has been on since Nov 20, 2026.'],
    ['en', 'The two passwords do not match.'],
    ['en', 'Sign in to continue to Insured portal'],
  ] as const)('lets through, in %s, "%s"', (locale, text) => {
    expect(setAside(text, locale)).toEqual([]);
  });

  const everyText: readonly (readonly [string, Catalogue, Catalogue])[] = [
    ...allCatalogues,
    ["service worker's offline page", offlinePageWords.en, offlinePageWords['pt-BR']],
    ['page template and manifest', {}, textsOutsideCatalogues()],
  ];

  describe.each(everyText)('the %s catalogue', (_, english, portuguese) => {
    it('says each thing in Portuguese with the word the English one uses', () => {
      const strays: string[] = [];
      for (const [key, message] of Object.entries(english)) {
        const source = textsOf(message).map(words).join(' ');
        const translation = textsOf(portuguese[key]).map(words).join(' ');
        for (const term of glossary) {
          if (term.en?.test(source) && term.ptBR && !term.ptBR.test(translation)) {
            strays.push(`${key}: "${term.thing}" without ${term.ptBR.source}`);
          }
        }
      }
      expect(strays).toEqual([]);
    });

    it('never uses a word the glossary sets aside', () => {
      const strays: string[] = [];
      for (const [key, message] of Object.entries(portuguese)) {
        for (const text of textsOf(message).map(words)) {
          for (const term of glossary) {
            const found = term.neverPtBR && text.match(term.neverPtBR);
            if (found) strays.push(`pt-BR ${key}: "${found[0]}"`);
          }
        }
      }
      for (const [key, message] of Object.entries(english)) {
        for (const text of textsOf(message).map(words)) {
          for (const term of glossary) {
            const found = term.neverEn && text.match(term.neverEn);
            if (found) strays.push(`en ${key}: "${found[0]}"`);
          }
        }
      }
      expect(strays).toEqual([]);
    });
  });
});

/**
 * Buttons, links and menu items whose keys are not under `action.*`: the catalogues grouped
 * them by page before `action.*` was the rule, and a new control's key goes there. Not here, as
 * they name no action: answers ("Agora não", "Depois", "Próximo"), the names of places ("Ajuda",
 * "Segurança da conta", the foot's links), the link that is a question ("Esqueceu sua
 * senha?"), and a link inside a sentence, which takes the sentence's grammar ("fale com o
 * suporte").
 */
const controlKeys = [
  'signIn.askForAccount',
  'link.askForAccount',
  'signIn.resetInstead',
  'companyButton.continueWith',
  'install.button',
  'crash.reload',
  'update.reload',
  'passkeyOffer.add',
  'installOffer.install',
  'help.resumeTour',
  'help.welcomeTour',
  'help.cardTour',
  'help.support',
  'tour.back',
  'tour.finish',
  'tour.skip',
  'passkeys.add',
  'passkeys.rename',
  'passkeys.save',
  'passkeys.remove',
  'security.cancel',
  'security.back',
  'twoStep.setUp',
  'twoStep.turnOn',
  'twoStep.newCodes',
  'twoStep.newCodesYes',
  'twoStep.forgetDevices',
  'twoStep.turnOff',
  'twoStep.turnOffYes',
  'proof.confirm',
  'proof.cancel',
  'proof.passkey.use',
  'stepUp.toSecurity',
  'stepUp.back',
  'devices.end',
  'devices.endOthers',
  'authenticator.openApp',
  'authenticator.copyKey',
  'authenticator.copy',
  'recoveryCodes.copyAll',
  'recoveryCodes.download',
  'recoveryCodes.continue',
  'codeForm.useRecovery',
  'codeForm.useApp',
  'code.submit',
  'code.startOver',
  'code.newCodes',
  'code.continue',
  'companyLink.continue',
  'companyAccounts.unlink',
  'signOut.stay',
] as const;

const isControl = (key: string) =>
  key.startsWith('action.') || (controlKeys as readonly string[]).includes(key);

// A Portuguese infinitive ends in -ar, -er, -ir (or is "pôr"); a control at work says what it
// does in the gerund and trails off: "Entrando…".
const infinitive = /^\p{L}*(ar|er|ir|pôr)(?!\p{L})/iu;
const atWork = /^\p{L}+ndo(?!\p{L}).*…$/u;

describe('a control, in Portuguese', () => {
  const portuguese = new Map(
    allCatalogues.flatMap(([, , messages]) =>
      Object.entries(messages).map(([key, message]) => [key, textsOf(message).join(' ')] as const),
    ),
  );
  const labels = [...portuguese].filter(([key]) => isControl(key));

  it('is found by every key the list above names, so the list cannot outlive its keys', () => {
    expect(controlKeys.filter((key) => !portuguese.has(key))).toEqual([]);
  });

  it('is labelled with the infinitive ("Solicitar acesso"), or the gerund while at work', () => {
    const strays = labels
      .filter(([, text]) => !infinitive.test(text) && !atWork.test(text))
      .map(([key, text]) => `${key}: "${text}"`);
    expect(strays).toEqual([]);
  });
});

describe('one English label', () => {
  // "Add a passkey" was "Criar chave de acesso" on the main screen and "Criar uma chave de
  // acesso" on the security page; "Ask for an account", "Solicite acesso" and "Solicitar
  // acesso": a broker who reads two labels looks for two things. Labels only: "Phone" is a
  // number to type ("Telefone") and a kind of device ("Celular").
  it('is one Portuguese label, on every page that says it: a control or a page title', () => {
    const translations = new Map<string, Set<string>>();
    for (const [, english, portuguese] of allCatalogues) {
      for (const [key, message] of Object.entries(english)) {
        if (!isControl(key) && !key.startsWith('title.')) continue;
        const source = textsOf(message).join(' | ');
        const seen = translations.get(source) ?? new Set<string>();
        seen.add(textsOf(portuguese[key]).join(' | '));
        translations.set(source, seen);
      }
    }
    const strays = [...translations]
      .filter(([, seen]) => seen.size > 1)
      .map(([source, seen]) => `"${source}": ${[...seen].map((text) => `"${text}"`).join(', ')}`);
    expect(strays).toEqual([]);
  });
});
