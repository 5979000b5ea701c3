import type { AccountMessages } from './account-messages-en';

export const accountPtBR: AccountMessages = {
  'title.forgotPassword': 'Esqueci a senha',
  'title.resetPassword': 'Nova senha',
  'title.signUp': 'Solicitar acesso',

  'action.sendLink': 'Enviar o link',
  'action.sendingLink': 'Enviando…',
  'action.sendAgain': 'Enviar o link novamente',
  'action.useAnotherEmail': 'Usar outro e-mail',
  'action.backToSignIn': 'Entrar no gofy',
  'action.requestNewLink': 'Solicitar um novo link',
  'action.savePassword': 'Salvar a nova senha',
  'action.savingPassword': 'Salvando…',
  'action.sendRequest': 'Enviar a solicitação',
  'action.sendingRequest': 'Enviando…',
  'action.showNewPassword': 'Mostrar nova senha',
  'action.showConfirmation': 'Mostrar a confirmação da senha',
  'action.hideNewPassword': 'Ocultar nova senha',
  'action.hideConfirmation': 'Ocultar a confirmação da senha',
  'link.haveAccount': 'Já tem uma conta?',
  'link.noAccount': 'Ainda não usa o gofy?',
  'link.askForAccount': 'Solicitar acesso',

  'forgot.title': 'Esqueceu sua senha?',
  'forgot.intro':
    'Informe o e-mail da sua conta de corretor e enviaremos um link para você escolher uma nova senha.',
  'forgot.sent.title': 'Confira seu e-mail',
  'forgot.sent.body':
    'Se {email} pertencer a uma conta gofy, enviamos para esse endereço um link para criar uma nova senha. O link pode ser usado uma vez e vale por {minutes} minutos.',
  'forgot.sent.bodyNoLifetime':
    'Se {email} pertencer a uma conta gofy, enviamos para esse endereço um link para criar uma nova senha. O link pode ser usado uma vez.',
  'forgot.sent.help':
    'Nada depois de alguns minutos? Veja a pasta de spam, confira o endereço ou envie o link novamente.',
  'forgot.sentAgain': 'Enviamos o link novamente.',

  'reset.title': 'Escolha uma nova senha',
  'reset.intro': 'Para a conta {email}.',
  'reset.checking': 'Conferindo seu link…',
  'reset.invalid.title': 'Este link não funciona',
  'reset.invalid.body':
    'O link está incompleto ou não é válido. Abra-o exatamente como chegou no e-mail, ou solicite um novo.',
  'reset.expired.title': 'Este link expirou',
  'reset.expired.body':
    'Para sua segurança, os links de redefinição valem por pouco tempo. Solicite um novo: leva um minuto.',
  'reset.used.title': 'Este link já foi usado',
  'reset.used.body':
    'Cada link pode ser usado uma vez e deixa de valer quando a senha é alterada por outro link. Se não foi você quem alterou a senha, solicite um novo link.',
  'reset.checkFailed': 'Não conseguimos conferir seu link.',

  'field.newPassword': 'Nova senha',
  'field.newPassword.hint':
    'Pelo menos 15 caracteres. Algumas palavras sem relação entre si formam uma senha forte e fácil de lembrar; espaços, acentos, símbolos e emoji também valem.',
  'field.confirmPassword': 'Confirme a nova senha',
  'field.name': 'Seu nome completo',
  'field.phone': 'Telefone',
  'field.phone.hint': 'Com DDD, como (11) 98765-4321.',
  'field.brokerage': 'Nome da corretora',
  'field.cnpj': 'CNPJ da corretora',
  'field.cnpj.hint': 'Com ou sem pontuação, como 11.222.333/0001-81.',
  'field.susep': 'Registro SUSEP (opcional)',
  'field.susep.hint': 'Seu número de corretor na SUSEP, se já tiver.',
  'field.postalCode': 'CEP',
  'field.postalCode.hint': 'Como {example}. Preenchemos o endereço a partir dele.',
  'field.street': 'Logradouro',
  'field.number': 'Número',
  'field.number.hint': 'Escreva s/n se o prédio não tiver número.',
  'field.complement': 'Complemento (opcional)',
  'field.complement.hint': 'Andar, sala, bloco.',
  'field.district': 'Bairro',
  'field.city': 'Cidade',
  'field.state': 'Estado (UF)',
  'field.state.choose': 'Selecione…',

  'password.required': 'Escolha uma nova senha.',
  'password.control':
    'Esta senha tem um caractere de controle invisível, como uma tabulação ou uma quebra de linha, que não pode ser usado. Digite a senha em vez de colá-la.',
  'password.too_short': 'Use pelo menos 15 caracteres (esta tem {count}).',
  'password.too_long': 'Use no máximo 128 caracteres (esta tem {count}).',
  'password.common':
    'Esta é uma das senhas mais comuns, as primeiras que um atacante tenta. Escolha algo menos previsível.',
  'password.repetitive':
    'Esta senha se repete ou segue uma sequência, o que a torna fácil de adivinhar. Escolha algo menos previsível.',
  'password.contextual':
    'Esta senha contém seu e-mail, o que a torna fácil de adivinhar. Escolha outra.',
  'password.invalid': 'Esta senha não pode ser usada. Escolha outra.',
  'confirmPassword.required': 'Digite a nova senha mais uma vez.',
  'confirmPassword.mismatch': 'As duas senhas não são iguais.',

  'validation.name.required': 'Informe seu nome.',
  'validation.phone.required': 'Informe um telefone.',
  'validation.phone.invalid': 'Informe um telefone brasileiro com DDD, como (11) 98765-4321.',
  'validation.brokerage.required': 'Informe o nome da sua corretora.',
  'validation.cnpj.required': 'Informe o CNPJ da corretora.',
  'validation.cnpj.incomplete': 'O CNPJ tem 14 caracteres, como 11.222.333/0001-81.',
  'validation.cnpj.invalid': 'CNPJ inválido. Confira os números digitados.',
  'validation.susep.invalid':
    'Informe só os números do registro SUSEP (de 5 a 15 dígitos) ou deixe em branco.',
  'validation.postalCode.required': 'Informe o CEP.',
  'validation.postalCode.invalid': 'Informe os {digits} dígitos do CEP, como {example}.',
  'validation.street.required': 'Informe o logradouro.',
  'validation.number.required': 'Informe o número, ou s/n se não houver.',
  'validation.district.required': 'Informe o bairro.',
  'validation.city.required': 'Informe a cidade.',
  'validation.state.required': 'Selecione o estado.',
  'validation.state.invalid': 'Selecione um dos estados do Brasil.',
  'validation.tooLong': 'Use no máximo {max} caracteres (aqui há {count}).',
  'validation.hiddenCharacter':
    'Há um caractere invisível aqui, como uma tabulação ou uma marca de direção do texto, geralmente colado por engano. Apague-o ou digite o texto novamente.',
  'validation.postalCode.extraDigits':
    'O que foi digitado tinha mais de {digits} dígitos; só os {digits} primeiros foram mantidos. Confira o CEP.',
  'validation.invalid': 'Confira este campo.',

  'lookup.looking': 'Buscando o endereço…',
  'lookup.found': 'Endereço preenchido a partir do CEP. Confira e informe o número.',
  'lookup.notFound': 'Não encontramos este CEP. Confira o número ou digite o endereço abaixo.',
  'lookup.failed': 'Não conseguimos buscar o endereço agora. Digite-o abaixo.',
  'lookup.timeout': 'A busca do endereço demorou demais. Digite-o abaixo.',
  'lookup.offline': 'Você está sem conexão, então não buscamos o endereço. Digite-o abaixo.',

  'signUp.title': 'Solicitar acesso ao gofy',
  'signUp.intro':
    'Conte-nos sobre você e sua corretora. Analisamos cada solicitação e respondemos por e-mail.',
  'signUp.section.you': 'Sobre você',
  'signUp.section.brokerage': 'Sua corretora',
  'signUp.section.address': 'Endereço do escritório',
  'signUp.sent.title': 'Recebemos sua solicitação',
  'signUp.sent.body':
    'Agradecemos o seu interesse. Vamos analisar a solicitação de {name} e responder para {email}. Se esse e-mail já tiver uma conta gofy, enviaremos para esse endereço as instruções para entrar.',
  'signUp.sent.when': {
    one: 'Respondemos em até 1 dia útil. Confira também a caixa de spam.',
    other: 'Respondemos em até {count} dias úteis. Confira também a caixa de spam.',
  },
  'signUp.privacy': 'Usamos estes dados apenas para analisar sua solicitação e responder a você.',
  'signUp.privacy.link': 'Política de Privacidade',

  'error.fields': 'Confira os campos destacados.',
  'error.tooManyRequests': 'Muitas solicitações desta conexão. Tente novamente em {wait}.',
};
