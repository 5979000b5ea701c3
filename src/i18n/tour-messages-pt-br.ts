import type { TourMessages } from './tour-messages-en';

export const tourPtBR: TourMessages = {
  'tour.progress': 'Passo {step} de {total}',
  'tour.next': 'Próximo',
  'tour.back': 'Voltar',
  'tour.finish': 'Concluir',
  'tour.skip': 'Pular tour',
  'tour.welcome.apps.title': 'Boas-vindas ao gofy',
  'tour.welcome.apps.touch':
    'Cada cartão abre um aplicativo do gofy sem você precisar entrar novamente: é só tocar. Os que você abriu por último aparecem primeiro.',
  'tour.welcome.apps.pointer':
    'Cada cartão abre um aplicativo do gofy sem você precisar entrar novamente: é só clicar. Os que você abriu por último aparecem primeiro.',
  'tour.welcome.help.title': 'A ajuda fica aqui',
  'tour.welcome.help.body':
    'No menu Ajuda você refaz este tour e aprende a usar os cartões, quando quiser.',
  'tour.welcome.signOut.title': 'Saia ao terminar',
  'tour.welcome.signOut.body':
    'Em um computador compartilhado, sempre saia: isso também apaga o que o gofy guardou neste dispositivo.',
  'tour.card.open.title': 'Abra um aplicativo',
  'tour.card.open.touch':
    'Toque em um cartão para abrir o aplicativo sem precisar entrar novamente. Toque e segure para abrir em uma nova aba.',
  'tour.card.open.pointer':
    'Clique em um cartão para abrir o aplicativo sem precisar entrar novamente. Ctrl+clique (⌘+clique no Mac) ou o botão do meio abre em uma nova aba.',
  'tour.card.newTab.title': 'Abra em uma nova aba',
  'tour.card.newTab.touch': 'Toque e segure um cartão para abrir o aplicativo em uma nova aba.',
  'tour.card.newTab.pointer':
    'Ctrl+clique (⌘+clique no Mac) ou um clique com o botão do meio em um cartão abre o aplicativo em uma nova aba.',
  'tour.card.unread.title': 'Novidades para você',
  'tour.card.unread.body': 'O cartão de notificações mostra quantas você ainda não leu.',
  'tour.card.search.title': 'Encontre rápido',
  'tour.card.search.body': 'Digite parte do nome ou do que ele faz para filtrar os cartões.',
  'tour.card.keyboard.title': 'Pelo teclado',
  'tour.card.keyboard.body':
    'Tab passa de um cartão a outro e Enter abre. Leitores de tela leem cada cartão como um link com sua descrição.',
};
