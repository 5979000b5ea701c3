import type { TranslationOf } from './catalogue';
import type { ProofMessages } from './proof-messages-en';

/** As a Brazilian writes it: docs/glossary.md. */
export const proofPtBR: TranslationOf<ProofMessages> = {
  'proof.title': 'Confirme que é você',
  'proof.why': 'Para fazer esta alteração, primeiro confirme que é você.',
  'proof.finding': 'Verificando como você pode confirmar…',
  'proof.passkey.body':
    'Use sua chave de acesso: o dispositivo confirma com sua digital, seu rosto ou o bloqueio de tela.',
  'proof.passkey.use': 'Usar chave de acesso',
  'proof.passkey.using': 'Aguardando sua chave de acesso…',
  'proof.passkey.cancelled': 'Sua chave de acesso não foi usada. Tente novamente ou cancele.',
  'proof.passkey.refused': 'Essa chave de acesso não confirmou que é você. Tente novamente.',
  'proof.code.body': 'Digite o código que seu aplicativo autenticador mostra agora.',
  'proof.code.label': 'Código do aplicativo',
  'proof.code.hint': '6 dígitos; um novo a cada 30 segundos.',
  'proof.password.body': 'Digite sua senha.',
  'proof.confirm': 'Confirmar',
  'proof.cancel': 'Cancelar',
  'proof.confirmed': 'Confirmado. Fazendo sua alteração…',
  'proof.cancelled': 'Nenhuma alteração foi feita.',
  'proof.company.body':
    'Você entra com a conta da empresa, e ela só confirma que é você quando você entra novamente.',
  'proof.company.change':
    'Nenhuma alteração foi feita: entre novamente e depois faça a alteração outra vez.',
  'proof.company.application': 'Depois que você entrar novamente, voltará para o aplicativo.',
  'proof.company.again': 'Entrar novamente com {provider}',
  'proof.company.someProvider': 'a conta da empresa',
  'proof.another': 'Usar outra forma',
  'stepUp.title': 'Confirme que é você',
  'stepUp.body': 'O aplicativo em {host} pede que você confirme que é você antes de continuar.',
  'stepUp.signedInAs': 'Você entrou como {email}.',
  'stepUp.codeToo': 'Ele também pede um código do seu aplicativo autenticador.',
  'stepUp.noSecondFactor':
    'O aplicativo em {host} exige a verificação em duas etapas, que sua conta ainda não tem. Ative-a em Segurança da conta e tente novamente.',
  'stepUp.toSecurity': 'Abrir Segurança da conta',
  'stepUp.back': 'Voltar sem confirmar',
  'stepUp.done': 'Confirmado. Voltando para {host}…',
};
