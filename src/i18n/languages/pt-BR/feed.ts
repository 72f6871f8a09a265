import type { feed as en } from '../en/feed.js';

export const feed: typeof en = {
  announce: {
    title: '🏁 **Novas missões concluídas**',
    line: '{{member}} concluiu {{quest}} (rodada {{round}}) {{when}}',
  },
  target: {
    all: 'todas as missões',
    quest: 'a missão {{quest}}',
  },
  reason: {
    moderator: 'pausado por um moderador',
    channel: 'o bot não consegue postar nesse canal (precisa de Ver canal e Enviar mensagens lá)',
    quest: 'a missão não existe mais',
    key: 'o servidor não tem uma chave da Community API que funcione (defina uma com {{/setup}})',
    hidden: 'a missão está oculta para os membros (rascunho, modelo ou missão privada) e o feed não foi criado para anunciá-la publicamente',
  },
  list: {
    title: 'Feeds deste servidor',
    none: 'Nenhum feed ainda. Crie um com `{{/feed quests}}`.',
    active: '▶️ ativo',
    paused: '⏸️ pausado: {{reason}}',
    every: 'verificado a cada {{interval}}',
    lastPoll: 'última verificação {{when}}',
    neverPolled: 'ainda não verificado',
    announced: '{{n}} anunciadas',
  },
  created: 'Feed {{id}}: a partir de agora as missões concluídas de {{target}} são anunciadas em {{channel}}, verificadas a cada {{interval}}.',
  hello: '🏁 As missões concluídas de {{target}} serão anunciadas aqui (configurado por {{member}}).',
  exists: '{{channel}} já tem um feed para {{target}}: veja `{{/feed list}}`.',
  full: 'Este servidor já tem {{n}} feeds, o máximo permitido. Remova um com `{{/feed remove}}` primeiro.',
  cannotPost: 'Não consigo postar em {{channel}}. Me dê Ver canal e Enviar mensagens lá e tente de novo.',
  paused: 'O feed {{id}} está pausado. `{{/feed resume}}` o retoma de onde parou.',
  resumed: 'O feed {{id}} está ativo de novo: na próxima verificação anuncia o que perdeu.',
  removed: 'O feed {{id}} foi removido.',
  notFound: 'Não há nenhum feed {{id}} neste servidor: `{{/feed list}}` mostra os feeds.',
  stopped: 'O feed {{id}} em {{channel}} foi pausado: {{reason}}. `{{/feed resume}}` o retoma quando isso for resolvido.',
  hidden: {
    warning: '⚠️ {{quest}} está oculta para os membros (um rascunho, um modelo ou uma missão privada). Um feed dela anuncia cada conclusão publicamente em {{channel}}, com quem a concluiu. Criar mesmo assim?',
    confirm: 'Criar mesmo assim',
  },
};
