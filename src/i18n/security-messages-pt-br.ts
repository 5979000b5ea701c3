import type { SecurityMessages } from './security-messages-en';

export const securityPtBR: SecurityMessages = {
  'title.security': 'Chaves de acesso e segurança',
  'security.title': 'Suas chaves de acesso',
  'security.intro':
    'Com uma chave de acesso, você entra usando a digital, o rosto ou o bloqueio de tela do seu dispositivo, sem digitar senha. Ela não pode ser roubada por um site falso.',
  'security.loading': 'Carregando suas chaves de acesso…',
  'security.none': 'Você ainda não tem chaves de acesso.',
  'security.add': 'Criar uma chave de acesso',
  'security.adding': 'Criando…',
  'security.added': 'Chave de acesso “{name}” criada.',
  'security.addCancelled': 'Nenhuma chave de acesso foi criada.',
  'security.alreadyOnDevice': 'Este dispositivo já tem uma chave de acesso da sua conta.',
  'security.unsupported':
    'Este navegador não consegue criar chaves de acesso. Tente em outro navegador ou dispositivo.',
  'security.refused': 'Não foi possível criar a chave de acesso. Tente novamente.',
  'security.defaultName': 'Chave de acesso de {date}',
  'security.created': 'Criada em {date}',
  'security.lastUsed': 'Último uso em {date}',
  'security.neverUsed': 'Ainda não usada',
  'security.synced': 'Sincronizada com seus outros dispositivos',
  'security.rename': 'Renomear',
  'security.renameLabel': 'Novo nome para “{name}”',
  'security.save': 'Salvar',
  'security.cancel': 'Cancelar',
  'security.renamed': 'Nome alterado para “{name}”.',
  'security.remove': 'Remover',
  'security.removeConfirm': 'Remover “{name}”? Ela não vai mais servir para entrar.',
  'security.removed': 'Chave de acesso “{name}” removida.',
  'security.reauth.title': 'Confirme que é você',
  'security.reauth.body':
    'Para criar ou remover uma chave de acesso, digite sua senha novamente: você entrou há mais de 5 minutos.',
  'security.reauth.confirm': 'Confirmar',
  'security.offline':
    'Para gerenciar suas chaves de acesso, é preciso estar conectado. Elas continuam funcionando neste dispositivo.',
  'security.back': 'Voltar para seus aplicativos',
};
