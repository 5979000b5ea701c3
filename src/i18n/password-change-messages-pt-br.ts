import type { TranslationOf } from './catalogue';
import type { passwordChangeEn } from './password-change-messages-en';

export const passwordChangePtBR: TranslationOf<typeof passwordChangeEn> = {
  'passwordChange.title': 'Sua senha',
  'passwordChange.intro':
    'Você pode alterar a senha com que entra no gofy. Escolha uma que você não use em nenhum outro lugar.',
  'passwordChange.companyOnly':
    'Na sua corretora, você entra com a conta {provider}, por isso não há senha para alterar aqui.',
  'passwordChange.current': 'Senha atual',
  'passwordChange.new': 'Nova senha',
  'passwordChange.newHint':
    'Pelo menos 15 caracteres. Algumas palavras sem relação entre si formam uma senha forte e fácil de lembrar; espaços, acentos, símbolos e emoji também valem.',
  'passwordChange.showCurrent': 'Mostrar senha atual',
  'passwordChange.hideCurrent': 'Ocultar senha atual',
  'passwordChange.showNew': 'Mostrar nova senha',
  'passwordChange.hideNew': 'Ocultar nova senha',
  'passwordChange.signOutOthers': 'Sair dos meus outros dispositivos',
  'passwordChange.signOutOthersHint':
    'Quem conhecia sua senha antiga e tem uma sessão aberta em outro lugar terá essa sessão encerrada.',
  'passwordChange.save': 'Alterar senha',
  'passwordChange.saving': 'Alterando a senha…',
  'passwordChange.changed': 'Sua senha foi alterada. Use a nova senha na próxima vez que entrar.',
  'passwordChange.endedOthers': {
    one: 'Sua senha foi alterada, e a sessão em {count} outro dispositivo foi encerrada.',
    other: 'Sua senha foi alterada, e as sessões em {count} outros dispositivos foram encerradas.',
  },
  'passwordChange.currentRequired': 'Digite sua senha atual.',
  'passwordChange.incorrect': 'A senha atual está incorreta.',
  'passwordChange.reauthBody':
    'Para alterar sua senha, confirme primeiro que é você. O que você digitou continua aqui, e a alteração é feita logo em seguida.',
  'passwordChange.offline':
    'Você está sem conexão: poderá alterar sua senha quando a conexão voltar.',
  'passwordChange.new.required': 'Escolha uma nova senha.',
  'passwordChange.new.control':
    'Esta senha tem um caractere de controle invisível, como uma tabulação ou uma quebra de linha, que não pode ser usado. Digite a senha em vez de colá-la.',
  'passwordChange.new.too_short': 'Use pelo menos 15 caracteres (esta tem {count}).',
  'passwordChange.new.too_long': 'Use no máximo 128 caracteres (esta tem {count}).',
  'passwordChange.new.common':
    'Esta é uma das senhas mais comuns, as primeiras que um atacante tenta. Escolha algo menos previsível.',
  'passwordChange.new.repetitive':
    'Esta senha se repete ou segue uma sequência, o que a torna fácil de adivinhar. Escolha algo menos previsível.',
  'passwordChange.new.contextual':
    'Esta senha contém seu e-mail, o que a torna fácil de adivinhar. Escolha outra.',
  'passwordChange.new.invalid': 'Esta senha não pode ser usada. Escolha outra.',
  'passwordChange.new.same_as_current':
    'Esta é a senha que você já usa. Para alterar, escolha uma diferente.',
};
