import type { SecurityMessages } from './security-messages-en';

export const securityPtBR: SecurityMessages = {
  'title.security': 'Segurança da conta',
  'passkeys.title': 'Suas chaves de acesso',
  'passkeys.intro':
    'Com uma chave de acesso, você entra usando a digital, o rosto ou o bloqueio de tela do seu dispositivo, sem digitar senha. Ela não pode ser roubada por um site falso.',
  'passkeys.loading': 'Carregando suas chaves de acesso…',
  'passkeys.none': 'Você ainda não tem chaves de acesso.',
  'passkeys.add': 'Criar chave de acesso',
  'passkeys.adding': 'Criando…',
  'passkeys.added': 'Chave de acesso “{name}” criada.',
  'passkeys.addCancelled': 'Nenhuma chave de acesso foi criada.',
  'passkeys.alreadyOnDevice': 'Este dispositivo já tem uma chave de acesso da sua conta.',
  'passkeys.unsupported':
    'Este navegador não consegue criar chaves de acesso. Tente em outro navegador ou dispositivo.',
  'passkeys.companyOnly':
    'Na sua corretora, você entra com a conta {provider}, não com chaves de acesso.',
  'passkeys.refused': 'Não foi possível criar a chave de acesso. Tente novamente.',
  'passkeys.created': 'Criada em {date}',
  'passkeys.lastUsed': 'Último uso em {date}',
  'passkeys.neverUsed': 'Ainda não usada',
  'passkeys.madeOn': 'Dispositivo em que foi criada: {device}',
  'passkeys.synced': 'Sincronizada com seus outros dispositivos',
  'passkeys.rename': 'Renomear',
  'passkeys.renameLabel': 'Novo nome para “{name}”',
  'passkeys.save': 'Salvar',
  'security.cancel': 'Cancelar',
  'passkeys.renamed': 'Nome alterado para “{name}”.',
  'passkeys.remove': 'Remover',
  'passkeys.removeConfirm': 'Remover “{name}”? Ela não vai mais servir para entrar.',
  'passkeys.removed': 'Chave de acesso “{name}” removida.',
  'security.reauth.title': 'Confirme que é você',
  'security.reauth.body':
    'Para criar ou remover uma chave de acesso, digite sua senha novamente: você entrou há mais de 5 minutos.',
  'security.reauth.confirm': 'Confirmar',
  'passkeys.offline':
    'Para gerenciar suas chaves de acesso, conecte-se à internet. Elas continuam funcionando neste dispositivo.',
  'security.reauth.bodySecondFactor':
    'Para configurar a verificação em duas etapas, digite sua senha novamente: você entrou há mais de 5 minutos.',
  'security.reauth.codeBody':
    'Sua conta também precisa de um código: digite o que seu aplicativo autenticador mostra agora.',
  'security.reauth.codeGone': 'A confirmação demorou demais. Digite sua senha novamente.',
  'twoStep.title': 'Verificação em duas etapas',
  'twoStep.intro':
    'Além da senha, o gofy pede um código do aplicativo autenticador. Assim, mesmo quem descobrir sua senha não consegue entrar.',
  'twoStep.loading': 'Carregando a verificação em duas etapas…',
  'twoStep.off': 'A verificação em duas etapas está desativada.',
  'twoStep.on': 'A verificação em duas etapas está ativada desde {date}.',
  'twoStep.codesLeft': {
    one: 'Resta {count} código de recuperação.',
    other: 'Restam {count} códigos de recuperação.',
  },
  'twoStep.noCodesLeft': 'Não resta nenhum código de recuperação: gere novos.',
  'twoStep.trustedDevices': {
    one: '{count} dispositivo não pede o código ao entrar.',
    other: '{count} dispositivos não pedem o código ao entrar.',
  },
  'twoStep.required':
    'Sua empresa exige a verificação em duas etapas nesta conta, por isso ela não pode ser desativada.',
  'twoStep.setUp': 'Configurar um aplicativo autenticador',
  'twoStep.setupTitle': 'Adicione seu aplicativo autenticador',
  'twoStep.setupCode':
    'Depois, digite o código que o aplicativo mostra para ativar a verificação em duas etapas.',
  'twoStep.codeLabel': 'Código do aplicativo',
  'twoStep.codeHint': '6 dígitos; um novo a cada 30 segundos.',
  'twoStep.turnOn': 'Ativar',
  'twoStep.added':
    'A verificação em duas etapas está ativada. A partir de agora, o gofy vai pedir um código do aplicativo sempre que você entrar.',
  'twoStep.newCodes': 'Gerar novos códigos de recuperação',
  'twoStep.newCodesConfirm':
    'Gerar novos códigos de recuperação? Os códigos que você tem agora vão parar de funcionar na hora.',
  'twoStep.newCodesYes': 'Gerar novos códigos',
  'twoStep.newCodesDone': 'Novos códigos de recuperação gerados: os antigos não funcionam mais.',
  'twoStep.forgetDevices': 'Pedir o código novamente em todos os dispositivos',
  'twoStep.devicesForgotten':
    'Todos os dispositivos vão pedir o código na próxima vez que você entrar.',
  'twoStep.turnOff': 'Desativar a verificação em duas etapas',
  'twoStep.turnOffConfirm':
    'Desativar a verificação em duas etapas? Para entrar, bastará a senha, e seus códigos de recuperação vão parar de funcionar.',
  'twoStep.turnOffYes': 'Desativar',
  'twoStep.turnedOff': 'Verificação em duas etapas desativada.',
  'passkeys.lastPasskeyCode':
    'Esta é a sua última chave de acesso. Para removê-la, digite o código que o seu aplicativo autenticador mostra agora.',
  'passkeys.addPasskeyCode':
    'Para criar uma chave de acesso, digite o código que o seu aplicativo autenticador mostra agora.',
  'twoStep.confirmTitle': 'Confirme com um código',
  'twoStep.confirmBody':
    'Para alterar a verificação em duas etapas, digite o código que seu aplicativo autenticador mostra agora.',
  'twoStep.confirm': 'Confirmar',
  'twoStep.setupExpired': 'A configuração levou mais de 10 minutos. Comece novamente.',
  'devices.title': 'Seus dispositivos',
  'devices.intro':
    'Os dispositivos em que sua conta tem uma sessão aberta. Encerre qualquer sessão que você não reconheça.',
  'devices.loading': 'Carregando seus dispositivos…',
  'devices.thisDevice': 'Este dispositivo',
  'devices.unknown': 'Dispositivo desconhecido',
  'devices.type.computer': 'Computador',
  'devices.type.phone': 'Celular',
  'devices.type.tablet': 'Tablet',
  'devices.times': 'Entrou {signedIn} · Último uso {lastUsed}',
  'devices.justNow': 'agora mesmo',
  'devices.end': 'Encerrar sessão',
  'devices.endLabel': 'Encerrar sessão: {device}, último uso {lastUsed}',
  'devices.ended': 'Sessão encerrada: {device}.',
  'devices.endOthers': 'Encerrar todas as outras sessões',
  'devices.endedOthers': {
    one: '{count} outra sessão encerrada.',
    other: '{count} outras sessões encerradas.',
  },
  'devices.noneEnded': 'Nenhuma outra sessão estava aberta.',
  'devices.onlyThis': 'Sua conta só tem sessão aberta neste dispositivo.',
  'devices.gone': 'Essa sessão já tinha sido encerrada.',
  'devices.refused': 'Não foi possível encerrar a sessão. Tente novamente.',
  'devices.offline': 'Para ver e encerrar suas sessões, conecte-se à internet.',
  'devices.reauthBody':
    'Para encerrar suas outras sessões, digite sua senha novamente: você entrou há mais de 5 minutos.',
  'security.back': 'Voltar para seus aplicativos',
};
