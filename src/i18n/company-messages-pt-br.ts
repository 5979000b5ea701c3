import type { CompanyMessages } from './company-messages-en';

export const companyPtBR: CompanyMessages = {
  'companyFailure.cancelled':
    'Você cancelou a tentativa de acesso na página da sua empresa. Para tentar novamente, escolha a conta da empresa abaixo ou entre com sua senha.',
  'companyFailure.stateMissing':
    'Esta tentativa de acesso não começou neste navegador, ou o navegador não guardou o cookie dela, então não foi possível concluí-la. Escolha a conta da empresa abaixo para entrar novamente, neste navegador, com cookies permitidos para este site.',
  'companyFailure.stateExpired':
    'Esta tentativa de acesso com a conta da empresa terminou: levou mais de 10 minutos ou já tinha sido usada. Escolha a conta da empresa abaixo para entrar novamente.',
  'companyFailure.stateMismatch':
    'Esta tentativa de acesso foi interrompida para proteger sua conta: o que voltou não era o que este navegador começou. Escolha a conta da empresa abaixo para entrar novamente.',
  'companyFailure.codeReused':
    'O servidor da sua empresa não aceitou mais esta tentativa de acesso: talvez ela já tenha sido usada. Escolha a conta da empresa abaixo para entrar novamente.',
  'companyFailure.providerUnavailable':
    'Não foi possível falar com o servidor da sua empresa. Tente novamente em alguns minutos ou entre com sua senha.',
  'companyFailure.providerError':
    'O servidor da sua empresa enviou uma resposta que o gofy não pôde aceitar. Tente novamente; se continuar acontecendo, fale com o suporte de TI da sua empresa.',
  'companyFailure.issuerMismatch':
    'A resposta não veio do servidor da sua empresa e foi recusada para proteger sua conta. Tente novamente; se continuar acontecendo, fale com o suporte de TI da sua empresa.',
  'companyFailure.emailUnverified':
    'O e-mail da sua conta da empresa não está verificado, então ela não pode entrar no gofy. Peça ao suporte de TI da sua empresa que o verifique, ou entre com sua senha.',
  'companyFailure.unknownAccount':
    'Nenhuma conta gofy tem o e-mail desta conta da empresa. Solicite acesso: o formulário já vem preenchido com os dados que sua empresa compartilhou.',
  'companyFailure.wrongProvider':
    'Sua corretora exige outra conta da empresa para entrar. Digite seu e-mail abaixo para ver qual.',
  'companyFailure.tooManyStarts':
    'Houve muitas tentativas de acesso com conta da empresa na sua rede em pouco tempo, e esta não foi iniciada. Tente novamente em {minutes} minutos ou entre com sua senha.',
  'companyFailure.other':
    'Não foi possível entrar com a conta da empresa. Tente novamente ou entre com sua senha.',

  'companyLink.notice':
    'Para vincular sua conta {provider} ({email}) ao gofy, entre uma vez com sua senha ou chave de acesso. Depois disso, basta “Continuar com {provider}”.',
  'companyLink.gone':
    'O prazo de 10 minutos para vincular a conta da empresa terminou. Escolha-a abaixo para entrar com ela novamente.',
  'companyLink.linkedTitle': 'Conta da empresa vinculada',
  'companyLink.linked':
    'Sua conta {provider} ({email}) agora está vinculada ao gofy. Da próxima vez, escolha “Continuar com {provider}” para entrar.',
  'companyLink.notLinkedTitle': 'Conta da empresa não vinculada',
  'companyLink.emailMismatch':
    'Sua conta {provider} ({email}) não foi vinculada: o e-mail dela não é o da conta com que você entrou. Mesmo assim, você entrou no gofy.',
  'companyLink.alreadyLinked':
    'Sua conta {provider} ({email}) não foi vinculada: sua conta gofy já tem uma conta {provider}, ou esta já está vinculada a outra conta gofy. Suas contas da empresa estão em Segurança da conta.',
  'companyLink.expired':
    'Sua conta {provider} ({email}) não foi vinculada: ela aguardou mais de 10 minutos. Você entrou; para vinculá-la, saia e entre com ela novamente.',
  'companyLink.failed':
    'Não foi possível vincular sua conta {provider} ({email}) agora. Mesmo assim, você entrou; para vinculá-la, saia e entre com ela novamente.',
  'companyLink.failedPlain':
    'Não foi possível vincular sua conta da empresa agora. Mesmo assim, você entrou; para vinculá-la, saia e entre com ela novamente.',
  'companyLink.continue': 'Continuar',
  'companyLink.questionTitle': 'Vincular a conta {provider} {email} à sua conta gofy?',
  'companyLink.questionBody':
    'Esta tentativa de acesso não começou na página do gofy: outro site pode tê-la iniciado. Vincule a conta somente se quiser usá-la para entrar no gofy.',
  'companyLink.codeTitle': 'Digite o código para vincular a conta',
  'companyLink.codeBody':
    'Para vincular sua conta {provider} ({email}), digite o código que o aplicativo autenticador mostra para o gofy.',
  'companyLink.link': 'Vincular',
  'companyLink.notNow': 'Agora não',

  'companyAccounts.title': 'Contas da empresa',
  'companyAccounts.intro': 'Contas da empresa que você pode usar para entrar no gofy.',
  'companyAccounts.loading': 'Carregando as contas da empresa…',
  'companyAccounts.offline':
    'Você está sem internet: as contas da empresa aparecem quando a conexão voltar.',
  'companyAccounts.none':
    'Nenhuma conta da empresa vinculada. Na próxima vez que você entrar com uma, o gofy vai perguntar se você quer vinculá-la.',
  'companyAccounts.linkedOn': 'Vinculada em {date}',
  'companyAccounts.unlink': 'Desvincular',
  'companyAccounts.unlinkLabel': 'Desvincular sua conta {provider} {email}',
  'companyAccounts.question':
    'Desvincular sua conta {provider} ({email})? Você não poderá mais entrar no gofy com ela.',
  'companyAccounts.unlinked': 'Sua conta {provider} foi desvinculada.',
  'companyAccounts.gone': 'Esta conta da empresa já tinha sido desvinculada.',
  'companyAccounts.lastWayIn':
    'Esta conta da empresa é a última forma de entrar na sua conta, então ela não pode ser desvinculada.',
  'companyAccounts.refused':
    'Não foi possível desvincular esta conta da empresa agora. Recarregue a página e tente novamente.',
};
