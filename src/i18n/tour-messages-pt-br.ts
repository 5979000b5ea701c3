import type { TourMessages } from './tour-messages-en';

export const tourPtBR: TourMessages = {
  'tour.progress': 'Passo {step} de {total}',
  'tour.next': 'Próximo',
  'tour.back': 'Voltar',
  'tour.finish': 'Concluir',
  'tour.skip': 'Pular tour',
  'tour.welcome.start.title': 'Boas-vindas ao gofy',
  'tour.welcome.start.body':
    'Este é o seu ponto de partida: todos os aplicativos da plataforma que você pode usar estão nesta página.',
  'tour.welcome.apps.title': 'Seus aplicativos',
  'tour.welcome.apps.body':
    'Cada cartão abre um aplicativo. Os que você abriu por último aparecem primeiro.',
  'tour.welcome.search.title': 'Encontre rápido',
  'tour.welcome.search.body': 'Digite parte do nome ou do que ele faz para filtrar os cartões.',
  'tour.welcome.help.title': 'A ajuda fica aqui',
  'tour.welcome.help.body':
    'Refaça este tour, ou veja como funcionam os cartões, no menu Ajuda quando quiser.',
  'tour.welcome.signOut.title': 'Saia ao terminar',
  'tour.welcome.signOut.body':
    'Em um computador compartilhado, sempre saia: isso também apaga o que o portal guardou neste dispositivo.',
  'tour.card.open.title': 'Abra um aplicativo',
  'tour.card.open.body':
    'Selecione um cartão para abrir o aplicativo aqui, já conectado. Ctrl+clique (⌘+clique no Mac) ou o botão do meio abre em uma nova aba.',
  'tour.card.unread.title': 'O que espera por você',
  'tour.card.unread.body': 'O cartão de notificações mostra quantas você ainda não leu.',
  'tour.card.keyboard.title': 'Pelo teclado',
  'tour.card.keyboard.body':
    'Tab passa de um cartão a outro e Enter abre. Leitores de tela leem cada cartão como um link com sua descrição.',
};
